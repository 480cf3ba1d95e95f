// GET /api/media/{token} – a post's picture as Instagram fetches it (no session: Meta's servers ask for it),
// at an address only a signed token opens, while its post still needs it. Always a JPEG within Instagram's ratios.
// Kept by no shared cache, and by the fetcher no longer than the token lasts.
import { imageReply } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { readLinkedPicture } from "@/lib/publishing/picture-link";

export const GET = apiHandler<RouteContext<"/api/media/[token]">>(async (_request, { params }) => {
  const image = await readLinkedPicture((await params).token);
  return imageReply(image.data, image.contentType, `private, max-age=${image.expiresIn}`);
});
