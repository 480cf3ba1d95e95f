// PATCH /api/photos/{id} – the photo's alt text, tags or focus point (body { altText?, tags?, focus? }).
// DELETE /api/photos/{id} – a photo out of the library, with everything kept of it.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { changePhoto, deletePhoto } from "@/lib/media/photos";
import { photoChangeSchema, photoIdFrom } from "@/lib/media/schemas";

export const PATCH = withUser<RouteContext<"/api/photos/[id]">>(async (request, { user, params }) => {
  const id = photoIdFrom((await params).id);
  return ok(await changePhoto(user.id, id, photoChangeSchema.parse(await readJson(request))), "Photo saved");
});

export const DELETE = withUser<RouteContext<"/api/photos/[id]">>(async (_request, { user, params }) => {
  await deletePhoto(user.id, photoIdFrom((await params).id));
  return ok(null, "Photo deleted");
});
