// What Insights answers for a range, on PGlite and on PostgreSQL: the cards against the period of equal length just
// before, the days, hours and weekdays counted in the brand's time zone (across a change of the clocks), by kind and
// by channel, the posts ranked, the filters, followers gained, a reading that comes late, and a range asked for
// again after a change.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { MetricCheckpoint, Platform } from "@/lib/generated/prisma/client";
import { getBestTimes } from "@/lib/insights/get-best-times";
import { exportInsightsCsv } from "@/lib/insights/export-insights";
import { getInsights } from "@/lib/insights/get-insights";
import { weeklySuggestion } from "@/lib/insights/weekly-suggestion";
import { insightsQuerySchema } from "@/lib/insights/schemas";
import { arrangeUser } from "../posts/arrange";
import { warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

type Delivered = { at: string; platform?: Platform; kind?: string; reach?: number | null; engagement: number; checkpoint?: MetricCheckpoint; text?: string };

/** A user in `timeZone` and their delivered posts, each on one channel with its latest figures. */
async function owner(timeZone: string, posts: Delivered[]) {
  const userId = await arrangeUser();
  await db.businessProfile.update({ where: { userId }, data: { timeZone } });
  const ids: number[] = [];
  for (const post of posts) {
    const deliveredAt = new Date(post.at);
    const platform = post.platform ?? "FACEBOOK";
    const made = await db.post.create({
      data: {
        userId,
        content: post.text ?? `Post at ${post.at}`,
        status: "PUBLISHED",
        publishedAt: deliveredAt,
        platforms: { create: { platform, status: "SUCCESS", externalPostId: `x_${crypto.randomUUID()}`, deliveredAt } },
      },
      include: { platforms: true },
    });
    await db.postInsight.create({
      data: {
        targetId: made.platforms[0]!.id,
        userId,
        postId: made.id,
        platform,
        deliveredAt,
        kind: post.kind ?? "OTHER",
        checkpoint: post.checkpoint ?? "DAY_7",
        reach: post.reach === undefined ? post.engagement * 10 : post.reach,
        reactions: post.engagement,
        engagement: post.engagement,
      },
    });
    ids.push(made.id);
  }
  return { userId, ids };
}

const query = (from: string, to: string, channels?: string) => insightsQuerySchema.parse({ from, to, channels });

describe("insights for a range", () => {
  it("compare the range with the period of equal length just before it", async () => {
    const { userId } = await owner("UTC", [
      // The 7 days before 2026-11-08 … 2026-11-14: two posts.
      { at: "2026-11-02T10:00:00Z", engagement: 10 },
      { at: "2026-11-07T10:00:00Z", engagement: 10 },
      // The range: three posts, one with no reach reported.
      { at: "2026-11-08T10:00:00Z", engagement: 30 },
      { at: "2026-11-10T10:00:00Z", engagement: 20 },
      { at: "2026-11-14T23:30:00Z", engagement: 5, reach: null, platform: "GOOGLE_BUSINESS" },
      // After it: not counted.
      { at: "2026-11-15T00:00:00Z", engagement: 99 },
    ]);
    const insights = await getInsights(userId, query("2026-11-08", "2026-11-14"));
    expect(insights).toMatchObject({ from: "2026-11-08", to: "2026-11-14", previousFrom: "2026-11-01", timeZone: "UTC" });
    expect(insights.cards.posts).toEqual({ value: 3, previous: 2 });
    expect(insights.cards.reach).toEqual({ value: 500, previous: 200 });
    // Engagement over reach, of the posts whose channel reports reach: (30 + 20) / 500.
    expect(insights.cards.engagementRate).toEqual({ value: 0.1, previous: 0.1 });
    expect(insights.series).toHaveLength(7);
    expect(insights.series[0]).toEqual({ day: "2026-11-08", posts: 1, reach: 300, engagement: 30 });
    expect(insights.series[1]).toEqual({ day: "2026-11-09", posts: 0, reach: 0, engagement: 0 });
    expect(insights.byChannel).toEqual([
      { channel: "FACEBOOK", posts: 2, reach: 500, engagement: 50 },
      { channel: "GOOGLE_BUSINESS", posts: 1, reach: null, engagement: 5 },
    ]);
    // Only Facebook: the filter applies to every figure.
    const facebook = await getInsights(userId, query("2026-11-08", "2026-11-14", "FACEBOOK"));
    expect(facebook.channels).toEqual(["FACEBOOK"]);
    expect(facebook.cards.posts).toEqual({ value: 2, previous: 2 });
    expect(facebook.byChannel.map((c) => c.channel)).toEqual(["FACEBOOK"]);
  });

  it("count days and hours in the brand's time zone, across a change of the clocks, and again when the brand moves", async () => {
    // London: 09:00 is 09:00 UTC on Saturday 28 March 2026, and 08:00 UTC on Monday 30 March (summer time).
    const { userId } = await owner("Europe/London", [
      { at: "2026-03-28T09:00:00Z", engagement: 4 },
      { at: "2026-03-30T08:00:00Z", engagement: 6 },
      // 23:30 UTC on the 30th is 00:30 on the 31st in London.
      { at: "2026-03-30T23:30:00Z", engagement: 1 },
    ]);
    const insights = await getInsights(userId, query("2026-03-28", "2026-03-31"));
    expect(insights.timeZone).toBe("Europe/London");
    expect(insights.heatmap).toEqual([
      { weekday: 1, hour: 9, posts: 1, engagement: 6 },
      { weekday: 2, hour: 0, posts: 1, engagement: 1 },
      { weekday: 6, hour: 9, posts: 1, engagement: 4 },
    ]);
    expect(insights.series.map((day) => [day.day, day.posts])).toEqual([
      ["2026-03-28", 1],
      ["2026-03-29", 0],
      ["2026-03-30", 1],
      ["2026-03-31", 1],
    ]);

    // The brand moves to New York: the same posts fall on its days and hours there (09:00 UTC is 05:00 on the 28th;
    // 23:30 UTC on the 30th is 19:30 on the 30th), and the range's last day has none.
    await db.businessProfile.update({ where: { userId }, data: { timeZone: "America/New_York" } });
    const moved = await getInsights(userId, query("2026-03-28", "2026-03-31"));
    expect(moved.timeZone).toBe("America/New_York");
    expect(moved.heatmap).toEqual([
      { weekday: 1, hour: 4, posts: 1, engagement: 6 },
      { weekday: 1, hour: 19, posts: 1, engagement: 1 },
      { weekday: 6, hour: 5, posts: 1, engagement: 4 },
    ]);
    expect(moved.series.map((day) => day.posts)).toEqual([1, 0, 2, 0]);
  });

  it("break the range down by kind, and rank its posts, best and least well, each once", async () => {
    const { userId, ids } = await owner("UTC", [
      { at: "2026-11-02T10:00:00Z", kind: "TIP", engagement: 40, text: "A tip for a crisper crust." },
      { at: "2026-11-03T10:00:00Z", kind: "TIP", engagement: 20 },
      { at: "2026-11-04T10:00:00Z", kind: "OFFER", engagement: 15 },
      { at: "2026-11-05T10:00:00Z", kind: "OFFER", engagement: 5 },
      { at: "2026-11-06T10:00:00Z", kind: "QUESTION", engagement: 1 },
    ]);
    const insights = await getInsights(userId, query("2026-11-01", "2026-11-07"));
    expect(insights.byKind).toEqual([
      { kind: "TIP", posts: 2, engagement: 60 },
      { kind: "OFFER", posts: 2, engagement: 20 },
      { kind: "QUESTION", posts: 1, engagement: 1 },
    ]);
    expect(insights.top.map((post) => post.id)).toEqual([ids[0], ids[1], ids[2]]);
    expect(insights.top[0]).toMatchObject({ excerpt: "A tip for a crisper crust.", channels: ["FACEBOOK"], kind: "TIP", reach: 400, engagement: 40 });
    expect(insights.top[0]!.deliveredAt).toBe("2026-11-02T10:00:00.000Z");
    expect(insights.bottom.map((post) => post.id)).toEqual([ids[4], ids[3]]);
  });

  it("say how many followers the connections gained over the range and the period before", async () => {
    const { userId } = await owner("UTC", []);
    const connection = await db.socialConnection.create({
      data: { userId, platform: "FACEBOOK", accountId: "1001", accountName: "Corner Bakery", pageId: "1001", accessToken: "x" },
    });
    for (const [day, followers] of [
      ["2026-10-31", 900],
      ["2026-11-07", 950],
      ["2026-11-14", 1_010],
    ] as const) {
      await db.followerCount.create({ data: { connectionId: connection.id, day: new Date(`${day}T00:00:00Z`), followers } });
    }
    const insights = await getInsights(userId, query("2026-11-08", "2026-11-14"));
    expect(insights.cards.newFollowers).toEqual({ value: 60, previous: 50 });
    const none = await getInsights(userId, query("2026-11-08", "2026-11-14", "GOOGLE_BUSINESS"));
    expect(none.cards.newFollowers).toEqual({ value: null, previous: null });
    expect(none.cards.reach).toEqual({ value: null, previous: null });
  });

  it("refuse a range backwards, over a year long, outside the years Postloom takes, or of an unknown channel", () => {
    for (const [input, message] of [
      [{ from: "2026-11-08", to: "2026-11-07" }, "to must be on or after from."],
      [{ from: "2025-01-01", to: "2026-01-02" }, "Ask for at most 366 days at a time."],
      [{ from: "1999-12-31", to: "2000-01-01" }, "Choose a date in the years 2000 to 2100."],
      [{ from: "2026-11-01", to: "2026-11-07", channels: "FACEBOOK,MYSPACE" }, "channels must be a comma-separated list"],
    ] as const) {
      const parsed = insightsQuerySchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toContain(message);
    }
  });
});

describe("a range asked for again", () => {
  it("is answered as it was until something it shows changes, then with the change: a reading, followers, a post's text, a connection, a target gone", async () => {
    const { userId, ids } = await owner("UTC", [{ at: "2026-11-10T10:00:00Z", engagement: 10, text: "First words." }]);
    const connection = await db.socialConnection.create({
      data: { userId, platform: "FACEBOOK", accountId: "1001", accountName: "Corner Bakery", pageId: "1001", accessToken: "x" },
    });
    await db.followerCount.create({ data: { connectionId: connection.id, day: new Date("2026-11-07T00:00:00Z"), followers: 100 } });
    const range = query("2026-11-08", "2026-11-14");
    const first = await getInsights(userId, range);
    expect(await getInsights(userId, range)).toEqual(first);
    expect(first.top[0]).toMatchObject({ excerpt: "First words.", engagement: 10 });

    // A later checkpoint's figures.
    const [target] = await db.postInsight.findMany({ where: { postId: ids[0] } });
    await db.postInsight.update({ where: { targetId: target!.targetId }, data: { engagement: 25, checkpoint: "DAY_7" } });
    expect((await getInsights(userId, range)).top[0]!.engagement).toBe(25);

    // A day's count of followers, then a count corrected.
    await db.followerCount.create({ data: { connectionId: connection.id, day: new Date("2026-11-14T00:00:00Z"), followers: 130 } });
    expect((await getInsights(userId, range)).cards.newFollowers.value).toBe(30);
    await db.followerCount.updateMany({ where: { connectionId: connection.id, day: new Date("2026-11-14T00:00:00Z") }, data: { followers: 120 } });
    expect((await getInsights(userId, range)).cards.newFollowers.value).toBe(20);

    // The post's text, edited.
    await db.post.update({ where: { id: ids[0] }, data: { content: "Better words." } });
    expect((await getInsights(userId, range)).top[0]!.excerpt).toBe("Better words.");

    // The connection dropped: its followers go with it.
    await db.socialConnection.delete({ where: { id: connection.id } });
    expect((await getInsights(userId, range)).cards.newFollowers.value).toBeNull();

    // The post deleted: its figures go with it.
    await db.post.delete({ where: { id: ids[0] } });
    const emptied = await getInsights(userId, range);
    expect(emptied.cards.posts.value).toBe(0);
    expect(emptied.top).toEqual([]);
  });

  it("goes with its owner: an account with figures, followers and a stamp is deleted whole", async () => {
    const { userId } = await owner("UTC", [{ at: "2026-11-10T10:00:00Z", engagement: 10 }]);
    await db.socialConnection.create({
      data: { userId, platform: "FACEBOOK", accountId: "1001", accountName: "Corner Bakery", pageId: "1001", accessToken: "x" },
    });
    await getInsights(userId, query("2026-11-08", "2026-11-14"));
    await db.user.delete({ where: { id: userId } });
    expect(await db.insightsStamp.count({ where: { userId } })).toBe(0);
    expect(await db.postInsight.count({ where: { userId } })).toBe(0);
  });
});

describe("the best times to post", () => {
  it("come from the owner's own posts of the last 90 days with a day of figures, by weekday and hour in the brand's zone", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const posts: Delivered[] = [];
    // Twelve weeks of Tuesdays at 09:00 in Tokyo (00:00 UTC) doing well, and Fridays at 18:00 (09:00 UTC) doing less.
    for (let week = 0; week < 12; week++) {
      posts.push({ at: new Date(Date.UTC(2026, 8, 8 + 7 * week, 0)).toISOString(), engagement: 40 });
      posts.push({ at: new Date(Date.UTC(2026, 8, 11 + 7 * week, 9)).toISOString(), engagement: 10 });
    }
    // An hour old: not counted yet.
    posts.push({ at: "2026-11-28T11:00:00Z", engagement: 500, checkpoint: "HOUR_1" });
    const { userId } = await owner("Asia/Tokyo", posts);
    const suggestion = await getBestTimes(userId, now);
    expect(suggestion).toMatchObject({ timeZone: "Asia/Tokyo", basis: "yours", postsConsidered: 24 });
    expect(suggestion.slots).toEqual([{ weekday: 2, time: "09:00", lift: 1.6, posts: 12 }]);
    // The weekly summary's line of it.
    expect(await weeklySuggestion(userId, now)).toBe(
      "A time to use: your posts on Tuesday at 9 am get 1.6 times the engagement of your typical post. Insights can make it a posting slot.",
    );
  });

  it("with too few posts, are the industry's general times", async () => {
    const { userId } = await owner("UTC", [{ at: "2026-11-20T09:00:00Z", engagement: 10 }]);
    await db.businessProfile.update({ where: { userId }, data: { industry: "fitness" } });
    expect(await getBestTimes(userId, new Date("2026-11-28T12:00:00Z"))).toMatchObject({ basis: "industry", sureness: null, postsConsidered: 1 });
    expect(await weeklySuggestion(userId, new Date("2026-11-28T12:00:00Z"))).toBe(
      "A time to try: Monday at 6 am suits many fitness businesses. Insights will show your own best times as your posts go out.",
    );
  });
});

