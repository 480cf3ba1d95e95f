// The best times to post for an owner (docs/insights.md, "Best times"): their delivered targets of the last 90 days
// that have a day of figures or more, grouped by weekday and hour in the brand's time zone, beside the median
// target's engagement and the brand's industry, in one statement under `who`'s scope; then suggestTimes.
import "server-only";
import { db, PREPARED } from "@/lib/db";
import { Prisma, type Industry } from "@/lib/generated/prisma/client";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { suggestTimes, type Suggestion, type WeekCell } from "./suggest-times";

/** How far back the owner's results are read. */
export const BEST_TIMES_DAYS = 90;

/**
 * The owner's results that count (as `pi`): their targets delivered in the last 90 days that have a day of figures
 * or more (an hour-old post would pull its kind or its slot down). Best times and the planner's favoured kinds read these.
 */
export function countedResults(userId: string, now: Date): Prisma.Sql {
  const since = new Date(now.getTime() - BEST_TIMES_DAYS * 86_400_000);
  return Prisma.sql`pi."userId" = ${userId} AND pi."deliveredAt" >= timezone('UTC', ${since.toISOString()}::timestamptz) AND pi."checkpoint" <> 'HOUR_1'`;
}

export async function getBestTimes(who: string | ReadScope, now = new Date()): Promise<Suggestion & { timeZone: string; industry: Industry }> {
  const { userId, holds, gone } = scopeOf(who);
  const [row] = await db.$queryRaw<{ timeZone: string; industry: Industry | null; median: number | null; cells: WeekCell[] | null }[]>`${PREPARED}
    WITH z AS (SELECT "brand_time_zone"(${userId}) AS tz),
    t AS (
      SELECT pi."localAt" AS "local", pi."engagement" FROM "PostInsight" pi WHERE ${countedResults(userId, now)}
    )
    SELECT z.tz AS "timeZone", (SELECT "industry" FROM "BusinessProfile" WHERE "userId" = ${userId}) AS "industry",
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY t."engagement") FROM t) AS "median",
      (SELECT json_agg(c) FROM (
        SELECT extract(isodow FROM t."local")::int AS "weekday", extract(hour FROM t."local")::int AS "hour", count(*)::int AS "posts", sum(t."engagement")::int AS "engagement"
        FROM t GROUP BY 1, 2) c) AS "cells"
    FROM z WHERE ${holds}`;
  if (!row) throw gone();
  const industry = row.industry ?? "other";
  return { timeZone: row.timeZone, industry, ...suggestTimes(row.cells ?? [], Number(row.median ?? 0), industry) };
}
