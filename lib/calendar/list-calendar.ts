// The posts of a date range for the calendar: each post with a date (its `calendarAt`: scheduled, or
// published without a schedule) in order, with its targets, and how many each of the brand's days holds.
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db, isoTime, PREPARED } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { postsAtRiskJson } from "@/lib/posts/posts-at-risk";
import { calendarReplySchema, type CalendarListing, type CalendarQuery, type CalendarReply } from "@/lib/calendar/schemas/calendar";
import { POSTS_PER_DAY } from "./calendar-limits";

/**
 * The reply as JSON text, built by the database in one prepared statement and sent on as it is; a test holds
 * it to calendarReplySchema, strictly. The days are the brand's (its zone read in the same statement).
 *
 * "first of each day" reads the range's days from "CalendarDay", which triggers keep (see the migration
 * 20261125003850_calendar_at): a month is its 28 to 31 rows, however many posts it holds. Its range is taken
 * in whole days: from the start of the day `from` falls in to the end of the day before `to`, as the reply's
 * from and to say. "every post" reads the posts of [from, to) themselves, through ("userId", "calendarAt").
 * Either way the listed posts that are at risk come with them (postsAtRiskJson: one probe of the user's
 * connections while they are all healthy).
 *
 * It is read under `who`'s scope (lib/sessions/read-scope.ts), in the same statement: scope.gone() when it does
 * not hold (a session that has ended).
 */
export async function listCalendarJson(who: string | ReadScope, { from, to }: CalendarQuery, listing: CalendarListing): Promise<string> {
  const { userId, holds, gone } = scopeOf(who);
  const statement = listing === "first of each day" ? firstOfEachDay(userId, from, to, holds) : everyPost(userId, from, to, holds);
  const [row] = await db.$queryRaw<{ json: string }[]>(statement);
  if (!row) throw gone();
  return row.json;
}

/** The reply as an object, for the server's own use (the queue). */
export async function listCalendar(userId: string, query: CalendarQuery, listing: CalendarListing): Promise<CalendarReply> {
  return calendarReplySchema.parse(JSON.parse(await listCalendarJson(userId, query, listing)));
}

// The columns hold UTC wall times: timezone('UTC', instant) is one, timezone(zone, instant) a wall time in the
// zone, and timezone('UTC', timezone(zone, wall)) the column value of a wall time in the zone.

function firstOfEachDay(userId: string, from: Date, to: Date, onlyIf: Prisma.Sql) {
  const start = Prisma.sql`timezone('UTC', timezone(b.tz, b."first"::timestamp))`;
  const end = Prisma.sql`timezone('UTC', timezone(b.tz, (b."last" + 1)::timestamp))`;
  // Only the posts listed can show a warning: a month of thousands of scheduled posts whose page needs
  // reconnecting would otherwise name them all (the reply grew sixfold, and the statement with it).
  const listed = Prisma.sql`ar_post."id" IN (
    SELECT (ar_entry->>'id')::int FROM "CalendarDay" ar_day CROSS JOIN LATERAL json_array_elements(('[' || ar_day."entries" || ']')::json) ar_entry
    WHERE ar_day."userId" = ${userId} AND ar_day."day" BETWEEN b."first" AND b."last" AND ar_day."posts" > 0)`;
  const atRisk = postsAtRiskJson(userId, listed);
  // The reply written as text around the days' own: its posts are their entries, joined, not parsed again.
  return Prisma.sql`${PREPARED}
    WITH b AS (
      SELECT z.tz, (timezone(z.tz, ${from.toISOString()}::timestamptz))::date AS "first",
             (timezone(z.tz, ${to.toISOString()}::timestamptz - interval '1 millisecond'))::date AS "last"
      FROM (SELECT "brand_time_zone"(${userId}) AS tz) z
    )
    SELECT '{"from":"' || ${isoTime(start)} || '","to":"' || ${isoTime(end)}
        || '","timeZone":' || to_json(b.tz)::text || ',"postsPerDay":' || ${POSTS_PER_DAY}::int
        || ',"days":' || COALESCE(d."days"::text, '{}') || ',"posts":[' || COALESCE(d."entries", '') || '],"atRisk":' || (${atRisk})::text || '}' AS "json"
    FROM b CROSS JOIN LATERAL (
      SELECT json_object_agg(to_char(c."day", 'YYYY-MM-DD'), c."posts" ORDER BY c."day") AS "days", string_agg(c."entries", ',' ORDER BY c."day") AS "entries"
      FROM "CalendarDay" c WHERE c."userId" = ${userId} AND c."day" BETWEEN b."first" AND b."last" AND c."posts" > 0
    ) d
    WHERE ${onlyIf}`;
}

function everyPost(userId: string, from: Date, to: Date, onlyIf: Prisma.Sql) {
  const within = (p: Prisma.Sql) =>
    Prisma.sql`${p}."calendarAt" >= timezone('UTC', ${from.toISOString()}::timestamptz) AND ${p}."calendarAt" < timezone('UTC', ${to.toISOString()}::timestamptz)`;
  const inRange = Prisma.sql`p."userId" = ${userId} AND ${within(Prisma.sql`p`)}`;
  return Prisma.sql`${PREPARED}
    WITH z AS (SELECT "brand_time_zone"(${userId}) AS tz)
    SELECT json_build_object(
      'from', ${from.toISOString()}::text, 'to', ${to.toISOString()}::text, 'timeZone', z.tz, 'postsPerDay', NULL,
      'days', COALESCE((SELECT json_object_agg(d."day", d."posts" ORDER BY d."day") FROM (
          SELECT to_char(timezone(z.tz, timezone('UTC', p."calendarAt")), 'YYYY-MM-DD') AS "day", count(*)::int AS "posts"
          FROM "Post" p WHERE ${inRange} GROUP BY 1) d), '{}'::json),
      'posts', ('[' || COALESCE((SELECT string_agg("calendar_entry"(p), ',' ORDER BY p."calendarAt", p."id") FROM "Post" p WHERE ${inRange}), '') || ']')::json,
      'atRisk', ${postsAtRiskJson(userId, within(Prisma.sql`ar_post`))}
    )::text AS "json"
    FROM z
    WHERE ${onlyIf}`;
}
