// GET /api/post/{id}/engagement – live reactions, comments and shares of a delivered post.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { getPostEngagementForUser } from "@/lib/posts/get-post-engagement";
import { postIdFromParams } from "@/lib/publishing/schemas";

export const GET = withUser<RouteContext<"/api/post/[id]/engagement">>(async (_request, { user, params }) => {
  const id = postIdFromParams(await params);
  return ok(await getPostEngagementForUser(user.id, id));
});
