// What worked over a range of the brand's days (docs/insights.md, "The page's figures"): read in one statement from
// the targets' latest figures (`PostInsight`, one row per delivered target, with when it went out in the brand's
// zone) and the connections' follower counts: the range's targets grouped by day, weekday and hour, kind and channel,
// and the totals of the period of equal length just before it; then shaped here into the cards, the series, the
// heatmap, the breakdowns and the ranked posts. The reply is kept, and answered again until something it shows changes
// (the owner's stamp). Each read is under `who`'s scope (lib/sessions/read-scope.ts), in its own statement.
import "server-only";
import { db, isoTime, PREPARED } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { addDaysTo, daysBetween } from "@/lib/time/calendar-day";
import { perPost } from "./readings";
import { insightsReplySchema, type InsightsQuery, type InsightsReply, type RankedPost } from "./schemas";

/** Posts listed at each end of the ranking. */
export const RANKED_POSTS = 3;
/** How much of a ranked post's text is shown. */
const EXCERPT_LENGTH = 140;

/** A period's totals: its posts (each once), the reach of the targets that report it, and their engagement. */
type Totals = { posts: number; reach: number; reached: number; engagementReached: number };
type Followers = { atEnd: number | null; atStart: number | null; atPreviousStart: number | null };
type Row = {
  timeZone: string;
  current: Totals | null;
  previous: Totals | null;
  days: InsightsReply["series"] | null;
  cells: InsightsReply["heatmap"] | null;
  kinds: InsightsReply["byKind"] | null;
  channels: { channel: InsightsReply["channels"][number]; posts: number; reach: number; reached: number; engagement: number }[] | null;
  ranked: (RankedPost & { rank: "top" | "bottom" })[] | null;
  followers: Followers[] | null;
};

/** Replies kept, the most lately used first out; each is about 10 KiB for 90 days. */
const KEPT_REPLIES = 256;
const kept = new Map<string, Promise<InsightsReply>>();

/**
 * A range's reply, answered once per state of the owner's figures (docs/insights.md, "Answered once per change"):
 * the owner's stamp is read first, under `who`'s scope, and a reply this server worked out under the same stamp is
 * answered again; else it is worked out, and kept.
 */
export async function getInsights(who: string | ReadScope, query: InsightsQuery): Promise<InsightsReply> {
  const scope = scopeOf(who);
  const [row] = await db.$queryRaw<{ stamp: string | null }[]>`${PREPARED}
    SELECT (SELECT s."stamp"::text FROM "InsightsStamp" s WHERE s."userId" = ${scope.userId}) AS "stamp" WHERE ${scope.holds}`;
  if (!row) throw scope.gone();
  const key = [scope.userId, row.stamp ?? "none", query.from, query.to, query.channels.join(",")].join(" ");
  let reply = kept.get(key);
  if (reply) kept.delete(key);
  else {
    reply = workOut(scope, query);
    // A reply that failed is worked out again by the next request.
    reply.catch(() => kept.get(key) === reply && kept.delete(key));
    if (kept.size >= KEPT_REPLIES) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, reply);
  return reply;
}

async function workOut({ userId, holds, gone }: ReadScope, { from, to, channels }: InsightsQuery): Promise<InsightsReply> {
  const length = daysBetween(from, to) + 1;
  const previousFrom = addDaysTo(from, -length);
  const [row] = await db.$queryRaw<Row[]>(statement(userId, { from, to, previousFrom, channels }, holds));
  if (!row) throw gone();
  return shape(row, { from, to, previousFrom, channels });
}

