// The kinds of post that do best for an owner (docs/insights.md, "The plan"): the planner gives them more of an
// outline's slots and says so on their items. A kind counts with enough posts of it, doing better than the owner's
// typical post by enough; the best two at most, so an outline still mixes the kinds.
import "server-only";
import { db, PREPARED } from "@/lib/db";
import { EVERYDAY_KINDS, type EverydayKind } from "@/lib/writing/post-kinds";
import { countedResults } from "./get-best-times";
import { perPost } from "./readings";

/** A kind counts from this many delivered posts of it… */
export const MIN_POSTS_OF_KIND = 3;
/** …whose engagement a post is at least this many times the owner's typical post's. */
export const MIN_KIND_LIFT = 1.25;
/** At most this many kinds are favoured. */
export const MAX_FAVOURED = 2;

export type KindResult = { kind: string; posts: number; engagement: number };

/** The everyday kinds that do best, best first, from each kind's posts and engagement. Pure. */
export function rankFavoured(kinds: readonly KindResult[]): EverydayKind[] {
  const posts = kinds.reduce((sum, k) => sum + k.posts, 0);
  if (posts === 0) return [];
  const typical = kinds.reduce((sum, k) => sum + k.engagement, 0) / posts;
  return kinds
    .filter((k): k is KindResult & { kind: EverydayKind } => (EVERYDAY_KINDS as readonly string[]).includes(k.kind))
    .filter((k) => k.posts >= MIN_POSTS_OF_KIND && perPost(k) > 0 && perPost(k) >= typical * MIN_KIND_LIFT)
    .sort((a, b) => perPost(b) - perPost(a) || a.kind.localeCompare(b.kind))
    .slice(0, MAX_FAVOURED)
    .map((k) => k.kind);
}

/** The owner's favoured kinds, from their targets of the last 90 days with a day of figures or more. */
export async function favouredKinds(userId: string, now = new Date()): Promise<EverydayKind[]> {
  const kinds = await db.$queryRaw<KindResult[]>`${PREPARED}
    SELECT pi."kind", count(*)::int AS "posts", sum(pi."engagement")::int AS "engagement" FROM "PostInsight" pi
    WHERE ${countedResults(userId, now)} GROUP BY pi."kind"`;
  return rankFavoured(kinds);
}
