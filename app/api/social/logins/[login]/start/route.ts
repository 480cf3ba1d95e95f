// GET /api/social/logins/{login}/start – opened in the connect popup: sends it to the login (LinkedIn's) with a signed state.
import { withUser } from "@/lib/auth/with-user";
import { loginUrl } from "@/lib/social/connect-login";

type Context = RouteContext<"/api/social/logins/[login]/start">;

export const dynamic = "force-dynamic";

export const GET = withUser<Context>(async (_request, { user, params }) => {
  const { login } = await params;
  return new Response(null, { status: 303, headers: { Location: loginUrl(user.id, login), "Cache-Control": "no-store" } });
});
