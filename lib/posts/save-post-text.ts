// The workspace saves the owner's text as they type: into their post while it is still a draft (or
// scheduled, or failed), or as a new post for text typed without generating. Text that has gone out stays
// as it went out: such a post is refused with 409, and the workspace keeps the edit as a new draft.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { deliveryUnderWay, lockPostForUserOrThrow } from "@/lib/posts/lock-post-for-user";
import { loadPostView, type PostView } from "@/lib/posts/post-view";

export const ALREADY_OUT = "This post has already gone out, so its text stays as it was posted.";

/** Deliveries whose text has (or may have) reached a platform. */
const SENT_STATUSES = new Set(["SUCCESS", "UNCONFIRMED", "SENDING"]);

export async function createPostFromText(userId: string, content: string): Promise<PostView> {
  const { id } = await db.post.create({ data: { userId, content, cost: 0 }, select: { id: true } });
  return (await loadPostView(id))!;
}

export async function savePostText(userId: string, postId: number, content: string, now: () => Date = () => new Date()): Promise<PostView> {
  await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now());
    if (post.inDelivery) throw deliveryUnderWay(post);
    if (post.status === "PUBLISHED" || post.status === "UNCONFIRMED" || post.platforms.some((p) => SENT_STATUSES.has(p.status))) {
      throw new AppError("CONFLICT", ALREADY_OUT);
    }
    await tx.post.update({ where: { id: postId }, data: { content } });
  });
  return (await loadPostView(postId))!;
}
