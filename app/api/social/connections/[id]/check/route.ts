// POST /api/social/connections/{id}/check – 'Check now': asks Meta about the connection and answers it with its health.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { checkConnectionForUser } from "@/lib/social/check-connections";
import { connectionIdFromParams } from "@/lib/social/schemas";
import { HEALTH_SUMMARIES } from "@/lib/social/platforms";

export const POST = withUser<RouteContext<"/api/social/connections/[id]/check">>(async (_request, { user, params }) => {
  const connection = await checkConnectionForUser(user.id, connectionIdFromParams(await params));
  return ok(connection, HEALTH_SUMMARIES[connection.health]);
});