function statement(userId: string, range: { from: string; to: string; previousFrom: string; channels: string[] }, holds: Prisma.Sql) {
  const latest = (connection: Prisma.Sql, condition: Prisma.Sql, order: Prisma.Sql) =>
    Prisma.sql`(SELECT fc."followers" FROM "FollowerCount" fc WHERE fc."connectionId" = ${connection} AND ${condition} ORDER BY fc."day" ${order} LIMIT 1)`;
  // A period's targets on the chosen channels: its days are a range of the brand's wall times (`localAt`, on an index).
  const targets = (from: string, end: string) =>
    Prisma.sql`SELECT pi."postId", pi."platform", pi."kind", pi."reach", pi."engagement", pi."deliveredAt", pi."localAt" FROM "PostInsight" pi
      WHERE pi."userId" = ${userId} AND pi."localAt" >= ${from}::date AND pi."localAt" < ${end}::date AND pi."platform"::text = ANY(${range.channels})`;
  // Each breakdown of the range's targets, as a JSON array.
  const breakdown = (columns: Prisma.Sql, groupBy: Prisma.Sql) => Prisma.sql`(SELECT json_agg(x) FROM (SELECT ${columns} FROM c GROUP BY ${groupBy}) x)`;
  const totals = (from: Prisma.Sql, posts: Prisma.Sql) => Prisma.sql`(SELECT json_build_object('posts', ${posts}, 'reach', COALESCE(sum(t."reach"), 0),
      'reached', count(t."reach"), 'engagementReached', COALESCE(sum(t."engagement") FILTER (WHERE t."reach" IS NOT NULL), 0)) FROM ${from} t)`;
  return Prisma.sql`${PREPARED}
    WITH c AS (${targets(range.from, addDaysTo(range.to, 1))}),
    r AS (
      SELECT c."postId" AS "id", min(c."deliveredAt") AS "at", min(c."kind") AS "kind", CASE WHEN count(c."reach") > 0 THEN sum(c."reach")::int END AS "reach",
        sum(c."engagement")::int AS "engagement", array_agg(c."platform"::text) AS "channels"
      FROM c GROUP BY c."postId"
    ),
    -- The posts' texts are read for the ranked ones alone.
    ranked AS (
      SELECT e.*, p."content" FROM (
        (SELECT 'top' AS "rank", r.* FROM r ORDER BY r."engagement" DESC, r."at" DESC, r."id" DESC LIMIT ${RANKED_POSTS})
        UNION ALL
        (SELECT 'bottom' AS "rank", r.* FROM r ORDER BY r."engagement", r."at" DESC, r."id" DESC LIMIT ${RANKED_POSTS})
      ) e JOIN "Post" p ON p."id" = e."id"
    )
    SELECT "brand_time_zone"(${userId}) AS "timeZone", ${totals(Prisma.sql`c`, Prisma.sql`(SELECT count(*) FROM r)`)} AS "current",
      ${totals(Prisma.sql`(${targets(range.previousFrom, range.from)})`, Prisma.sql`count(DISTINCT t."postId")`)} AS "previous",
      ${breakdown(
        Prisma.sql`c."localAt"::date AS "day", count(*)::int AS "posts", COALESCE(sum(c."reach"), 0)::int AS "reach", sum(c."engagement")::int AS "engagement"`,
        Prisma.sql`1`,
      )} AS "days",
      ${breakdown(
        Prisma.sql`extract(isodow FROM c."localAt")::int AS "weekday", extract(hour FROM c."localAt")::int AS "hour", count(*)::int AS "posts", sum(c."engagement")::int AS "engagement"`,
        Prisma.sql`1, 2`,
      )} AS "cells",
      ${breakdown(Prisma.sql`c."kind", count(*)::int AS "posts", sum(c."engagement")::int AS "engagement"`, Prisma.sql`1`)} AS "kinds",
      ${breakdown(
        Prisma.sql`c."platform" AS "channel", count(*)::int AS "posts", COALESCE(sum(c."reach"), 0)::int AS "reach", count(c."reach")::int AS "reached",
          sum(c."engagement")::int AS "engagement"`,
        Prisma.sql`1`,
      )} AS "channels",
      (SELECT json_agg(json_build_object('rank', ranked."rank", 'id', ranked."id",
         'excerpt', CASE WHEN length(ranked."content") > ${EXCERPT_LENGTH} THEN left(ranked."content", ${EXCERPT_LENGTH}) || '…' ELSE ranked."content" END,
         'deliveredAt', ${isoTime(Prisma.sql`ranked."at"`)}, 'channels', ranked."channels", 'kind', ranked."kind", 'reach', ranked."reach",
         'engagement', ranked."engagement")
         ORDER BY ranked."rank" DESC, CASE WHEN ranked."rank" = 'top' THEN -ranked."engagement" ELSE ranked."engagement" END, ranked."at" DESC, ranked."id" DESC)
       FROM ranked) AS "ranked",
      (SELECT json_agg(json_build_object(
         'atEnd', ${latest(Prisma.sql`sc."id"`, Prisma.sql`fc."day" <= ${range.to}::date`, Prisma.sql`DESC`)},
         'atStart', COALESCE(${latest(Prisma.sql`sc."id"`, Prisma.sql`fc."day" < ${range.from}::date`, Prisma.sql`DESC`)},
                             ${latest(Prisma.sql`sc."id"`, Prisma.sql`fc."day" >= ${range.from}::date`, Prisma.sql`ASC`)}),
         'atPreviousStart', COALESCE(${latest(Prisma.sql`sc."id"`, Prisma.sql`fc."day" < ${range.previousFrom}::date`, Prisma.sql`DESC`)},
                                     ${latest(Prisma.sql`sc."id"`, Prisma.sql`fc."day" >= ${range.previousFrom}::date`, Prisma.sql`ASC`)})))
       FROM "SocialConnection" sc WHERE sc."userId" = ${userId} AND sc."platform"::text = ANY(${range.channels})) AS "followers"
    WHERE ${holds}`;
}

