// DELETE /api/post/schedule: the post goes back to GENERATED and nothing of the schedule is sent.
// Runners re-check the schedule under the same row lock before sending, so a cancel that wins the
// lock is final; one that loses it finds the delivery under way and is refused.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { BEING_PUBLISHED, lockPostForUserOrThrow } from "./lock-post-for-user";
import { loadPostView, type PostView } from "./load-post-view";
import { announceScheduleCancelled } from "./scheduler-events";

export async function cancelSchedule(userId: string, postId: number, now: () => Date = () => new Date()): Promise<PostView> {
  await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now());
    if (post.status !== "SCHEDULED") throw new AppError("CONFLICT", "This post isn't scheduled.");
    if (post.platforms.some((p) => p.status === "SENDING")) throw new AppError("CONFLICT", BEING_PUBLISHED);
    await tx.postPlatform.deleteMany({ where: { postId, status: "PENDING" } });
    // What already went out (or may have) stays as it is; with nothing sent, the post is a draft again.
    const left = post.platforms.map((p) => p.status);
    const status = left.includes("UNCONFIRMED") ? "UNCONFIRMED" : left.includes("SUCCESS") ? "PUBLISHED" : "GENERATED";
    await tx.post.update({ where: { id: postId }, data: { status, scheduledTime: null, claimedAt: null, claimedBy: null } });
  });
  await announceScheduleCancelled(postId);
  return (await loadPostView(postId))!;
}
