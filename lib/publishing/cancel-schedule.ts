// DELETE /api/post/schedule: nothing of the schedule is sent; or, given one target's delivery, nothing is
// sent to that target and the others stay scheduled. Runners re-check the schedule under the same row lock
// before sending, so a cancel that wins the lock is final; one that loses it finds the delivery under way
// and is refused.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { PostStatus } from "@/lib/generated/prisma/client";
import { BEING_PUBLISHED, lockPostForUserOrThrow } from "./lock-post-for-user";
import { loadPostView, type PostView } from "./load-post-view";
import { announceScheduleCancelled } from "./scheduler-events";

/** What a post is once nothing more of it will be sent: what went out (or may have) stays as it is. */
function statusAfterCancel(left: string[]): PostStatus {
  if (left.includes("UNCONFIRMED")) return "UNCONFIRMED";
  if (left.includes("SUCCESS")) return left.includes("FAILED") ? "PARTLY_PUBLISHED" : "PUBLISHED";
  return "GENERATED";
}

export async function cancelSchedule(userId: string, postId: number, { targetId, now = () => new Date() }: { targetId?: number; now?: () => Date } = {}): Promise<PostView> {
  const stillScheduled = await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now());
    if (post.status !== "SCHEDULED") throw new AppError("CONFLICT", "This post isn't scheduled.");
    const cancelled = targetId === undefined ? post.platforms.filter((p) => p.status === "PENDING") : post.platforms.filter((p) => p.id === targetId);
    if (targetId !== undefined && cancelled[0]?.status !== "PENDING") {
      throw new AppError(cancelled.length ? "CONFLICT" : "NOT_FOUND", cancelled.length ? "That target isn't waiting to be sent." : "We couldn't find that target.");
    }
    if (post.platforms.some((p) => p.status === "SENDING")) throw new AppError("CONFLICT", BEING_PUBLISHED);
    await tx.postPlatform.deleteMany({ where: { id: { in: cancelled.map((p) => p.id) }, status: "PENDING" } });
    const left = post.platforms.filter((p) => !cancelled.includes(p));
    if (left.some((p) => p.status === "PENDING")) return true;
    await tx.post.update({ where: { id: postId }, data: { status: statusAfterCancel(left.map((p) => p.status)), scheduledTime: null, claimedAt: null, claimedBy: null } });
    return false;
  });
  if (!stillScheduled) await announceScheduleCancelled(postId);
  return (await loadPostView(postId))!;
}
