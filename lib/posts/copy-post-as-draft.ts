// 'Use as a new draft': a post that has gone out stays as it went out; its text and pictures start a new draft
// (cost 0, no writer: nothing was written for it), which the owner can change and post again.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { postViewSelect, toPostViewOf, type PostView } from "./post-view";

/** What the reply says, as the toast shows it. */
export const copiedMessage = (pictures: number) =>
  `A new draft with the same text${pictures > 1 ? " and pictures" : pictures ? " and picture" : ""}. Change it, then post it.`;

export async function copyPostAsDraft(userId: string, postId: number): Promise<PostView> {
  const post = await db.post.findFirst({
    where: { id: postId, userId },
    select: { content: true, imageId: true, imageUrl: true, photos: { select: { photoId: true, position: true } } },
  });
  if (!post) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  const { photos, ...copied } = post;
  return toPostViewOf(await db.post.create({ data: { userId, ...copied, cost: 0, photos: { create: photos } }, select: postViewSelect }));
}
