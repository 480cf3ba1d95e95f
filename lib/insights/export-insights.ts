// The range's delivered targets as CSV (docs/insights.md, "Export"): one row a post on a channel, with the day and
// time it went out in the brand's time zone, its kind, its text and its latest figures, oldest first. Read under
// `who`'s scope, in one statement.
import "server-only";
import { db, PREPARED } from "@/lib/db";
import { channelFacts } from "@/lib/channels/facts";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { toCsv } from "./csv";
import { kindLabel } from "./readings";
import type { InsightsQuery } from "./schemas";

/** The most rows one export holds: a year of four channels several times a day. */
export const MAX_EXPORT_ROWS = 20_000;

const HEADER = [
  "Day",
  "Time",
  "Time zone",
  "Channel",
  "Account",
  "Kind",
  "Post",
  "Reach",
  "Reactions",
  "Comments",
  "Shares",
  "Saves",
  "Clicks",
  "Views",
  "Engagement",
];

type Row = {
  timeZone: string;
  day: string | null;
  time: string | null;
  platform: string | null;
  account: string | null;
  kind: string | null;
  content: string | null;
  reach: number | null;
  reactions: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  clicks: number | null;
  views: number | null;
  engagement: number | null;
};

export async function exportInsightsCsv(who: string | ReadScope, { from, to, channels }: InsightsQuery): Promise<string> {
  const { userId, holds, gone } = scopeOf(who);
  // The zone's row comes first whatever the range holds (a LEFT JOIN), so an ended session is told from an empty range.
  const rows = await db.$queryRaw<Row[]>`${PREPARED}
    WITH z AS (SELECT "brand_time_zone"(${userId}) AS tz)
    SELECT z.tz AS "timeZone", to_char(t."localAt", 'YYYY-MM-DD') AS "day", to_char(t."localAt", 'HH24:MI') AS "time", t."platform"::text AS "platform",
      pp."accountName" AS "account", t."kind", p."content", t."reach", t."reactions", t."comments", t."shares", t."saves", t."clicks", t."views", t."engagement"
    FROM z
    LEFT JOIN "PostInsight" t ON t."userId" = ${userId} AND t."platform"::text = ANY(${channels})
      AND t."localAt" >= ${from}::date AND t."localAt" < ${to}::date + 1
    LEFT JOIN "PostPlatform" pp ON pp."id" = t."targetId"
    LEFT JOIN "Post" p ON p."id" = t."postId"
    WHERE ${holds}
    ORDER BY t."deliveredAt", t."targetId"
    LIMIT ${MAX_EXPORT_ROWS}`;
  if (rows.length === 0) throw gone();
  const timeZone = rows[0]!.timeZone;
  return toCsv(
    HEADER,
    rows
      .filter((row) => row.day !== null)
      .map((row) => [
        row.day,
        row.time,
        timeZone,
        channelFacts(row.platform!).label,
        row.account,
        kindLabel(row.kind!),
        row.content,
        row.reach,
        row.reactions,
        row.comments,
        row.shares,
        row.saves,
        row.clicks,
        row.views,
        row.engagement,
      ]),
  );
}