/** A share of two totals, or null without anything to share. */
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function shape(row: Row, range: { from: string; to: string; previousFrom: string; channels: InsightsReply["channels"] }): InsightsReply {
  const reach = (totals: Totals | null) => (totals && totals.reached > 0 ? totals.reach : null);
  const rate = (totals: Totals | null) => (totals ? ratio(totals.engagementReached, totals.reach) : null);
  // Followers gained: for each connection with counts, its count at the end less its count at the start.
  const followers = row.followers ?? [];
  const gained = (end: (f: Followers) => number | null, start: (f: Followers) => number | null) => {
    const counted = followers.filter((f) => end(f) !== null && start(f) !== null);
    return counted.length ? counted.reduce((total, f) => total + end(f)! - start(f)!, 0) : null;
  };
  const days = new Map((row.days ?? []).map((day) => [day.day, day]));
  const series = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, index) => {
    const day = addDaysTo(range.from, index);
    return days.get(day) ?? { day, posts: 0, reach: 0, engagement: 0 };
  });
  const channels = new Map((row.channels ?? []).map((channel) => [channel.channel, channel]));
  const ranked = row.ranked ?? [];
  // A post's channels, each once (two pages of one channel are one channel here), in a steady order.
  const post = ({ rank: _rank, channels, ...rest }: (typeof ranked)[number]) => ({ ...rest, channels: [...new Set(channels)].sort() });

  return insightsReplySchema.parse({
    ...range,
    timeZone: row.timeZone,
    cards: {
      posts: { value: row.current?.posts ?? 0, previous: row.previous?.posts ?? 0 },
      reach: { value: reach(row.current), previous: reach(row.previous) },
      engagementRate: { value: rate(row.current), previous: rate(row.previous) },
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
    heatmap: (row.cells ?? []).sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    byKind: (row.kinds ?? []).sort((a, b) => perPost(b) - perPost(a) || a.kind.localeCompare(b.kind)),
    byChannel: range.channels.flatMap((key) => {
      const channel = channels.get(key);
      return channel ? [{ channel: key, posts: channel.posts, reach: channel.reached ? channel.reach : null, engagement: channel.engagement }] : [];
    }),
    top: ranked.filter((r) => r.rank === "top").map(post),
    // A range of few posts lists each once: the bottom leaves out what the top shows.
    bottom: ranked.filter((r) => r.rank === "bottom" && !ranked.some((t) => t.rank === "top" && t.id === r.id)).map(post),
  });
}
