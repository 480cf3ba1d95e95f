// A post as the publishing API answers it: the same shape as every post reply (lib/posts/post-view).
import "server-only";
import { db } from "@/lib/db";
import { postViewSelect, toPostViewOf, type PostView } from "@/lib/posts/post-view";

export type { PostView };

export async function loadPostView(postId: number): Promise<PostView | null> {
  const row = await db.post.findUnique({ where: { id: postId }, select: postViewSelect });
  return row && toPostViewOf(row);
}
