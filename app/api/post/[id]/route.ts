// PATCH /api/post/{id} – save the owner's edit of a post's text; DELETE /api/post/{id} – delete one of the user's posts (a scheduled one is never sent).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { savePostText } from "@/lib/posts/save-post-text";
import { deletePost } from "@/lib/publishing/delete-post";
import { postIdFromParams, postTextSchema } from "@/lib/publishing/schemas";

export const PATCH = withUser<RouteContext<"/api/post/[id]">>(async (request, { user, params }) => {
  const id = postIdFromParams(await params);
  const { content } = postTextSchema.parse(await readJson(request));
  return ok(await savePostText(user.id, id, content), "Saved");
});

export const DELETE = withUser<RouteContext<"/api/post/[id]">>(async (_request, { user, params }) => {
  const id = postIdFromParams(await params);
  return ok(await deletePost(user.id, id), "Post deleted");
});
