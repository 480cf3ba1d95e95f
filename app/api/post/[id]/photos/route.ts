// PUT /api/post/{id}/photos – a draft's photos from the owner's library, in order (at most 10); an empty list clears them.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { postPhotosBodySchema } from "@/lib/media/schemas";
import { setPostPhotos } from "@/lib/posts/set-post-photos";
import { postIdFromParams } from "@/lib/publishing/schemas";

export const PUT = withUser<RouteContext<"/api/post/[id]/photos">>(async (request, { user, params }) => {
  const id = postIdFromParams(await params);
  const { photoIds } = postPhotosBodySchema.parse(await readJson(request));
  return ok(await setPostPhotos(user.id, id, photoIds), photoIds.length ? "Photos saved." : "Photos removed.");
});
