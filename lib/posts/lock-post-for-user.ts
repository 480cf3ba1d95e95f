// Every change a user makes to a post's publishing starts here: it locks the user's post row (the
// same lock a runner takes before sending), so a change and a delivery never interleave.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma, PostStatus } from "@/lib/generated/prisma/client";
import { claimState, type ClaimState } from "./claim-state";

type Tx = Prisma.TransactionClient;

export type LockedPost = {
  id: number;
  status: PostStatus;
  /** A runner (a worker, an Inngest run or another "Post Now") holds it right now. */
  inDelivery: boolean;
  /** The runner's claim on it, when one was made (it may have stopped), as it stood at `lockedAt`. */
  claim: ClaimState | null;
  lockedAt: Date;
  platforms: { id: number; platform: string; connectionId: number | null; status: string }[];
};

export async function lockPostForUserOrThrow(tx: Tx, userId: string, postId: number, now: Date): Promise<LockedPost> {
  const [row] = await tx.$queryRaw<{ id: number; status: PostStatus; claimedAt: Date | null; beatAt: Date | null }[]>`
    SELECT p."id", p."status", p."claimedAt", h."beatAt" FROM "Post" p LEFT JOIN "RunnerHeartbeat" h ON h."runner" = p."claimedBy"
    WHERE p."id" = ${postId} AND p."userId" = ${userId} FOR UPDATE OF p`;
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  const platforms = await tx.postPlatform.findMany({ where: { postId }, select: { id: true, platform: true, connectionId: true, status: true } });
  const claim = claimState(row.claimedAt, row.beatAt, now);
  return { id: row.id, status: row.status, inDelivery: claim !== null && claim.state !== "stopped", claim, lockedAt: now, platforms };
}

export const BEING_PUBLISHED = "This post is being published right now. Please wait a moment and try again.";

/** Said when publishing stopped before the platform answered and the page is being checked. */
export const STOPPED_MID_SEND = "Publishing this post stopped before it finished, so we're checking your page for it. Please try again in a minute.";

/**
 * Why a change must wait for the post's delivery: it is under way; or its runner has gone quiet, and the owner
 * can act once the runner is known to have stopped, unless it picks up again; or it stopped mid-send and the page
 * is being checked.
 */
export function deliveryUnderWay(post: LockedPost): AppError {
  if (post.claim?.state === "quiet") {
    const seconds = Math.max(1, Math.ceil((post.claim.stopsAt.getTime() - post.lockedAt.getTime()) / 1000));
    return new AppError(
      "CONFLICT",
      `Publishing this post has gone quiet, so it may have stopped. If it doesn't pick up again, you can try again in ${seconds} second${seconds === 1 ? "" : "s"}, and we'll check your page for anything that went out.`,
    );
  }
  return new AppError("CONFLICT", post.inDelivery ? BEING_PUBLISHED : STOPPED_MID_SEND);
}
