// GET /api/post – one page of the signed-in user's posts.
import { okJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { listPostsJson } from "@/lib/posts/list-posts";
import { listPostsQueryFrom } from "@/lib/posts/list-schemas";

export const GET = withUser(async (request, { user }) => {
  const query = listPostsQueryFrom(new URL(request.url).searchParams);
  return okJson(await listPostsJson(user.id, query));
});
