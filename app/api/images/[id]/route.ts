// GET /api/images/[id] – a generated post image, for its owner only; the bytes never change, so caches keep it.
import { withUserRead } from "@/lib/auth/with-user";
import { getImageForUserOrThrow } from "@/lib/posts/get-image-for-user";

export const GET = withUserRead<{ params: Promise<{ id: string }> }>(async (_request, { scope, params }) => {
  const { id } = await params;
  const image = await getImageForUserOrThrow(scope, id);
  return new Response(new Uint8Array(image.data), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.data.byteLength),
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
