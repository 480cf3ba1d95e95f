// GET /api/sandbox/google/photos/{id} – the photo of a post on the signed-in user's sandbox Google listing.
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/auth/with-user";
import { getSandboxGooglePhoto } from "@/lib/channels/google-business/sandbox-api";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { serialIdFrom } from "@/lib/validation/ids";

const NOT_FOUND = "We couldn't find that photo.";

export const GET = withUser<RouteContext<"/api/sandbox/google/photos/[id]">>(async (_request, { user, params }) => {
  requireSandbox("googleBusiness");
  const photo = await getSandboxGooglePhoto(user.id, serialIdFrom((await params).id, NOT_FOUND));
  if (!photo) throw new AppError("NOT_FOUND", NOT_FOUND);
  return new Response(new Uint8Array(photo.data), { headers: { "Content-Type": photo.contentType, "Cache-Control": "private, max-age=3600" } });
});
