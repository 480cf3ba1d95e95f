// POST /api/post/{id}/image – makes an image for a post that has none (for Instagram), at an image's cost.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { addPostImage } from "@/lib/posts/add-post-image";
import { postIdFromParams } from "@/lib/publishing/schemas";

export const POST = withUser<RouteContext<"/api/post/[id]/image">>(async (_request, { user, params }) => {
  const id = postIdFromParams(await params);
  return ok(await addPostImage(user.id, id), "Image added.");
});
