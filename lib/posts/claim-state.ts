// Whether a runner's claim on a post still stands: its runner was heard from (lib/publishing/runner-heartbeat.ts; the claim
// itself counts) within STOPPED_AFTER_MS, and the claim is younger than its lease (CLAIM_LEASE_MS, the bound for a
// runner that goes on beating but never finishes). The runners' claims (lib/publishing/claim-posts.ts), the owner's changes
// (lock-post-for-user.ts) and the post as the owner sees it (post-view.ts) read it through these two, one in SQL
// and one in code, which say the same.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { CLAIM_LEASE_MS, PUBLISHING_QUIET_AFTER_MS, STOPPED_AFTER_MS } from "./claim-timing";

export type ClaimState = {
  /** When its runner was last heard from. */
  heardAt: Date;
  /** When the claim is known to have stopped unless its runner is heard from again; the owner may act from then. */
  stopsAt: Date;
  /** sending: heard from lately; quiet: not for a while, so it may have stopped; stopped: it has. */
  state: "sending" | "quiet" | "stopped";
};

/** When the runner of a claim (made at `claimedAt`, its runner's last beat `beatAt`) was last heard from, and when the claim stops. */
export function claimTimes(claimedAt: Date, beatAt: Date | null): Pick<ClaimState, "heardAt" | "stopsAt"> {
  const heardAt = beatAt && beatAt > claimedAt ? beatAt : claimedAt;
  return { heardAt, stopsAt: new Date(Math.min(heardAt.getTime() + STOPPED_AFTER_MS, claimedAt.getTime() + CLAIM_LEASE_MS)) };
}

/** The claim on a post as it stands at `now`; null when unclaimed. */
export function claimState(claimedAt: Date | null, beatAt: Date | null, now: Date): ClaimState | null {
  if (!claimedAt) return null;
  const { heardAt, stopsAt } = claimTimes(claimedAt, beatAt);
  const state = stopsAt < now ? "stopped" : now.getTime() - heardAt.getTime() >= PUBLISHING_QUIET_AFTER_MS ? "quiet" : "sending";
  return { heardAt, stopsAt, state };
}

/** SQL: when the runner holding `post` (a "Post" row's alias) was last heard from, and when its claim stops (a test may shorten the lease). */
export function claimTimesSql(post: Prisma.Sql, leaseMs = CLAIM_LEASE_MS) {
  const heardAt = Prisma.sql`GREATEST(${post}."claimedAt", (SELECT h."beatAt" FROM "RunnerHeartbeat" h WHERE h."runner" = ${post}."claimedBy"))`;
  const stopsAt = Prisma.sql`LEAST(${heardAt} + ${STOPPED_AFTER_MS}::int * interval '1 millisecond', ${post}."claimedAt" + ${leaseMs}::int * interval '1 millisecond')`;
  return { heardAt, stopsAt };
}

/** SQL: the claim on `post` has stopped by `now` (claimState's "stopped"); false for a post nobody claimed. */
export function claimStopped(post: Prisma.Sql, now: Date, leaseMs = CLAIM_LEASE_MS) {
  return Prisma.sql`${claimTimesSql(post, leaseMs).stopsAt} < ${now}::timestamp(3)`;
}
