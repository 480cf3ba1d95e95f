// The month's reply stays small, measured on the calendar benchmark's own data (2,000 dated posts in one month,
// to a page and an Instagram account: scripts/bench/calendar-data.ts): a reply that balloons fails here, long
// before anyone measures the calendar's speed. It lists the first POSTS_PER_DAY posts of each day, each with an
// excerpt of EXCERPT_LENGTH characters, its targets, and whether they can post, so its size follows from those,
// not from how many posts the month holds.
import { describe, expect, it } from "vitest";
import { listCalendarJson } from "@/lib/calendar/list-calendar";
import { calendarListingFor, calendarReplySchema } from "@/lib/calendar/schemas/calendar";
import { db } from "@/lib/db";
import { startOfDayIn } from "@/lib/time/zoned-time";
import { benchMonth, seedCalendarUser, ZONE } from "../../scripts/bench/calendar-data";

/** What the month's reply may weigh (the benchmark checks the same figure on the wire). */
const MAX_REPLY_BYTES = 40 * 1024;

describe("the calendar's month reply", () => {
  it("stays under 40 KiB for the benchmark's month of 2,000 posts, with every post counted, its connections healthy or not", async () => {
    const month = benchMonth();
    const user = await db.user.create({ data: { email: `reply-size-${crypto.randomUUID()}@example.test`, emailVerified: new Date() } });
    await seedCalendarUser((sql, params) => db.$executeRawUnsafe(sql, ...params), user.id, 2000, month);
    const query = { from: startOfDayIn(month.first, ZONE), to: startOfDayIn(month.next, ZONE) };
    const sizeOfReply = async () => {
      const json = await listCalendarJson(user.id, query, calendarListingFor(query));
      const reply = calendarReplySchema.parse(JSON.parse(json!));
      expect(Object.values(reply.days).reduce((sum, n) => sum + n, 0)).toBe(2000);
      return { reply, bytes: Buffer.byteLength(`{"statusCode":"OK","message":"OK","object":${json}}`) };
    };
    const healthy = await sizeOfReply();
    expect(healthy.bytes, `${(healthy.bytes / 1024).toFixed(1)} KiB`).toBeLessThan(MAX_REPLY_BYTES);
    expect(healthy.reply.atRisk).toEqual({});

    // The benchmark's server checks the connections, whose tokens are not real: both need reconnecting, and every
    // scheduled post of the month is at risk. The reply says so for the posts it lists, and stays as small.
    await db.socialConnection.updateMany({
      where: { userId: user.id },
      data: { health: "NEEDS_RECONNECT", healthReason: "Facebook says this token is no longer valid." },
    });
    const unhealthy = await sizeOfReply();
    expect(unhealthy.bytes, `${(unhealthy.bytes / 1024).toFixed(1)} KiB`).toBeLessThan(MAX_REPLY_BYTES);
    const listedScheduled = unhealthy.reply.posts.filter((post) => post.status === "SCHEDULED").map((post) => String(post.id));
    expect(listedScheduled.length).toBeGreaterThan(0);
    expect(Object.keys(unhealthy.reply.atRisk).sort()).toEqual(listedScheduled.sort());
  });
});
