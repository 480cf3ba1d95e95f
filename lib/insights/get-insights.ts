// What worked over a range of the brand's days (docs/insights.md, "The page's figures"): read in one statement from
// the targets' latest figures (`PostInsight`, one row per delivered target) and the connections' follower counts,
// grouped by day, hour, channel and kind in the brand's time zone, for the range and for the period of equal length
// just before it; then shaped here into the cards, the series, the heatmap, the breakdowns and the ranked posts.
// It is read under `who`'s scope (lib/sessions/read-scope.ts), in the same statement.
import "server-only";
import { db, isoTime, PREPARED } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { addDaysTo, daysBetween, isoWeekdayOf } from "@/lib/time/calendar-day";
import { insightsReplySchema, type InsightsQuery, type InsightsReply, type RankedPost } from "./schemas";

/** Posts listed at each end of the ranking. */
export const RANKED_POSTS = 3;
/** How much of a ranked post's text is shown. */
const EXCERPT_LENGTH = 140;

type Group = {
  current: boolean;
  day: string;
  hour: number;
  platform: InsightsReply["channels"][number];
  kind: string;
  targets: number;
  reach: number;
  reached: number;
  engagement: number;
  engagementReached: number;
};
type Followers = { atEnd: number | null; atStart: number | null; atPreviousStart: number | null };
type Row = {
  timeZone: string;
  groups: Group[] | null;
  posts: { current: number; previous: number };
  ranked: (RankedPost & { rank: "top" | "bottom" })[] | null;
  followers: Followers[] | null;
};

export async function getInsights(who: string | ReadScope, { from, to, channels }: InsightsQuery): Promise<InsightsReply> {
  const { userId, holds, gone } = scopeOf(who);
  const length = daysBetween(from, to) + 1;
  const previousFrom = addDaysTo(from, -length);
  const [row] = await db.$queryRaw<Row[]>(statement(userId, { from, to, previousFrom, channels }, holds));
  if (!row) throw gone();
  return shape(row, { from, to, previousFrom, channels });
}

function statement(userId: string, range: { from: string; to: string; previousFrom: string; channels: string[] }, holds: Prisma.Sql) {
  // Column values (UTC wall times) of the brand's midnights: timezone('UTC', timezone(zone, wall)); and a column
  // value's wall time in the brand's zone: timezone(zone, timezone('UTC', column)).
  const midnight = (day: Prisma.Sql) => Prisma.sql`timezone('UTC', timezone(z.tz, (${day})::timestamp))`;
  const local = Prisma.sql`timezone(z.tz, timezone('UTC', t."deliveredAt"))`;
  const latest = (connection: Prisma.Sql, condition: Prisma.Sql, order: Prisma.Sql) =>
    Prisma.sql`(SELECT fc."followers" FROM "FollowerCount" fc WHERE fc."connectionId" = ${connection} AND ${condition} ORDER BY fc."day" ${order} LIMIT 1)`;
  return Prisma.sql`${PREPARED}
    WITH z AS (SELECT "brand_time_zone"(${userId}) AS tz),
    b AS (
      SELECT ${midnight(Prisma.sql`${range.previousFrom}::date`)} AS "previousStart", ${midnight(Prisma.sql`${range.from}::date`)} AS "start",
        ${midnight(Prisma.sql`${range.to}::date + 1`)} AS "end"
      FROM z
    ),
    t AS (
      SELECT pi.* FROM "PostInsight" pi, b
      WHERE pi."userId" = ${userId} AND pi."platform"::text = ANY(${range.channels}) AND pi."deliveredAt" >= b."previousStart" AND pi."deliveredAt" < b."end"
    ),
    g AS (
      SELECT t."deliveredAt" >= b."start" AS "current", to_char(${local}, 'YYYY-MM-DD') AS "day", extract(hour FROM ${local})::int AS "hour",
        t."platform", t."kind", count(*)::int AS "targets", COALESCE(sum(t."reach"), 0)::int AS "reach", count(t."reach")::int AS "reached",
        sum(t."engagement")::int AS "engagement", COALESCE(sum(t."engagement") FILTER (WHERE t."reach" IS NOT NULL), 0)::int AS "engagementReached"
      FROM t, b, z GROUP BY 1, 2, 3, 4, 5
    ),
    r AS (
      SELECT t."postId" AS "id", p."content", min(t."deliveredAt") AS "at", array_agg(DISTINCT t."platform"::text) AS "channels", min(t."kind") AS "kind",
        CASE WHEN count(t."reach") > 0 THEN sum(t."reach")::int END AS "reach", sum(t."engagement")::int AS "engagement"
      FROM t JOIN "Post" p ON p."id" = t."postId", b WHERE t."deliveredAt" >= b."start" GROUP BY t."postId", p."content"
    ),
    ranked AS (
      (SELECT 'top' AS "rank", r.* FROM r ORDER BY r."engagement" DESC, r."at" DESC, r."id" DESC LIMIT ${RANKED_POSTS})
      UNION ALL
      (SELECT 'bottom' AS "rank", r.* FROM r ORDER BY r."engagement", r."at" DESC, r."id" DESC LIMIT ${RANKED_POSTS})
    )
    SELECT z.tz AS "timeZone",
      (SELECT json_agg(g) FROM g) AS "groups",
      (SELECT json_build_object('current', count(DISTINCT t."postId") FILTER (WHERE t."deliveredAt" >= b."start"),
         'previous', count(DISTINCT t."postId") FILTER (WHERE t."deliveredAt" < b."start")) FROM t) AS "posts",
      (SELECT json_agg(json_build_object('rank', ranked."rank", 'id', ranked."id",
         'excerpt', CASE WHEN length(ranked."content") > ${EXCERPT_LENGTH} THEN left(ranked."content", ${EXCERPT_LENGTH}) || '…' ELSE ranked."content" END,
         'deliveredAt', ${isoTime(Prisma.sql`ranked."at"`)}, 'channels', ranked."channels", 'kind', ranked."kind", 'reach', ranked."reach",
         'engagement', ranked."engagement")) FROM ranked) AS "ranked",
      (SELECT json_agg(json_build_object(
         'atEnd', ${latest(Prisma.sql`c."id"`, Prisma.sql`fc."day" <= ${range.to}::date`, Prisma.sql`DESC`)},
         'atStart', COALESCE(${latest(Prisma.sql`c."id"`, Prisma.sql`fc."day" < ${range.from}::date`, Prisma.sql`DESC`)},
                             ${latest(Prisma.sql`c."id"`, Prisma.sql`fc."day" >= ${range.from}::date`, Prisma.sql`ASC`)}),
         'atPreviousStart', COALESCE(${latest(Prisma.sql`c."id"`, Prisma.sql`fc."day" < ${range.previousFrom}::date`, Prisma.sql`DESC`)},
                                     ${latest(Prisma.sql`c."id"`, Prisma.sql`fc."day" >= ${range.previousFrom}::date`, Prisma.sql`ASC`)})))
       FROM "SocialConnection" c WHERE c."userId" = ${userId} AND c."platform"::text = ANY(${range.channels})) AS "followers"
    FROM z, b
    WHERE ${holds}`;
}

