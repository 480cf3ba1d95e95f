// PUT /api/post/{id}/photos: a draft's photos, in order (lib/posts/post-photos.ts); none clears them.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { deliveryUnderWay, lockPostForUserOrThrow } from "./lock-post-for-user";
import { replacePostPhotos } from "./post-photos";
import { postViewSelect, toPostViewOf, type PostView } from "./post-view";

/** Only a draft's pictures change on their own: a scheduled or sent post keeps what it has. */
export const PICTURES_LOCKED = "This post is scheduled or already sent, so its pictures can't change now.";

/** PUT /api/post/{id}/photos: a draft's photos, in order; none clears them. */
export async function setPostPhotos(userId: string, postId: number, photoIds: string[], now = new Date()): Promise<PostView> {
  const row = await db.$transaction(async (tx) => {
    const post = await lockPostForUserOrThrow(tx, userId, postId, now);
    if (post.inDelivery) throw deliveryUnderWay(post);
    const changed = await replacePostPhotos(tx, userId, post.id, photoIds);
    if (changed && post.status !== "GENERATED" && post.status !== "FAILED") throw new AppError("CONFLICT", PICTURES_LOCKED);
    return tx.post.findUniqueOrThrow({ where: { id: post.id }, select: postViewSelect });
  });
  return toPostViewOf(row);
}
