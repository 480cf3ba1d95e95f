// 'Use as a new draft': a post that has gone out stays as it went out; its text and picture start a new draft
// (cost 0, no writer: nothing was written for it), which the owner can change and post again.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { postViewSelect, toPostViewOf, type PostView } from "./post-view";

/** What the reply says, as the toast shows it. */
export const copiedMessage = (withPicture: boolean) => `A new draft with the same text${withPicture ? " and picture" : ""}. Change it, then post it.`;

export async function copyPostAsDraft(userId: string, postId: number): Promise<PostView> {
  const post = await db.post.findFirst({ where: { id: postId, userId }, select: { content: true, imageId: true, imageUrl: true } });
  if (!post) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  return toPostViewOf(await db.post.create({ data: { userId, ...post, cost: 0 }, select: postViewSelect }));
}
