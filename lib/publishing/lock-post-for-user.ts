// Every change a user makes to a post's publishing starts here: it locks the user's post row (the
// same lock a runner takes before sending), so a change and a delivery never interleave.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma, PostStatus } from "@/lib/generated/prisma/client";
import { CLAIM_LEASE_MS } from "./delivery-policy";

type Tx = Prisma.TransactionClient;

export type LockedPost = {
  id: number;
  status: PostStatus;
  /** A runner (a worker, an Inngest run or another "Post Now") holds it right now. */
  inDelivery: boolean;
  platforms: { id: number; platform: string; connectionId: number | null; status: string }[];
};

export async function lockPostForUserOrThrow(tx: Tx, userId: string, postId: number, now: Date): Promise<LockedPost> {
  const [row] = await tx.$queryRaw<{ id: number; status: PostStatus; claimedAt: Date | null }[]>`
    SELECT "id", "status", "claimedAt" FROM "Post" WHERE "id" = ${postId} AND "userId" = ${userId} FOR UPDATE`;
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  const platforms = await tx.postPlatform.findMany({ where: { postId }, select: { id: true, platform: true, connectionId: true, status: true } });
  const claimLive = row.claimedAt !== null && row.claimedAt.getTime() > now.getTime() - CLAIM_LEASE_MS;
  return { id: row.id, status: row.status, inDelivery: claimLive, platforms };
}

export const BEING_PUBLISHED = "This post is being published right now. Please wait a moment and try again.";
