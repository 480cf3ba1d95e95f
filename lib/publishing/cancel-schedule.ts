// DELETE /api/post/schedule: nothing of the schedule is sent; or, given one target's delivery, nothing is
// sent to that target and the others stay scheduled. Runners re-check the schedule under the same row lock
// before sending, so a cancel that wins the lock is final; one that loses it finds the delivery under way
// and is refused, unless the runner has stopped (claim-state.ts): then what it was sending is in doubt and
// looked for on the page, as the runner taking over would have it, and the rest is cancelled.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Platform, PostStatus } from "@/lib/generated/prisma/client";
import { interruptedOutcome } from "./delivery-policy";
import { deliveryUnderWay, lockPostForUserOrThrow } from "@/lib/posts/lock-post-for-user";
import { loadPostView, type PostView } from "@/lib/posts/post-view";
import { announceScheduleCancelled } from "@/lib/jobs/signals";

/** What a post is once nothing more of it will be sent: what went out (or may have) stays as it is. */
function statusAfterCancel(left: string[]): PostStatus {
  if (left.includes("UNCONFIRMED")) return "UNCONFIRMED";
  if (left.includes("SUCCESS")) return left.includes("FAILED") ? "PARTLY_PUBLISHED" : "PUBLISHED";
  return "GENERATED";
}

export async function cancelSchedule(
  userId: string,
  postId: number,
  { targetId, now = () => new Date() }: { targetId?: number; now?: () => Date } = {},
): Promise<PostView> {
  const stillScheduled = await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now());
    if (post.status !== "SCHEDULED") throw new AppError("CONFLICT", "This post isn't scheduled.");
    const cancelled = targetId === undefined ? post.platforms.filter((p) => p.status === "PENDING") : post.platforms.filter((p) => p.id === targetId);
    if (targetId !== undefined && cancelled[0]?.status !== "PENDING") {
      throw new AppError(
        cancelled.length ? "CONFLICT" : "NOT_FOUND",
        cancelled.length ? "That target isn't waiting to be sent." : "We couldn't find that target.",
      );
    }
    const sending = post.platforms.filter((p) => p.status === "SENDING");
    if (sending.length > 0 && post.inDelivery) throw deliveryUnderWay(post);
    for (const delivery of sending) {
      // The stopped runner's answer may still land (its own update does not take the post's lock).
      const { count } = await tx.postPlatform.updateMany({
        where: { id: delivery.id, status: "SENDING" },
        data: interruptedOutcome(delivery.platform as Platform, now()),
      });
      delivery.status = count ? "UNCONFIRMED" : (await tx.postPlatform.findUniqueOrThrow({ where: { id: delivery.id }, select: { status: true } })).status;
    }
    await tx.postPlatform.deleteMany({ where: { id: { in: cancelled.map((p) => p.id) }, status: "PENDING" } });
    const left = post.platforms.filter((p) => !cancelled.includes(p));
    if (left.some((p) => p.status === "PENDING")) return true;
    await tx.post.update({
      where: { id: postId },
      data: { status: statusAfterCancel(left.map((p) => p.status)), scheduledTime: null, claimedAt: null, claimedBy: null },
    });
    return false;
  });
  if (!stillScheduled) await announceScheduleCancelled(postId);
  return (await loadPostView(postId))!;
}
