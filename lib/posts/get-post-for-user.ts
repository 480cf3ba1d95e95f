import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { postViewSelect, toPostView, type PostView } from "./post-view";

/** One of the user's posts, as every post reply has it; NOT_FOUND for anyone else's. */
export async function getPostForUser(userId: string, postId: number): Promise<PostView> {
  const row = await db.post.findFirst({ where: { id: postId, userId }, select: postViewSelect });
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  return toPostView(row);
}
