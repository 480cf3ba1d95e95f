// GET /api/social/facebook/start – opened in the 600x700 popup: sends it to Facebook's OAuth dialog with a signed state.
import { AppError } from "@/lib/api/errors";
import { withUser } from "@/lib/auth/with-user";
import { FACEBOOK_NOT_CONFIGURED, facebookApi } from "@/lib/channels/facebook";
import { createFacebookState } from "@/lib/social/oauth-state";

export const dynamic = "force-dynamic";

export const GET = withUser(async (_request, { user }) => {
  const facebook = facebookApi();
  if (facebook.mode === "off") throw new AppError("CONFLICT", FACEBOOK_NOT_CONFIGURED);
  return new Response(null, { status: 303, headers: { Location: facebook.dialogUrl(createFacebookState(user.id)), "Cache-Control": "no-store" } });
});
