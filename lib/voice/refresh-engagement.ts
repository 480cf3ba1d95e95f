// Engagement of delivered posts, read in the background (not only when Post Details opens), so the owner's best
// posts are known to their voice: each post published in the last 30 days is read a few times as it ages (first
// two hours after it went out, then every 2 hours on its first day, twice a day for a week, then every two days),
// summed over its targets on channels that report engagement. When a post is next due is kept on it
// (`engagementDueAt`, first set by a trigger when it is published), so a round finds its posts on an index and
// costs the same with a hundred thousand posts just published as with none. It is the first thing to give way to Meta's limits: a target whose budget is at or past the pacing
// threshold (the usage headers) is left for a later round. A post its audience engaged with becomes one of the
// owner's best posts (a TOP example).
import "server-only";
import { engagementScore } from "@/lib/channels/engagement";
import type { Platform } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { ChannelError, channels as channelsOver, type ChannelClients, type Channels } from "@/lib/channels";
import { graphUsage, PACE_FROM_PERCENT, type GraphUsage } from "@/lib/channels/facebook/graph-usage";
import { connectionSelect, resolveDestination } from "@/lib/social/destination";

/** How far back delivered posts are read. */
export const ENGAGEMENT_DAYS = 30;

export type EngagementRound = ChannelClients & { usage?: GraphUsage; now?: Date; limit?: number };

/**
 * Claims the posts due a reading (their next reading set as they are claimed, so two runners never read one twice)
 * and reads those that can be read; a post that cannot (taken off, aged past 30 days, no target that reports) is
 * due no more. Returns how many it claimed: fewer than `limit` when no more are due.
 */
export async function refreshEngagement({ usage = graphUsage(), now = new Date(), limit = 50, ...clients }: EngagementRound = {}): Promise<number> {
  const hour = 3_600_000;
  const channels = channelsOver(clients);
  const reporting = channels.keysWhere((channel) => channel.engagement !== null);
  const since = new Date(now.getTime() - ENGAGEMENT_DAYS * 24 * hour);
  const claimed = await db.$queryRaw<{ id: number; userId: string; content: string; readable: boolean }[]>`
    WITH due AS (
      SELECT p."id",
        p."status" IN ('PUBLISHED', 'PARTLY_PUBLISHED') AND p."publishedAt" > ${since}
        AND EXISTS (SELECT 1 FROM "PostPlatform" pp WHERE pp."postId" = p."id" AND pp."platform"::text = ANY(${reporting}) AND pp."status" = 'SUCCESS'
                    AND pp."externalPostId" IS NOT NULL AND pp."connectionId" IS NOT NULL) AS readable
      FROM "Post" p
      WHERE p."engagementDueAt" <= ${now}
      ORDER BY p."engagementDueAt", p."id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    -- The cadence by age (2 h, 12 h, 48 h). The first reading's 2 h is the "post_engagement_due" trigger's, and the
    -- migration that made it backfilled with this same ladder (prisma/migrations/20261126224357_engagement_due).
    UPDATE "Post" p SET "engagementReadAt" = ${now}, "engagementDueAt" = CASE
        WHEN NOT due.readable THEN NULL
        WHEN p."publishedAt" > ${new Date(now.getTime() - 24 * hour)} THEN ${now}::timestamp(3) + interval '2 hours'
        WHEN p."publishedAt" > ${new Date(now.getTime() - 7 * 24 * hour)} THEN ${now}::timestamp(3) + interval '12 hours'
        ELSE ${now}::timestamp(3) + interval '48 hours' END
    FROM due WHERE p."id" = due."id"
    RETURNING p."id", p."userId", p."content", due.readable`;
  for (const post of claimed.filter((post) => post.readable)) {
    const total = await readPost(post, reporting, channels, usage, now);
    if (total === null) continue;
    await db.post.update({ where: { id: post.id }, data: { engagement: total } });
    if (total > 0) {
      await db.voiceExample.upsert({
        where: { postId_kind: { postId: post.id, kind: "TOP" } },
        create: { userId: post.userId, postId: post.id, kind: "TOP", ownerText: post.content },
        update: {},
      });
    }
  }
  return claimed.length;
}

/** Reactions, comments and shares on the post's targets that report them; null when none could be read this round. */
async function readPost(post: { id: number; userId: string }, reporting: Platform[], channels: Channels, usage: GraphUsage, now: Date): Promise<number | null> {
  const deliveries = await db.postPlatform.findMany({
    where: { postId: post.id, platform: { in: reporting }, status: "SUCCESS", externalPostId: { not: null } },
    select: { platform: true, externalPostId: true, connection: { select: connectionSelect } },
  });
  let total: number | null = null;
  for (const delivery of deliveries) {
    const to = await resolveDestination(post.userId, delivery.platform, delivery.connection, channels);
    if (!to.ok) continue;
    if (usage.current([to.accountId, to.pageId], now).percent >= PACE_FROM_PERCENT) continue;
    try {
      total = (total ?? 0) + engagementScore(await channels.of(delivery.platform).engagement!(to, delivery.externalPostId!));
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
    }
  }
  return total;
}
