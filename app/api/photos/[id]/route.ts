// DELETE /api/photos/{id} – a photo out of the library, with everything kept of it.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { deletePhoto } from "@/lib/media/photos";
import { photoIdFrom } from "@/lib/media/schemas";

export const DELETE = withUser<RouteContext<"/api/photos/[id]">>(async (_request, { user, params }) => {
  await deletePhoto(user.id, photoIdFrom((await params).id));
  return ok(null, "Photo deleted");
});
