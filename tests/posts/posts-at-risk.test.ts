// Posts at risk (issue 20, look ahead) as GET /api/calendar, GET /api/calendar/queue and GET /api/post answer
// them, on PGlite and PostgreSQL: a scheduled post with a delivery still to make to a page that needs
// reconnecting (or lacks a permission) is marked with that page; a healthy or expiring page, a delivery
// already made, and a post not scheduled are not; reconnecting clears the mark; and another user's pages
// never mark my posts, nor theirs mine.
import { describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET as calendarRoute } from "@/app/api/calendar/route";
import { GET as queueRoute } from "@/app/api/calendar/queue/route";
import { GET as postsRoute } from "@/app/api/post/route";
import { calendarReplySchema } from "@/lib/calendar/schemas/calendar";
import { daysAfter, slotInstants } from "@/lib/calendar/slot-instants";
import { queueReplySchema } from "@/lib/calendar/schemas/slots";
import { db } from "@/lib/db";
import type { ConnectionHealth, Platform } from "@/lib/generated/prisma/client";
import { postListSchema } from "@/lib/posts/schemas/post";
import { HEALTH_RESTORED } from "@/lib/social/connection-health";

const DEC = (day: number, hour = 12) => new Date(Date.UTC(2026, 11, day, hour));
const MONTH = { from: "2026-12-01T00:00:00Z", to: "2027-01-01T00:00:00Z" };
const WEEK = { from: "2026-12-07T00:00:00Z", to: "2026-12-14T00:00:00Z" };

async function calendar({ from, to }: { from: string; to: string }) {
  const reply = await calendarRoute(call(`/api/calendar?${new URLSearchParams({ from, to })}`), noParams);
  expect(reply.status).toBe(200);
  return calendarReplySchema.parse((await reply.json()).object);
}

async function posts(query = "") {
  const reply = await postsRoute(call(`/api/post${query}`), noParams);
  expect(reply.status).toBe(200);
  return postListSchema.parse((await reply.json()).object);
}

/** What the three replies mark: the month's, the week's and the post list's. */
async function marked() {
  const [month, week, list] = await Promise.all([calendar(MONTH), calendar(WEEK), posts("?pageSize=50")]);
  return { month: month.atRisk, week: week.atRisk, list: list.atRisk };
}

async function bakery(prefix: string) {
  const user = await createUser(prefix);
  const connect = (platform: "FACEBOOK" | "INSTAGRAM", accountId: string, accountName: string) =>
    db.socialConnection.create({ data: { userId: user.id, platform, accountId, accountName, pageId: "1001", accessToken: "x" } });
  const page = await connect("FACEBOOK", "1001", "Corner Bakery");
  const account = await connect("INSTAGRAM", "17841400000001", "cornerbakery");
  type Target = { to: { id: number; platform: Platform; accountName: string }; status?: "PENDING" | "SUCCESS" | "FAILED" };
  const post = (content: string, status: "SCHEDULED" | "PUBLISHED" | "FAILED" | "PARTLY_PUBLISHED", at: Date, targets: Target[]) =>
    db.post.create({
      data: {
        userId: user.id,
        content,
        status,
        scheduledTime: at,
        platforms: {
          create: targets.map(({ to, status = "PENDING" }) => ({ platform: to.platform, connectionId: to.id, accountName: to.accountName, status })),
        },
      },
    });
  const setHealth = (connection: { id: number }, health: ConnectionHealth, healthReason: string | null = null) =>
    db.socialConnection.update({ where: { id: connection.id }, data: { health, healthReason, unhealthySince: health === "HEALTHY" ? null : new Date() } });
  return { user, page, account, post, setHealth };
}