/** A share of two totals, or null without anything to share. */
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function shape(row: Row, range: { from: string; to: string; previousFrom: string; channels: InsightsReply["channels"] }): InsightsReply {
  const groups = row.groups ?? [];
  const sum = (current: boolean, pick: (group: Group) => number) => groups.reduce((total, g) => (g.current === current ? total + pick(g) : total), 0);
  const reach = (current: boolean) => (sum(current, (g) => g.reached) > 0 ? sum(current, (g) => g.reach) : null);
  const rate = (current: boolean) =>
    ratio(
      sum(current, (g) => g.engagementReached),
      sum(current, (g) => g.reach),
    );
  // Followers gained: for each connection with counts, its count at the end less its count at the start.
  const followers = row.followers ?? [];
  const gained = (end: (f: Followers) => number | null, start: (f: Followers) => number | null) => {
    const counted = followers.filter((f) => end(f) !== null && start(f) !== null);
    return counted.length ? counted.reduce((total, f) => total + end(f)! - start(f)!, 0) : null;
  };

  const days = new Map<string, { posts: number; reach: number; engagement: number }>();
  const cells = new Map<string, { weekday: number; hour: number; posts: number; engagement: number }>();
  const kinds = new Map<string, { kind: string; posts: number; engagement: number }>();
  const channels = new Map<string, { posts: number; reach: number; reached: number; engagement: number }>();
  for (const g of groups.filter((group) => group.current)) {
    const day = days.get(g.day) ?? { posts: 0, reach: 0, engagement: 0 };
    days.set(g.day, { posts: day.posts + g.targets, reach: day.reach + g.reach, engagement: day.engagement + g.engagement });
    const weekday = isoWeekdayOf(g.day);
    const cell = cells.get(`${weekday}:${g.hour}`) ?? { weekday, hour: g.hour, posts: 0, engagement: 0 };
    cells.set(`${weekday}:${g.hour}`, { ...cell, posts: cell.posts + g.targets, engagement: cell.engagement + g.engagement });
    const kind = kinds.get(g.kind) ?? { kind: g.kind, posts: 0, engagement: 0 };
    kinds.set(g.kind, { ...kind, posts: kind.posts + g.targets, engagement: kind.engagement + g.engagement });
    const channel = channels.get(g.platform) ?? { posts: 0, reach: 0, reached: 0, engagement: 0 };
    channels.set(g.platform, {
      posts: channel.posts + g.targets,
      reach: channel.reach + g.reach,
      reached: channel.reached + g.reached,
      engagement: channel.engagement + g.engagement,
    });
  }
  const series = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, index) => {
    const day = addDaysTo(range.from, index);
    return { day, ...(days.get(day) ?? { posts: 0, reach: 0, engagement: 0 }) };
  });
  const ranked = row.ranked ?? [];
  const post = ({ rank: _rank, ...rest }: (typeof ranked)[number]) => rest;

  return insightsReplySchema.parse({
    ...range,
    timeZone: row.timeZone,
    cards: {
      posts: { value: row.posts.current, previous: row.posts.previous },
      reach: { value: reach(true), previous: reach(false) },
      engagementRate: { value: rate(true), previous: rate(false) },
      newFollowers: {
        value: gained(
          (f) => f.atEnd,
          (f) => f.atStart,
        ),
        previous: gained(
          (f) => f.atStart,
          (f) => f.atPreviousStart,
        ),
      },
    },
    series,
    heatmap: [...cells.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    byKind: [...kinds.values()].sort((a, b) => b.engagement / b.posts - a.engagement / a.posts || a.kind.localeCompare(b.kind)),
    byChannel: range.channels.flatMap((key) => {
      const channel = channels.get(key);
      return channel ? [{ channel: key, posts: channel.posts, reach: channel.reached ? channel.reach : null, engagement: channel.engagement }] : [];
    }),
    top: ranked.filter((r) => r.rank === "top").map(post),
    // A range of few posts lists each once: the bottom leaves out what the top shows.
    bottom: ranked.filter((r) => r.rank === "bottom" && !ranked.some((t) => t.rank === "top" && t.id === r.id)).map(post),
  });
}
