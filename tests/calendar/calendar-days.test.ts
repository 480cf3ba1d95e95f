// The month's listing ("first of each day", read from the CalendarDay rows that triggers keep) against the
// posts themselves ("every post"): after every kind of write (new posts, targets added and dropped, a move to
// another day, a status and a text changed, a post unscheduled or deleted, the brand's zone changed or its
// profile dropped), and on PostgreSQL under writers racing on one day, each day's count and first posts are
// what the posts say.
import { describe, expect, it } from "vitest";
import { type CalendarReply } from "@/lib/calendar/schemas/calendar";
import { POSTS_PER_DAY } from "@/lib/calendar/calendar-limits";
import { listCalendar } from "@/lib/calendar/list-calendar";
import { db } from "@/lib/db";
import { wallTimeOf } from "@/lib/time/zoned-time";
import { createUser } from "../support/session";

const DECEMBER = { from: new Date("2026-11-30T00:00:00Z"), to: new Date("2027-01-02T00:00:00Z") };

/** What the month's listing must be, worked out from every post of the range. */
function expectedMonth(every: CalendarReply) {
  const days: Record<string, number> = {};
  const posts = every.posts.filter((post) => {
    const day = wallTimeOf(new Date(post.at), every.timeZone).date;
    days[day] = (days[day] ?? 0) + 1;
    return days[day] <= POSTS_PER_DAY;
  });
  return { days, posts };
}

async function expectConsistent(userId: string) {
  const month = await listCalendar(userId, DECEMBER, "first of each day");
  // The month is taken in whole days of the brand's zone: "every post" over those same days is the truth.
  const every = await listCalendar(userId, { from: new Date(month.from), to: new Date(month.to) }, "every post");
  expect({ days: month.days, posts: month.posts }).toEqual(expectedMonth(every));
  expect(month.postsPerDay).toBe(POSTS_PER_DAY);
  return month;
}

const at = (iso: string) => new Date(iso);

describe("a month's days, kept by the database", () => {
  it("follow every kind of write to the posts, their targets and the brand's zone", async () => {
    const owner = await createUser("calendar-days");
    await db.businessProfile.create({
      data: {
        userId: owner.id,
        businessName: "Corner Bakery",
        industry: "food_drink",
        description: "Bread.",
        targetAudience: "Neighbours",
        painPoints: "None",
        timeZone: "Europe/Lisbon",
      },
    });
    const page = await db.socialConnection.create({
      data: { userId: owner.id, platform: "FACEBOOK", accountId: "1001", accountName: "Corner Bakery", pageId: "1001", accessToken: "x" },
    });
    // Five on the 10th, one on the 12th, one at 23:30 on the 9th in Lisbon; a draft without a date.
    const times = [
      "2026-12-10T09:00:00Z",
      "2026-12-10T10:00:00Z",
      "2026-12-10T11:00:00Z",
      "2026-12-10T12:00:00Z",
      "2026-12-10T13:00:00Z",
      "2026-12-12T09:00:00Z",
      "2026-12-09T23:30:00Z",
    ];
    const posts = await db.post.createManyAndReturn({
      data: times.map((time, i) => ({ userId: owner.id, content: `Post ${i}`, status: "SCHEDULED" as const, scheduledTime: at(time) })),
    });
    await db.post.create({ data: { userId: owner.id, content: "A draft", status: "GENERATED" } });
    let month = await expectConsistent(owner.id);
    expect(month.days).toEqual({ "2026-12-09": 1, "2026-12-10": 5, "2026-12-12": 1 });

    await db.postPlatform.createMany({
      data: posts.slice(0, 2).map((p) => ({ postId: p.id, platform: "FACEBOOK" as const, connectionId: page.id, accountName: "Corner Bakery" })),
    });
    month = await expectConsistent(owner.id);
    expect(month.posts[1]!.targets).toEqual([{ platform: "FACEBOOK", accountName: "Corner Bakery" }]);

    // A delivery's progress changes nothing the calendar shows; the post's status does.
    await db.postPlatform.updateMany({ where: { postId: posts[1]!.id }, data: { status: "SUCCESS" } });
    await db.post.update({ where: { id: posts[1]!.id }, data: { status: "PUBLISHED", publishedAt: at("2026-12-10T10:00:30Z") } });
    month = await expectConsistent(owner.id);
    expect(month.posts.find((p) => p.id === posts[1]!.id)!.status).toBe("PUBLISHED");

    await db.post.update({ where: { id: posts[0]!.id }, data: { scheduledTime: at("2026-12-12T08:00:00Z") } });
    await db.post.update({ where: { id: posts[2]!.id }, data: { content: "Cinnamon buns from eight" } });
    await db.postPlatform.deleteMany({ where: { postId: posts[1]!.id } });
    await db.post.update({ where: { id: posts[3]!.id }, data: { status: "GENERATED", scheduledTime: null } });
    await db.post.delete({ where: { id: posts[4]!.id } });
    month = await expectConsistent(owner.id);
    expect(month.days).toEqual({ "2026-12-09": 1, "2026-12-10": 2, "2026-12-12": 2 });
    expect(month.posts.map((p) => p.excerpt)).toContain("Cinnamon buns from eight");

    // In New York, 23:30 Lisbon on the 9th is 18:30 on the 9th, and 08:00Z on the 12th is 03:00 on the 12th.
    await db.businessProfile.update({ where: { userId: owner.id }, data: { timeZone: "America/New_York" } });
    month = await expectConsistent(owner.id);
    expect(month.timeZone).toBe("America/New_York");
    await db.post.createMany({
      data: ["2026-12-12T01:00:00Z", "2026-12-12T02:00:00Z"].map((time, i) => ({
        userId: owner.id,
        content: `Late ${i}`,
        status: "SCHEDULED" as const,
        scheduledTime: at(time),
      })),
    });
    month = await expectConsistent(owner.id);
    expect(month.days["2026-12-11"]).toBe(2);

    await db.businessProfile.delete({ where: { userId: owner.id } });
    expect((await expectConsistent(owner.id)).timeZone).toBe("UTC");

    // Deleting the account takes its days along.
    await db.user.delete({ where: { id: owner.id } });
    expect(await db.calendarDay.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("stay right when writers race on one day", async () => {
    const owner = await createUser("calendar-race");
    const day = (i: number) => at(`2026-12-15T${String(8 + (i % 12)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:00Z`);
    const posts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => db.post.create({ data: { userId: owner.id, content: `Race ${i}`, status: "SCHEDULED", scheduledTime: day(i) } })),
    );
    // Moves, publications, deletions and new posts on the same day at once, each in a transaction of its own.
    await Promise.all([
      ...posts.slice(0, 4).map((p, i) => db.post.update({ where: { id: p.id }, data: { scheduledTime: day(i + 20) } })),
      ...posts.slice(4, 7).map((p) => db.post.update({ where: { id: p.id }, data: { status: "PUBLISHED", publishedAt: p.scheduledTime } })),
      ...posts.slice(7, 9).map((p) => db.post.delete({ where: { id: p.id } })),
      ...Array.from({ length: 4 }, (_, i) =>
        db.post.create({ data: { userId: owner.id, content: `New ${i}`, status: "SCHEDULED", scheduledTime: day(i + 40) } }),
      ),
    ]);
    const month = await expectConsistent(owner.id);
    expect(month.days).toEqual({ "2026-12-15": 14 });
  });
});
