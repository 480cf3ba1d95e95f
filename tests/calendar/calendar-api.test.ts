// GET /api/calendar and PATCH /api/post/{id}/schedule as the browser calls them, on PGlite and PostgreSQL:
// the posts of a range with their targets and statuses (drafts and other users' posts left out), ranges
// refused in the envelope, and a move through the route.
import { describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET } from "@/app/api/calendar/route";
import { PATCH } from "@/app/api/post/[id]/schedule/route";
import { calendarReplySchema } from "@/lib/calendar/schemas/calendar";
import { POSTS_PER_DAY } from "@/lib/calendar/calendar-limits";
import { EXCERPT_LENGTH, excerptOf } from "@/lib/format";
import { db } from "@/lib/db";
import { DATE_LIMIT_MESSAGES } from "@/lib/time/date-limits";

const DEC = (day: number, hour = 12) => new Date(Date.UTC(2026, 11, day, hour));

async function calendarOf(from: string, to: string) {
  const reply = await GET(call(`/api/calendar?${new URLSearchParams({ from, to })}`), noParams);
  return { status: reply.status, body: await reply.json() };
}

describe("GET /api/calendar", () => {
  it("answers the dated posts of the range, oldest first, with their targets; drafts and other months stay out", async () => {
    const owner = await createUser("calendar");
    const page = await db.socialConnection.create({
      data: { userId: owner.id, platform: "FACEBOOK", accountId: "1001", accountName: "Corner Bakery", pageId: "1001", accessToken: "x" },
    });
    const account = await db.socialConnection.create({
      data: { userId: owner.id, platform: "INSTAGRAM", accountId: "17841400000001", accountName: "cornerbakery", pageId: "1001", accessToken: "x" },
    });
    const make = (
      content: string,
      data: object,
      targets: { status: "PENDING" | "SUCCESS" | "FAILED" | "UNCONFIRMED"; platform?: "FACEBOOK" | "INSTAGRAM" }[] = [],
    ) =>
      db.post.create({
        data: {
          userId: owner.id,
          content,
          ...data,
          platforms: {
            create: targets.map((t) => ({
              platform: t.platform ?? "FACEBOOK",
              status: t.status,
              connectionId: t.platform === "INSTAGRAM" ? account.id : page.id,
              accountName: t.platform === "INSTAGRAM" ? "cornerbakery" : "Corner Bakery",
            })),
          },
        },
      });
    const scheduled = await make("Cinnamon buns every Saturday from eight, while they last", { status: "SCHEDULED", scheduledTime: DEC(12) }, [
      { status: "PENDING" },
      { status: "PENDING", platform: "INSTAGRAM" },
    ]);
    const published = await make("Published now, never scheduled", { status: "PUBLISHED", publishedAt: DEC(3) }, [{ status: "SUCCESS" }]);
    const partly = await make("Partly", { status: "PARTLY_PUBLISHED", scheduledTime: DEC(5), publishedAt: DEC(5) }, [
      { status: "SUCCESS" },
      { status: "FAILED", platform: "INSTAGRAM" },
    ]);
    const failed = await make("Failed", { status: "FAILED", scheduledTime: DEC(7) }, [{ status: "FAILED" }]);
    const unconfirmed = await make("Unconfirmed", { status: "UNCONFIRMED", scheduledTime: DEC(9) }, [{ status: "UNCONFIRMED" }]);
    await make("A draft", { status: "GENERATED" });
    await make("Next month", { status: "SCHEDULED", scheduledTime: new Date(Date.UTC(2027, 0, 2)) }, [{ status: "PENDING" }]);
    const stranger = await createUser("stranger");
    await db.post.create({ data: { userId: stranger.id, content: "Not mine", status: "SCHEDULED", scheduledTime: DEC(10) } });

    actAs(owner);
    const { status, body } = await calendarOf("2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z");
    expect(status).toBe(200);
    const reply = calendarReplySchema.parse(body.object);
    expect(reply.posts.map((p) => p.id)).toEqual([published.id, partly.id, failed.id, unconfirmed.id, scheduled.id]);
    expect(reply.posts.at(-1)).toEqual({
      id: scheduled.id,
      excerpt: "Cinnamon buns every Saturday from eight, while they last",
      status: "SCHEDULED",
      at: DEC(12).toISOString(),
      targets: [
        { platform: "FACEBOOK", accountName: "Corner Bakery" },
        { platform: "INSTAGRAM", accountName: "cornerbakery" },
      ],
    });
    expect(reply.posts[0]).toMatchObject({ status: "PUBLISHED", at: DEC(3).toISOString() });
    // No profile: the days are UTC's. A month lists the first few of each day; these days have one each.
    expect(reply).toMatchObject({
      timeZone: "UTC",
      postsPerDay: POSTS_PER_DAY,
      days: { "2026-12-03": 1, "2026-12-05": 1, "2026-12-07": 1, "2026-12-09": 1, "2026-12-12": 1 },
    });
    expect(Object.keys(reply.days)).toHaveLength(5);

    // Unscheduled (back to a draft), a post leaves the calendar; published without a schedule, it is there at its time.
    await db.post.update({ where: { id: scheduled.id }, data: { status: "GENERATED", scheduledTime: null } });
    await db.post.update({ where: { id: failed.id }, data: { status: "PUBLISHED", scheduledTime: null, publishedAt: DEC(20) } });
    const after = calendarReplySchema.parse((await calendarOf("2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z")).body.object);
    expect(after.posts.map((p) => [p.id, p.at])).toEqual([
      [published.id, DEC(3).toISOString()],
      [partly.id, DEC(5).toISOString()],
      [unconfirmed.id, DEC(9).toISOString()],
      [failed.id, DEC(20).toISOString()],
    ]);

    actAs(stranger);
    expect((await calendarOf("2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z")).body.object.posts.map((p: { excerpt: string }) => p.excerpt)).toEqual([
      "Not mine",
    ]);
  });

  it("refuses a range it can't answer in one go, in the envelope", async () => {
    actAs(await createUser("ranges"));
    const cases: [string, string, string][] = [
      ["2026-12-01T00:00:00Z", "2027-03-01T00:00:00Z", "Ask for at most 62 days at a time."],
      ["2026-12-10T00:00:00Z", "2026-12-01T00:00:00Z", "to must be after from."],
      ["yesterday", "2026-12-01T00:00:00Z", "from must be a date and time, e.g. 2026-12-01T00:00:00Z."],
      ["9999-12-25T00:00:00Z", "9999-12-31T00:00:00Z", DATE_LIMIT_MESSAGES.year],
      ["1970-01-01T00:00:00Z", "1970-01-31T00:00:00Z", DATE_LIMIT_MESSAGES.year],
      [new Date(Date.now() + 1_000 * 86_400_000).toISOString(), new Date(Date.now() + 1_007 * 86_400_000).toISOString(), DATE_LIMIT_MESSAGES.ahead],
    ];
    for (const [from, to, message] of cases) {
      const { status, body } = await calendarOf(from, to);
      expect(status, message).toBe(422);
      expect(body.statusCode).toBe("VALIDATION_ERROR");
      expect(JSON.stringify(body.object)).toContain(message);
    }
    actAs(null);
    expect((await calendarOf("2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z")).status).toBe(401);
  });

  it("counts each of the brand's days, and lists the first few of each in a month and all of them in a week", async () => {
    const owner = await createUser("busy-day");
    await db.businessProfile.create({
      data: {
        userId: owner.id,
        businessName: "Corner Bakery",
        industry: "food_drink",
        description: "Bread.",
        targetAudience: "Neighbours",
        painPoints: "None",
        timeZone: "America/New_York",
      },
    });
    // Five posts on the 10th in New York (one at 23:30 there, already the 11th in UTC), one early on the 11th there.
    const times = [
      "2026-12-10T14:00:00Z",
      "2026-12-10T15:00:00Z",
      "2026-12-10T16:00:00Z",
      "2026-12-10T17:00:00Z",
      "2026-12-11T04:30:00Z",
      "2026-12-11T06:00:00Z",
    ];
    const posts = [];
    for (const [i, time] of times.entries())
      posts.push(await db.post.create({ data: { userId: owner.id, content: `Post ${i}`, status: "SCHEDULED", scheduledTime: new Date(time) } }));

    actAs(owner);
    const month = calendarReplySchema.parse((await calendarOf("2026-12-01T05:00:00Z", "2027-01-01T05:00:00Z")).body.object);
    expect(month).toMatchObject({ timeZone: "America/New_York", postsPerDay: POSTS_PER_DAY, days: { "2026-12-10": 5, "2026-12-11": 1 } });
    expect(month.posts.map((p) => p.id)).toEqual([posts[0]!.id, posts[1]!.id, posts[2]!.id, posts[5]!.id]);

    const week = calendarReplySchema.parse((await calendarOf("2026-12-06T05:00:00Z", "2026-12-13T05:00:00Z")).body.object);
    expect(week).toMatchObject({ postsPerDay: null, days: { "2026-12-10": 5, "2026-12-11": 1 } });
    expect(week.posts.map((p) => p.id)).toEqual(posts.map((p) => p.id));

    // A range that starts mid-day counts only its part of that day.
    const part = calendarReplySchema.parse((await calendarOf("2026-12-10T16:30:00Z", "2026-12-11T05:00:00Z")).body.object);
    expect(part.days).toEqual({ "2026-12-10": 2 });
  });

  it("writes the excerpt as excerptOf does: the first characters, never half an emoji, and … where the text goes on", async () => {
    const owner = await createUser("excerpt");
    const long = `${"🥐".repeat(50)} fresh sourdough every morning at seven, and the cinnamon buns follow at eight sharp.`;
    for (const content of ["Short and sweet", long]) await db.post.create({ data: { userId: owner.id, content, status: "SCHEDULED", scheduledTime: DEC(4) } });
    actAs(owner);
    const reply = calendarReplySchema.parse((await calendarOf("2026-12-01T00:00:00Z", "2026-12-08T00:00:00Z")).body.object);
    expect(reply.posts.map((p) => p.excerpt)).toEqual([excerptOf("Short and sweet"), excerptOf(long)]);
    expect(excerptOf("Short and sweet")).toBe("Short and sweet");
    expect(Array.from(excerptOf(long))).toHaveLength(EXCERPT_LENGTH);
    expect(excerptOf(long)).toMatch(/^(🥐){50} fresh.*…$/u);
  });
});

describe("PATCH /api/post/{id}/schedule", () => {
  it("moves the owner's scheduled post, and refuses a bad time or someone else's post", async () => {
    const owner = await createUser("mover");
    const post = await db.post.create({ data: { userId: owner.id, content: "Move me", status: "SCHEDULED", scheduledTime: new Date(Date.now() + 3_600_000) } });
    const to = new Date(Date.now() + 2 * 86_400_000);
    const patch = (id: number, body: unknown) =>
      PATCH(call(`/api/post/${id}/schedule`, { method: "PATCH", body: JSON.stringify(body) }), { params: Promise.resolve({ id: String(id) }) });

    actAs(owner);
    const moved = await patch(post.id, { scheduledAt: to.toISOString() });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      statusCode: "OK",
      message: "Post moved",
      object: { id: post.id, scheduledTime: to.toISOString(), status: "SCHEDULED" },
    });

    const bad = await patch(post.id, { scheduledAt: "next Tuesday" });
    expect(bad.status).toBe(422);
    actAs(await createUser("intruder"));
    expect((await patch(post.id, { scheduledAt: to.toISOString() })).status).toBe(404);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).scheduledTime).toEqual(to);
  });
});
