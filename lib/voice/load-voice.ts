// The owner's voice for a brief (issue 21): their style summary and their examples, the most telling first
// (pinned, then recent edits and best posts in turn, then options they chose), fitted to the prompt's budget.
// Null when learning is off: then no summary and no example reaches the writer.
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db, type DbTransaction } from "@/lib/db";
import { fitVoice, type BriefVoice, type VoiceExample, type VoiceSource } from "@/lib/writing/voice";

/** Examples of each source looked at per draft (pinned ones are all looked at). */
export const EXAMPLES_PER_SOURCE = 4;

export type VoiceCandidate = VoiceExample & {
  id: number;
  postId: number | null;
  pinned: boolean;
  engagement: number | null;
  createdAt: Date;
};

type Row = {
  id: number;
  postId: number | null;
  kind: "EDIT" | "CHOICE" | "TOP";
  aiText: string | null;
  ownerText: string;
  pinned: boolean;
  engagement: number | null;
  createdAt: Date;
};

/**
 * The owner's examples the writer may see, in the order they are offered to it: pinned ones (newest first),
 * then an edit and a best post in turn, then the options chosen; one per post. Best posts are those their
 * audience engaged with at all.
 */
export async function voiceCandidates(userId: string, client: DbTransaction = db): Promise<VoiceCandidate[]> {
  const rows = await client.$queryRaw<Row[]>`
    SELECT "id", "postId", "kind", "aiText", "ownerText", "pinned", "engagement", "createdAt" FROM (
      SELECT e."id", e."postId", e."kind"::text AS "kind", e."aiText", e."ownerText", e."pinned", p."engagement", e."createdAt",
             row_number() OVER (
               PARTITION BY e."pinned", e."kind"
               ORDER BY CASE WHEN e."kind" = 'TOP' THEN p."engagement" END DESC NULLS LAST, e."createdAt" DESC, e."id" DESC
             ) AS "rank"
      FROM "VoiceExample" e LEFT JOIN "Post" p ON p."id" = e."postId"
      WHERE e."userId" = ${userId} AND NOT e."removed" AND (e."pinned" OR e."kind" <> 'TOP' OR p."engagement" > 0)
    ) x
    WHERE "pinned" OR "rank" <= ${EXAMPLES_PER_SOURCE}`;
  const candidate = (row: Row, source: VoiceSource): VoiceCandidate => ({
    id: row.id,
    postId: row.postId,
    pinned: row.pinned,
    engagement: row.engagement,
    createdAt: row.createdAt,
    source,
    before: row.kind === "EDIT" ? row.aiText : null,
    text: row.ownerText,
  });
  const newest = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  const of = (kind: Row["kind"]) => rows.filter((row) => !row.pinned && row.kind === kind);
  const edits = of("EDIT").sort(newest);
  const best = of("TOP").sort((a, b) => (b.engagement ?? 0) - (a.engagement ?? 0) || newest(a, b));
  const ordered: VoiceCandidate[] = rows
    .filter((row) => row.pinned)
    .sort(newest)
    .map((row) => candidate(row, "PINNED"));
  for (let i = 0; i < Math.max(edits.length, best.length); i++) {
    if (edits[i]) ordered.push(candidate(edits[i]!, "EDIT"));
    if (best[i]) ordered.push(candidate(best[i]!, "TOP"));
  }
  ordered.push(
    ...of("CHOICE")
      .sort(newest)
      .map((row) => candidate(row, "CHOICE")),
  );
  // A post edited and also among the best is shown once, where it first comes.
  const seen = new Set<number>();
  return ordered.filter((c) => c.postId === null || (!seen.has(c.postId) && seen.add(c.postId)));
}

export type VoiceSettings = { learning: boolean; summary: string | null; summaryByOwner: boolean; summaryAt: Date | null };

/** Read under `who`'s scope, in one statement. */
export async function voiceSettings(who: string | ReadScope, client: DbTransaction = db): Promise<VoiceSettings> {
  const scope = scopeOf(who);
  const user = await client.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { voiceProfile: { select: { learning: true, summary: true, summaryByOwner: true, summaryAt: true } } },
  });
  if (!user) throw scope.gone();
  return user.voiceProfile ?? { learning: true, summary: null, summaryByOwner: false, summaryAt: null };
}

/** The voice a draft's brief carries, or null (learning off, or nothing learned yet). */
export async function loadVoice(userId: string, client: DbTransaction = db): Promise<BriefVoice | null> {
  const [settings, candidates] = await Promise.all([voiceSettings(userId, client), voiceCandidates(userId, client)]);
  if (!settings.learning) return null;
  return fitVoice(
    settings.summary,
    candidates.map(({ source, before, text }) => ({ source, before, text })),
  );
}
