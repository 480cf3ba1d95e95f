// POST /api/shares/claim – the photos this browser shared from a phone's gallery (POST /share), added to the
// signed-in owner's library for a new post: { photos, refused }. The share is named by its cookie alone, so only
// the browser that shared it can claim it; 404 when none waits. Once claimed, or gone, the cookie goes too.
import { ok, toErrorResponse } from "@/lib/api/envelope";
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/auth/with-user";
import { cookieValue } from "@/lib/http/cookies";
import { claimShare, SHARE_COOKIE, shareCookie } from "@/lib/media/shares";

export const POST = withUser(async (request, { user }) => {
  let reply: Response;
  try {
    const shared = await claimShare(user.id, cookieValue(request.headers.get("cookie"), SHARE_COOKIE));
    reply = ok(shared, shared.photos.length ? "Your shared photos are in your library." : "None of the shared files could be added.");
  } catch (error) {
    if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
    reply = toErrorResponse(error);
  }
  reply.headers.append("Set-Cookie", shareCookie(null));
  return reply;
});
