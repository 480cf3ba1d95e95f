// GET /api/post/{id} – one of the user's posts (the calendar opens Post Details with it); PATCH /api/post/{id} – save the owner's edit of a post's text; DELETE /api/post/{id} – delete one of the user's posts (a scheduled one is never sent).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { getPostForUser } from "@/lib/posts/get-post-for-user";
import { savePostText } from "@/lib/posts/save-post-text";
import { deletePost } from "@/lib/publishing/delete-post";
import { postIdFromParams, postTextSchema } from "@/lib/publishing/schemas";

export const GET = withUserRead<RouteContext<"/api/post/[id]">>(async (_request, { scope, params }) =>
  ok(await getPostForUser(scope, postIdFromParams(await params))),
);

export const PATCH = withUser<RouteContext<"/api/post/[id]">>(async (request, { user, params }) => {
  const id = postIdFromParams(await params);
  const { content } = postTextSchema.parse(await readJson(request));
  return ok(await savePostText(user.id, id, content), "Saved");
});

export const DELETE = withUser<RouteContext<"/api/post/[id]">>(async (_request, { user, params }) => {
  const id = postIdFromParams(await params);
  return ok(await deletePost(user.id, id), "Post deleted");
});
