// GET /api/calendar?from&to – the posts with a date in [from, to) (ISO instants, at most 62 days apart), with their targets.
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/api/with-user";
import { calendarQuerySchema } from "@/lib/calendar/calendar-schema";
import { listCalendar } from "@/lib/calendar/list-calendar";

export const GET = withUserRead(async (request, { user }) => {
  const params = new URL(request.url).searchParams;
  const query = calendarQuerySchema.parse({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined });
  return ok(await listCalendar(user.id, query));
});
