// PATCH /api/photos/{id} – the photo's alt text, tags or focus point (body { altText?, tags?, focus? }).
// DELETE /api/photos/{id}?confirm=true – a photo out of the library, with everything kept of it; one that posts still to go
// out carry is refused (409, naming them in `inUse`) unless confirmed.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { changePhoto, deletePhoto } from "@/lib/media/change-photos";
import { photoChangeSchema, photoIdFrom } from "@/lib/media/schemas";

export const PATCH = withUser<RouteContext<"/api/photos/[id]">>(async (request, { user, params }) => {
  const id = photoIdFrom((await params).id);
  return ok(await changePhoto(user.id, id, photoChangeSchema.parse(await readJson(request))), "Photo saved");
});

export const DELETE = withUser<RouteContext<"/api/photos/[id]">>(async (request, { user, params }) => {
  await deletePhoto(user.id, photoIdFrom((await params).id), new URL(request.url).searchParams.get("confirm") === "true");
  return ok(null, "Photo deleted");
});
