// GET /api/sandbox/linkedin/images/{id}?item={n} – the nth image (from 0) of a post on the signed-in user's sandbox LinkedIn.
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/auth/with-user";
import { getSandboxLinkedInImage } from "@/lib/channels/linkedin/sandbox-api";
import { requireSandbox } from "@/lib/integrations/sandbox";
import { itemFrom, serialIdFrom } from "@/lib/validation/ids";

const NOT_FOUND = "We couldn't find that image.";

export const GET = withUser<RouteContext<"/api/sandbox/linkedin/images/[id]">>(async (request, { user, params }) => {
  requireSandbox("linkedin");
  const image = await getSandboxLinkedInImage(user.id, serialIdFrom((await params).id, NOT_FOUND), itemFrom(request.url, NOT_FOUND));
  if (!image) throw new AppError("NOT_FOUND", NOT_FOUND);
  return new Response(new Uint8Array(image.data), { headers: { "Content-Type": image.contentType, "Cache-Control": "private, max-age=3600" } });
});
