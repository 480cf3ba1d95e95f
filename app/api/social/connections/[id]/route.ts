// PATCH /api/social/connections/{id} – make it the default for its platform (body isDefault: true); DELETE – disconnect it.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { disconnectConnectionForUser } from "@/lib/social/disconnect-platform";
import { makeDefaultConnectionForUser } from "@/lib/social/make-default-connection";
import { connectionIdFromParams, connectionUpdateSchema } from "@/lib/social/schemas";

type Context = RouteContext<"/api/social/connections/[id]">;

export const PATCH = withUser<Context>(async (request, { user, params }) => {
  const id = connectionIdFromParams(await params);
  connectionUpdateSchema.parse(await readJson(request));
  const { accountName } = await makeDefaultConnectionForUser(user.id, id);
  return ok(null, `Postloom now posts to ${accountName} by default`);
});

export const DELETE = withUser<Context>(async (_request, { user, params }) => {
  const { accountName } = await disconnectConnectionForUser(user.id, connectionIdFromParams(await params));
  return ok(null, `${accountName} disconnected`);
});
