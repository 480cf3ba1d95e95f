// Claims: a runner owns a post while it delivers it, so two runners (two workers, or the worker and
// an Inngest run) never deliver the same post. A claim is a conditional update; one whose runner
// stopped (no heartbeat for STOPPED_AFTER_MS, or held past CLAIM_LEASE_MS: claim-state.ts) is taken
// over and the next runner finishes the work.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CLAIM_LEASE_MS } from "@/lib/posts/claim-timing";
import { claimStopped } from "@/lib/posts/claim-state";

export type ClaimOptions = {
  now?: Date;
  leaseMs?: number;
  /** Only posts due at least this long ago (the Inngest sweep leaves on-time posts to their own runs). */
  graceMs?: number;
};

const ts = (date: Date) => Prisma.sql`${date}::timestamp(3)`;

/**
 * A scheduled post that is due, unless a delivery of it waits for a later retry. One anti-join on
 * indexes, so a poll stays cheap with many posts due at once (PostgreSQL JIT-compiles costlier plans).
 */
function dueScheduled(dueBy: Date) {
  return Prisma.sql`
    p."status" = 'SCHEDULED' AND p."scheduledTime" <= ${ts(dueBy)}
    AND NOT EXISTS (SELECT 1 FROM "PostPlatform" pp WHERE pp."postId" = p."id" AND pp."status" = 'PENDING' AND pp."nextAttemptAt" > ${ts(dueBy)})`;
}

function settings(options: ClaimOptions) {
  const now = options.now ?? new Date();
  return {
    now,
    stopped: claimStopped(Prisma.sql`p`, now, options.leaseMs ?? CLAIM_LEASE_MS),
    dueBy: new Date(now.getTime() - (options.graceMs ?? 0)),
  };
}

/**
 * Claims up to `limit` posts for `runner`: first claims left by runners that stopped, then due posts,
 * oldest first. SKIP LOCKED lets concurrent runners take disjoint batches without waiting.
 */
export async function claimDuePosts(runner: string, limit: number, options: ClaimOptions = {}): Promise<number[]> {
  const { now, stopped, dueBy } = settings(options);
  const claim = async (where: Prisma.Sql, order: Prisma.Sql, take: number) => {
    if (take <= 0) return [];
    const rows = await db.$queryRaw<{ id: number }[]>`
      WITH picked AS (
        SELECT p."id" FROM "Post" p
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${take}
        FOR UPDATE OF p SKIP LOCKED
      )
      UPDATE "Post" SET "claimedAt" = ${ts(now)}, "claimedBy" = ${runner}
      FROM picked WHERE "Post"."id" = picked."id"
      RETURNING "Post"."id"`;
    return rows.map((row) => row.id);
  };
  // A "Post Now" left by its runner has no time: it goes first. Due posts are taken in the order of the index on
  // (status, scheduledTime), so a claim reads its batch off the index however many posts are due at once.
  const abandoned = await claim(Prisma.sql`p."claimedAt" IS NOT NULL AND ${stopped}`, Prisma.sql`p."scheduledTime" ASC NULLS FIRST`, limit);
  const due = await claim(
    Prisma.sql`(p."claimedAt" IS NULL OR ${stopped}) AND ${dueScheduled(dueBy)}`,
    Prisma.sql`p."scheduledTime" ASC`,
    limit - abandoned.length,
  );
  return [...abandoned, ...due];
}

/** Claims one post if it is due (or its claim stopped) and nobody else holds it. */
export async function claimPost(postId: number, runner: string, options: ClaimOptions = {}): Promise<boolean> {
  const { now, stopped, dueBy } = settings(options);
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE "Post" p SET "claimedAt" = ${ts(now)}, "claimedBy" = ${runner}
    WHERE p."id" = ${postId}
      AND (p."claimedAt" IS NULL OR ${stopped})
      AND (${dueScheduled(dueBy)} OR p."claimedAt" IS NOT NULL)
    RETURNING p."id"`;
  return rows.length === 1;
}
