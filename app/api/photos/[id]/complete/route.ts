// POST /api/photos/{id}/complete – the photo's bytes have been sent: they are checked and made into the library's
// sizes. Answers the photo, and whether the library had the same one already; a file it doesn't take is 422.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { completeUpload } from "@/lib/media/photos";
import { photoIdFrom } from "@/lib/media/schemas";

export const POST = withUser<RouteContext<"/api/photos/[id]/complete">>(async (_request, { user, params }) => {
  const done = await completeUpload(user.id, photoIdFrom((await params).id));
  return ok(done, done.duplicate ? `${done.photo.fileName} is in your library already: it's kept once.` : "Photo added");
});
