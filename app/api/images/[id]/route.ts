// GET /api/images/[id] – a generated post image, for its owner only; the bytes never change, so caches keep it.
import { imageReply, IMMUTABLE } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { getImageForUserOrThrow } from "@/lib/posts/get-image-for-user";

export const GET = withUserRead<{ params: Promise<{ id: string }> }>(async (_request, { scope, params }) => {
  const { id } = await params;
  const image = await getImageForUserOrThrow(scope, id);
  return imageReply(new Uint8Array(image.data), image.contentType, IMMUTABLE);
});
