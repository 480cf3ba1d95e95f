// DELETE /api/post/{id}: removes the user's post and its deliveries (a scheduled one is not sent).
import "server-only";
import { db } from "@/lib/db";
import { deliveryUnderWay, lockPostForUserOrThrow } from "@/lib/posts/lock-post-for-user";
import { announceScheduleCancelled } from "@/lib/jobs/signals";

export async function deletePost(userId: string, postId: number, now: () => Date = () => new Date()): Promise<{ id: number }> {
  const wasScheduled = await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now());
    if (post.inDelivery) throw deliveryUnderWay(post);
    await tx.post.delete({ where: { id: postId } });
    return post.status === "SCHEDULED";
  });
  if (wasScheduled) await announceScheduleCancelled(postId);
  return { id: postId };
}
