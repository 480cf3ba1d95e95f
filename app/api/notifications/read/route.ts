// POST /api/notifications/read – marks notifications read: { ids: [...] } or { all: true }; answers how many stay unread.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { markNotificationsRead } from "@/lib/notifications/list-notifications";
import { markReadSchema } from "@/lib/notifications/schemas";

export const POST = withUser(async (request, { user }) => {
  const which = markReadSchema.parse(await readJson(request));
  return ok({ unread: await markNotificationsRead(user.id, which) });
});
