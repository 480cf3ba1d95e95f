// GET /api/sandbox/instagram/media/{id}?item={n} – the picture of a post on the signed-in user's sandbox Instagram
// account: its image, or a carousel's nth (from 0).
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/auth/with-user";
import { getSandboxInstagramImage } from "@/lib/channels/instagram/sandbox-media";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { itemFrom, serialIdFrom } from "@/lib/validation/ids";

const NOT_FOUND = "We couldn't find that picture.";

export const GET = withUser<RouteContext<"/api/sandbox/instagram/media/[id]">>(async (request, { user, params }) => {
  requireSandbox("facebook");
  const image = await getSandboxInstagramImage(user.id, serialIdFrom((await params).id, NOT_FOUND), itemFrom(request.url, NOT_FOUND));
  if (!image) throw new AppError("NOT_FOUND", NOT_FOUND);
  return new Response(new Uint8Array(image), { headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=3600" } });
});
