import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { postViewSelect, toPostViewOf, type PostView } from "./post-view";

/** One of the user's posts, as every post reply has it, read under `who`'s scope in one statement; NOT_FOUND for anyone else's. */
export async function getPostForUser(who: string | ReadScope, postId: number): Promise<PostView> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { posts: { where: { id: postId }, select: postViewSelect } },
  });
  if (!user) throw scope.gone();
  const [row] = user.posts;
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  return toPostViewOf(row);
}
