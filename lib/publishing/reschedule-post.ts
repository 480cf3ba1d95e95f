// PATCH /api/post/{id}/schedule: moves a scheduled (or a plan's proposed) post to another time. Under the post's row lock, the
// same lock a runner takes to claim and send it: a move that wins the lock re-times every waiting delivery
// (a runner then finds the post not due); one that finds the post claimed or being sent is refused, so a
// moved post is never sent twice, nor at its old time.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliveryUnderWay, lockPostForUserOrThrow, type LockedPost } from "@/lib/posts/lock-post-for-user";
import { loadPostView, type PostView } from "@/lib/posts/post-view";
import { checkScheduleTime } from "./schedule-post";
import { announceRescheduled } from "@/lib/jobs/signals";

export const PUBLISHED_CANNOT_MOVE = "This post has already been published, so it can't be moved.";
export const NOT_SCHEDULED = "This post isn't scheduled. Schedule it from Post Details first.";

export async function reschedulePost(userId: string, postId: number, at: Date, now: () => Date = () => new Date()): Promise<PostView> {
  checkScheduleTime(at, now());
  const status = await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now());
    // A plan's proposed post moves freely: nothing waits to send it until it is approved.
    if (post.status !== "PROPOSED") checkMovable(post);
    await moveLockedPost(tx, postId, at);
    return post.status;
  });
  if (status === "SCHEDULED") await announceRescheduled(postId, at);
  return (await loadPostView(postId))!;
}

/** Refuses to move a locked post that is published, not scheduled, or claimed or being sent right now. */
export function checkMovable(post: LockedPost): void {
  if (post.status === "PUBLISHED" || post.status === "PARTLY_PUBLISHED") throw new AppError("CONFLICT", PUBLISHED_CANNOT_MOVE);
  if (post.status !== "SCHEDULED") throw new AppError("CONFLICT", NOT_SCHEDULED);
  if (post.inDelivery || post.platforms.some((p) => p.status === "SENDING")) throw deliveryUnderWay(post);
}

/** Re-times a post that passed checkMovable, under its lock (a move, and each side of a swap in the queue). */
export async function moveLockedPost(tx: Prisma.TransactionClient, postId: number, at: Date): Promise<void> {
  await tx.post.update({ where: { id: postId }, data: { scheduledTime: at } });
  // A delivery waiting for a retry goes at the new time with the rest.
  await tx.postPlatform.updateMany({ where: { postId, status: "PENDING" }, data: { nextAttemptAt: null } });
}
