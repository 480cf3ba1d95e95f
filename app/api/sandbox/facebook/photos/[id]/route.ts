// GET /api/sandbox/facebook/photos/{id}?item={n} – a photo on the signed-in user's sandbox Facebook page: a photo
// post's, or a multi-photo post's nth (from 0).
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/auth/with-user";
import { getSandboxPhoto } from "@/lib/channels/facebook/sandbox-api";
import { itemFrom, serialIdFrom } from "@/lib/validation/ids";
import { requireSandbox } from "@/lib/integrations/sandbox";

const NOT_FOUND = "We couldn't find that photo.";

export const GET = withUser<RouteContext<"/api/sandbox/facebook/photos/[id]">>(async (request, { user, params }) => {
  requireSandbox("facebook");
  const photo = await getSandboxPhoto(user.id, serialIdFrom((await params).id, NOT_FOUND), itemFrom(request.url, NOT_FOUND));
  if (!photo) throw new AppError("NOT_FOUND", NOT_FOUND);
  return new Response(new Uint8Array(photo.imageData), {
    headers: { "Content-Type": photo.imageType ?? "application/octet-stream", "Cache-Control": "private, max-age=3600" },
  });
});
