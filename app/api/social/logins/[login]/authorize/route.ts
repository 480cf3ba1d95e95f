// POST /api/social/logins/{login}/authorize – connect the chosen accounts (body accountIds) of the login the popup ran.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { authorizeLogin } from "@/lib/social/connect-login";
import { loginChoiceSchema } from "@/lib/social/schemas";

type Context = RouteContext<"/api/social/logins/[login]/authorize">;

export const POST = withUser<Context>(async (request, { user, params }) => {
  const { login } = await params;
  const input = loginChoiceSchema.parse(await readJson(request));
  const { connected } = await authorizeLogin(user.id, login, input);
  return ok({ connected }, connected.length === 1 ? `${connected[0]!.accountName} connected` : `${connected.length} accounts connected`);
});
