// GET /api/social/facebook/start – opened in the 600x700 popup: sends it to Facebook's OAuth dialog with a signed state.
import { withUser } from "@/lib/api/with-user";
import { facebookApi } from "@/lib/integrations/facebook";
import { createFacebookState } from "@/lib/social/oauth-state";

export const dynamic = "force-dynamic";

export const GET = withUser(async (_request, { user }) => {
  return new Response(null, { status: 303, headers: { Location: facebookApi().dialogUrl(createFacebookState(user.id)), "Cache-Control": "no-store" } });
});
