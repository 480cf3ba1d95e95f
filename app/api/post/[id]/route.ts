// DELETE /api/post/{id} – delete one of the user's posts (a scheduled one is never sent).
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { deletePost } from "@/lib/publishing/delete-post";
import { postIdParamSchema } from "@/lib/publishing/schemas";

export const DELETE = withUser<RouteContext<"/api/post/[id]">>(async (_request, { user, params }) => {
  const { id } = postIdParamSchema.parse(await params);
  return ok(await deletePost(user.id, id), "Post deleted");
});
