// The metrics of delivered posts, read from their channels at four checkpoints of each target's first week (an hour,
// a day, three days and seven days after it went out) and kept as readings (docs/insights.md, "Readings"). The
// target's next checkpoint and its time are kept on the target (`metricsCheckpoint`, `metricsDueAt`, first set by a
// trigger as the delivery succeeds), so a round finds what is due on an index, and claims it with SKIP LOCKED by
// moving its time on: two runners never read one checkpoint twice. Reads give way to Meta's limits as the voice's
// engagement reads do (the usage headers): a target whose budget is at the pacing threshold waits for a later round.
import "server-only";
import { db } from "@/lib/db";
import { engagementScore, type EngagementFigures } from "@/lib/channels/engagement";
import { ChannelError, channels as channelsOver, type ChannelClients, type Channels } from "@/lib/channels";
import { graphUsage, PACE_FROM_PERCENT, type GraphUsage } from "@/lib/channels/facebook/graph-usage";
import type { MetricCheckpoint, Platform } from "@/lib/generated/prisma/client";
import { connectionSelect, resolveDestination, type StoredConnection } from "@/lib/social/destination";

const HOUR_MS = 3_600_000;

/** The checkpoints in order, each with how long after the delivery it falls. */
export const CHECKPOINTS: readonly { checkpoint: MetricCheckpoint; afterMs: number }[] = [
  { checkpoint: "HOUR_1", afterMs: HOUR_MS },
  { checkpoint: "DAY_1", afterMs: 24 * HOUR_MS },
  { checkpoint: "DAY_3", afterMs: 72 * HOUR_MS },
  { checkpoint: "DAY_7", afterMs: 168 * HOUR_MS },
];

/** How long a round holds the targets it claimed: a runner that died lets them go after this. */
export const METRICS_CLAIM_LEASE_MS = 10 * 60_000;
/** A checkpoint that could not be read (paced, a network failure, a connection to mend) is tried again this much later. */
const RETRY_AFTER_MS = HOUR_MS;
/** The last checkpoint is tried until this long after the delivery; then the week is over, read or not. */
const LAST_TRY_MS = 8 * 24 * HOUR_MS;

export type MetricsRound = ChannelClients & { usage?: GraphUsage; now?: Date; limit?: number };

type Claimed = {
  id: number;
  userId: string;
  platform: Platform;
  externalPostId: string | null;
  checkpoint: MetricCheckpoint;
  deliveredAt: Date | null;
  connectionId: number | null;
};

/** What became of one claimed target's checkpoint. */
type Outcome = "read" | "retry" | "over";

/**
 * Claims up to `limit` targets due a reading, reads each from its channel, keeps the readings and moves each target to
 * its next checkpoint. Returns how many it claimed: fewer than `limit` when no more are due.
 */
