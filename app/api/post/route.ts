// GET /api/post – one page of the signed-in user's posts; POST /api/post – save text typed without generating as a new post.
import { ok, okJson, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { listPostsJson } from "@/lib/posts/list-posts";
import { listPostsQueryFrom } from "@/lib/posts/schemas/list";
import { createPostFromText } from "@/lib/posts/save-post-text";
import { postTextSchema } from "@/lib/publishing/schemas";

export const GET = withUserRead(async (request, { scope }) => {
  const query = listPostsQueryFrom(new URL(request.url).searchParams);
  return okJson(await listPostsJson(scope, query));
});

export const POST = withUser(async (request, { user }) => {
  const { content } = postTextSchema.parse(await readJson(request));
  return ok(await createPostFromText(user.id, content), "Saved", { status: 201 });
});
