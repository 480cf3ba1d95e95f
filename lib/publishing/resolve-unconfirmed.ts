// The owner's answer about a post whose delivery we could not confirm, once the page has been looked at
// (reconcile-deliveries.ts): "It's on my page" records it as published; "It's not there, send it again"
// sends it now, as Post Now does. Only the owner's click ever sends such a post again.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { loadPostView, type PostView } from "@/lib/posts/post-view";
import { lockPostForUserOrThrow } from "@/lib/posts/lock-post-for-user";
import { deliverNow, type PublishDeps } from "./publish-post";
import { settlePostStatus } from "./reconcile-deliveries";

export type UnconfirmedAnswer = "published" | "resend";

export const STILL_CHECKING = "We're still looking for this post on your page. Please check back in a few minutes.";
export const NOT_UNCONFIRMED = "This post isn't waiting for an answer.";

export async function resolveUnconfirmed(userId: string, postId: number, answer: UnconfirmedAnswer, deps: PublishDeps = {}): Promise<PostView> {
  const now = deps.now ?? (() => new Date());
  const started = now();
  const runner = `request:${crypto.randomUUID()}`;
  await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, started);
    const deliveries = await tx.postPlatform.findMany({ where: { postId, status: "UNCONFIRMED" }, select: { id: true, nextCheckAt: true } });
    if (post.status !== "UNCONFIRMED" || deliveries.length === 0) throw new AppError("CONFLICT", NOT_UNCONFIRMED);
    if (deliveries.some((d) => d.nextCheckAt !== null)) throw new AppError("CONFLICT", STILL_CHECKING);
    const ids = deliveries.map((d) => d.id);
    if (answer === "published") {
      await tx.postPlatform.updateMany({ where: { id: { in: ids } }, data: { status: "SUCCESS", errorMessage: null, deliveredAt: started } });
      const all = await tx.postPlatform.findMany({ where: { postId }, select: { status: true } });
      await settlePostStatus(
        tx,
        postId,
        post.status,
        all.map((d) => d.status),
        started,
      );
      return;
    }
    // Sent again: fresh deliveries, claimed by this request as Post Now claims.
    await tx.postPlatform.updateMany({
      where: { id: { in: ids } },
      data: { status: "PENDING", attempts: 0, errorMessage: null, nextAttemptAt: null, sentAt: null, checkedAt: [], nextCheckAt: null },
    });
    await tx.post.update({ where: { id: postId }, data: { claimedAt: started, claimedBy: runner } });
  });
  if (answer === "resend") return deliverNow(postId, runner, started, deps);
  return (await loadPostView(postId))!;
}