export async function readDueMetrics({ usage = graphUsage(), now = new Date(), limit = 50, ...clients }: MetricsRound = {}): Promise<number> {
  const channels = channelsOver(clients);
  const claimed = await db.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT pp."id" FROM "PostPlatform" pp
      WHERE pp."metricsDueAt" <= ${now}
      ORDER BY pp."metricsDueAt", pp."id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "PostPlatform" pp SET "metricsDueAt" = ${new Date(now.getTime() + METRICS_CLAIM_LEASE_MS)}
    FROM due, "Post" p
    WHERE pp."id" = due."id" AND p."id" = pp."postId"
    RETURNING pp."id", p."userId", pp."platform", pp."externalPostId", pp."metricsCheckpoint" AS "checkpoint", pp."deliveredAt", pp."connectionId"`;
  if (claimed.length === 0) return 0;
  const connectionIds = [...new Set(claimed.flatMap((target) => (target.connectionId === null ? [] : [target.connectionId])))];
  const connections = new Map(
    (await db.socialConnection.findMany({ where: { id: { in: connectionIds } }, select: connectionSelect })).map((connection) => [connection.id, connection]),
  );
  for (const target of claimed) {
    const outcome = await readTarget(target, connections.get(target.connectionId ?? -1) ?? null, channels, usage, now);
    await moveOn(target, outcome, now);
  }
  return claimed.length;
}

async function readTarget(target: Claimed, connection: StoredConnection | null, channels: Channels, usage: GraphUsage, now: Date): Promise<Outcome> {
  const engagement = channels.of(target.platform).engagement;
  // Nothing to ask: a channel that reports nothing, a post without its id there, a connection taken away.
  if (!engagement || target.externalPostId === null || connection === null) return "over";
  const to = await resolveDestination(target.userId, target.platform, connection, channels);
  if (!to.ok) return to.reason === "needs-reconnect" ? "retry" : "over";
  if (usage.current([to.accountId, to.pageId], now).percent >= PACE_FROM_PERCENT) return "retry";
  try {
    await recordReading(target, await engagement(to, target.externalPostId), now);
    return "read";
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error;
    // Refused for good (the post was taken off the channel): its later checkpoints would be refused the same.
    return error.kind === "rejected" ? "over" : "retry";
  }
}

/**
 * Keeps a reading, and makes it the target's latest figures unless a later checkpoint's are there already (a reading
 * that comes late never takes a newer one's place). The target's kind is the plan's kind of post, or the post type
 * it was written as, or OTHER for a post written by hand.
 */
async function recordReading(target: Claimed, figures: EngagementFigures, now: Date) {
  const { reach, reactions, comments, shares, saves, clicks, views } = figures;
  const { id: targetId, checkpoint } = target;
  await db.$transaction([
    db.metricReading.upsert({
      where: { targetId_checkpoint: { targetId, checkpoint } },
      create: { targetId, checkpoint, readAt: now, ...figures },
      update: { readAt: now, ...figures },
    }),
    db.$executeRaw`
      INSERT INTO "PostInsight" ("targetId", "userId", "postId", "platform", "deliveredAt", "kind", "checkpoint",
        "reach", "reactions", "comments", "shares", "saves", "clicks", "views", "engagement")
      SELECT pp."id", p."userId", p."id", pp."platform", COALESCE(pp."deliveredAt", p."publishedAt", ${now}),
        COALESCE(pi."kind"::text, p."request"->>'postType', 'OTHER'), ${checkpoint}::"MetricCheckpoint",
        ${reach}, ${reactions}, ${comments}, ${shares}, ${saves}, ${clicks}, ${views}, ${engagementScore(figures)}
      FROM "PostPlatform" pp JOIN "Post" p ON p."id" = pp."postId" LEFT JOIN "PlanItem" pi ON pi."postId" = p."id"
      WHERE pp."id" = ${targetId}
      ON CONFLICT ("targetId") DO UPDATE SET "checkpoint" = EXCLUDED."checkpoint", "reach" = EXCLUDED."reach",
        "reactions" = EXCLUDED."reactions", "comments" = EXCLUDED."comments", "shares" = EXCLUDED."shares",
        "saves" = EXCLUDED."saves", "clicks" = EXCLUDED."clicks", "views" = EXCLUDED."views", "engagement" = EXCLUDED."engagement"
      WHERE "PostInsight"."checkpoint" <= EXCLUDED."checkpoint"`,
  ]);
}

/** Sets the target's next checkpoint and its time: the next one after a reading, the same one a little later after a failure. */
async function moveOn(target: Claimed, outcome: Outcome, now: Date) {
  const deliveredAt = (target.deliveredAt ?? now).getTime();
  const index = CHECKPOINTS.findIndex((point) => point.checkpoint === target.checkpoint);
  let next: { checkpoint: MetricCheckpoint; dueAt: Date } | null = null;
  if (outcome === "retry") {
    const retryAt = now.getTime() + RETRY_AFTER_MS;
    const following = CHECKPOINTS[index + 1];
    // A retry never runs into the next checkpoint: past it, this one is let go and the next one is read.
    if (following && retryAt >= deliveredAt + following.afterMs) next = { checkpoint: following.checkpoint, dueAt: new Date(deliveredAt + following.afterMs) };
    else if (following || retryAt <= deliveredAt + LAST_TRY_MS) next = { checkpoint: target.checkpoint, dueAt: new Date(retryAt) };
  } else if (outcome === "read") {
    // Read late (a backlog, a long retry): the checkpoints already passed would read the same figures again, so
    // the next is the first still to come, or the week's last, read at once.
    const later = CHECKPOINTS.slice(index + 1);
    const following = later.find((point) => deliveredAt + point.afterMs > now.getTime()) ?? later.at(-1);
    if (following) next = { checkpoint: following.checkpoint, dueAt: new Date(Math.max(deliveredAt + following.afterMs, now.getTime())) };
  }
  await db.postPlatform.update({
    where: { id: target.id },
    data: next ? { metricsCheckpoint: next.checkpoint, metricsDueAt: next.dueAt } : { metricsCheckpoint: null, metricsDueAt: null },
  });
}