describe("posts at risk", () => {
  it("a scheduled post waiting for a page that needs reconnecting is marked in the calendar and the post list, until the page is reconnected", async () => {
    const { user, page, account, post, setHealth } = await bakery("at-risk");
    const both = await post("Cinnamon buns every Saturday", "SCHEDULED", DEC(10), [{ to: page }, { to: account }]);
    const instagramOnly = await post("Only on Instagram", "SCHEDULED", DEC(11), [{ to: account }]);
    const partlyDone = await post("Facebook already has it", "SCHEDULED", DEC(12), [{ to: page, status: "SUCCESS" }, { to: account }]);
    await post("Went out before", "PUBLISHED", DEC(3), [{ to: page, status: "SUCCESS" }]);
    await post("Failed for good", "FAILED", DEC(4), [{ to: page, status: "FAILED" }]);
    const nextMonth = await post("After the new year", "SCHEDULED", new Date(Date.UTC(2027, 0, 5, 9)), [{ to: page }]);
    actAs(user);

    // Healthy, and expiring (its access still works): nothing is at risk.
    expect(await marked()).toEqual({ month: {}, week: {}, list: {} });
    await setHealth(page, "EXPIRING", "Access ends in 3 days.");
    expect(await marked()).toEqual({ month: {}, week: {}, list: {} });

    // The page's admin removed Postloom: the one scheduled post still to go to the page is at risk, with that page.
    await setHealth(page, "NEEDS_RECONNECT", "You no longer have a role on the Page that lets Postloom post.");
    const facebook = [{ platform: "FACEBOOK", accountName: "Corner Bakery", health: "NEEDS_RECONNECT" }];
    expect(await marked()).toEqual({ month: { [both.id]: facebook }, week: { [both.id]: facebook }, list: { [both.id]: facebook, [nextMonth.id]: facebook } });

    // Both of its targets can't post: both are named, in the order of its targets.
    await setHealth(account, "MISSING_PERMISSION", "Postloom needs the instagram_content_publish permission.");
    const instagram = { platform: "INSTAGRAM", accountName: "cornerbakery", health: "MISSING_PERMISSION" };
    const { month } = await marked();
    expect(month).toEqual({ [both.id]: [...facebook, instagram], [instagramOnly.id]: [instagram], [partlyDone.id]: [instagram] });

    // Reconnected (as authorizing the page again does), the marks go with nothing else changed.
    await db.socialConnection.update({ where: { id: page.id }, data: { ...HEALTH_RESTORED } });
    await db.socialConnection.update({ where: { id: account.id }, data: { ...HEALTH_RESTORED } });
    expect(await marked()).toEqual({ month: {}, week: {}, list: {} });
  });

  it("marks only the posts of the page of the list asked for", async () => {
    const { user, page, post, setHealth } = await bakery("at-risk-pages");
    // The oldest is on the second page of ten; each is scheduled a day after the one before.
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await post(`Post ${i}`, "SCHEDULED", DEC(i + 1), [{ to: page }]));
    await db.postPlatform.updateMany({ where: { postId: { in: made.slice(1).map((p) => p.id) } }, data: { status: "SENDING" } });
    await setHealth(page, "NEEDS_RECONNECT");
    actAs(user);
    const first = await posts();
    expect(first.postList).toHaveLength(10);
    expect(first.atRisk).toEqual({});
    const second = await posts("?pageNo=1");
    expect(second.postList.map((p) => p.id)).toContain(made[0]!.id);
    expect(Object.keys(second.atRisk)).toEqual([String(made[0]!.id)]);
    // The scheduled filter reads the same ids.
    expect(Object.keys((await posts("?status=SCHEDULED&pageSize=50")).atRisk)).toEqual([String(made[0]!.id)]);
  });

  it("another user's page that needs reconnecting never marks my posts, and mine never marks theirs", async () => {
    const mine = await bakery("at-risk-mine");
    const theirs = await bakery("at-risk-theirs");
    const myPost = await mine.post("Mine, to my healthy page", "SCHEDULED", DEC(9), [{ to: mine.page }]);
    const theirPost = await theirs.post("Theirs, to their broken page", "SCHEDULED", DEC(9), [{ to: theirs.page }]);
    await theirs.setHealth(theirs.page, "NEEDS_RECONNECT");

    actAs(mine.user);
    expect(await marked()).toEqual({ month: {}, week: {}, list: {} });
    // With one of mine broken too (so my connections are read on): still only my own posts, by my own pages.
    await mine.setHealth(mine.account, "NEEDS_RECONNECT");
    expect(await marked()).toEqual({ month: {}, week: {}, list: {} });
    await mine.setHealth(mine.page, "NEEDS_RECONNECT");
    expect(Object.keys((await marked()).month)).toEqual([String(myPost.id)]);

    actAs(theirs.user);
    const { month, list } = await marked();
    expect(Object.keys(month)).toEqual([String(theirPost.id)]);
    expect(Object.keys(list)).toEqual([String(theirPost.id)]);
  });

  it("the queue marks its posts at risk too", async () => {
    const { user, page, post, setHealth } = await bakery("at-risk-queue");
    const time = `${String((new Date().getUTCHours() + 3) % 24).padStart(2, "0")}:00`;
    const slots = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time }));
    await db.postingSlot.createMany({ data: slots.map((slot) => ({ userId: user.id, ...slot })) });
    const now = new Date();
    const [firstSlot, secondSlot] = slotInstants(slots, "UTC", now, daysAfter(now, 7, "UTC"));
    const queued = await post("First in the queue", "SCHEDULED", firstSlot!.at, [{ to: page }]);
    await post("Second in the queue", "SCHEDULED", secondSlot!.at, [{ to: page, status: "SUCCESS" }]);
    actAs(user);
    const queue = async () => queueReplySchema.parse((await (await queueRoute(call("/api/calendar/queue?days=7"), noParams)).json()).object);
    expect((await queue()).atRisk).toEqual({});
    await setHealth(page, "NEEDS_RECONNECT");
    expect((await queue()).atRisk).toEqual({ [queued.id]: [{ platform: "FACEBOOK", accountName: "Corner Bakery", health: "NEEDS_RECONNECT" }] });
  });
});
