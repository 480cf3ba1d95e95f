// POST /api/social/logins/{login}/connect – trade the popup's code (checked against its signed state) for the accounts to choose from.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { connectLogin } from "@/lib/social/connect-login";
import { loginCodeSchema } from "@/lib/social/schemas";

type Context = RouteContext<"/api/social/logins/[login]/connect">;

export const POST = withUser<Context>(async (request, { user, params }) => {
  const { login } = await params;
  const input = loginCodeSchema.parse(await readJson(request));
  return ok(await connectLogin(user.id, login, input), "Choose what to connect");
});
