// GET /api/photos/{id}/{thumb|display} – one of a photo's sizes, for its owner only; stripped of EXIF, and never
// changed once made, so the browser keeps it.
import { imageReply, IMMUTABLE } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { readPhotoVariant } from "@/lib/media/read-photos";
import { photoIdFrom, photoVariantFrom } from "@/lib/media/schemas";

export const GET = withUserRead<RouteContext<"/api/photos/[id]/[variant]">>(async (_request, { scope, params }) => {
  const { id, variant } = await params;
  const { bytes, contentType } = await readPhotoVariant(scope, photoIdFrom(id), photoVariantFrom(variant));
  return imageReply(new Uint8Array(bytes), contentType, IMMUTABLE);
});
