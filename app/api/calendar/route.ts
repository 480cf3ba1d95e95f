// GET /api/calendar?from&to – the posts with a date in [from, to) (ISO instants, at most 62 days apart), with their
// targets, and how many each day holds; a range longer than a week lists the first few posts of each whole day.
import { okJson } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { calendarListingFor, calendarQuerySchema } from "@/lib/calendar/schemas/calendar";
import { listCalendarJson } from "@/lib/calendar/list-calendar";

export const GET = withUserRead(async (request, { scope }) => {
  const params = new URL(request.url).searchParams;
  const query = calendarQuerySchema.parse({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined });
  return okJson(await listCalendarJson(scope, query, calendarListingFor(query)));
});
