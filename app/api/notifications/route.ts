// GET /api/notifications – the bell: the newest notifications, and how many are unread.
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const GET = withUserRead(async (_request, { scope }) => ok(await listNotifications(scope)));