describe("the range as CSV", () => {
  it("has a row a post on a channel, in the brand's day and time, oldest first, with its figures", async () => {
    const { userId } = await owner("America/New_York", [
      { at: "2026-11-10T14:00:00Z", engagement: 7, kind: "TIP", text: "Rest the dough, overnight." },
      { at: "2026-11-09T02:30:00Z", engagement: 3, reach: null, platform: "GOOGLE_BUSINESS" },
      { at: "2026-11-20T14:00:00Z", engagement: 99 },
    ]);
    const csv = await exportInsightsCsv(userId, query("2026-11-08", "2026-11-14"));
    expect(csv.split("\r\n")).toEqual([
      "Day,Time,Time zone,Channel,Account,Kind,Post,Reach,Reactions,Comments,Shares,Saves,Clicks,Views,Engagement",
      "2026-11-08,21:30,America/New_York,Google,,Written by hand,Post at 2026-11-09T02:30:00Z,,3,,,,,,3",
      '2026-11-10,09:00,America/New_York,Facebook,,Tip,"Rest the dough, overnight.",70,7,,,,,,7',
      "",
    ]);
    // An empty range is the header alone.
    expect(await exportInsightsCsv(userId, query("2026-10-01", "2026-10-07"))).toBe(
      "Day,Time,Time zone,Channel,Account,Kind,Post,Reach,Reactions,Comments,Shares,Saves,Clicks,Views,Engagement\r\n",
    );
  });
});
