// The posting queue's services, on PGlite and PostgreSQL, at fixed times around Lisbon's and New York's
// clock changes in 2027: the upcoming slots with the posts that hold them; "Add to queue" takes the next free
// slot strictly after now, skips taken ones, and never gives two concurrent adds the same slot; it says what
// to do when there are no slots or none free; a swap trades two scheduled posts' times, or neither when one
// is being sent, published, due or someone else's.
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/session";
import { addToQueue } from "@/lib/calendar/add-to-queue";
import { openSlotsThisWeek } from "@/lib/calendar/open-slots-this-week";
import { daysAfter, slotInstants } from "@/lib/calendar/slot-instants";
import { type PostingSlot } from "@/lib/calendar/schemas/slots";
import { SLOT_MESSAGES } from "@/lib/calendar/calendar-limits";
import { DUE_NOW, swapQueued } from "@/lib/calendar/swap-queued";
import { upcomingSlots } from "@/lib/calendar/upcoming-slots";
import { db } from "@/lib/db";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { BEING_PUBLISHED } from "@/lib/posts/lock-post-for-user";
import { NOT_SCHEDULED, PUBLISHED_CANNOT_MOVE } from "@/lib/publishing/reschedule-post";
import { createPost, createScheduledPost } from "../support/publishing";
import { connectPage, warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const [first] = sandboxPagesNamed(null);
const page = first!.id;
const FRIDAY_NOON = new Date("2027-03-26T12:00:00Z");
const slot = (weekday: number, time: string): PostingSlot => ({ weekday, time });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** A user whose brand is in `zone`, with a connected sandbox page and these weekly slots. */
async function brandWith(zone: string, slots: PostingSlot[], prefix = "queue") {
  const user = await createUser(prefix);
  await connectPage(user.id, page, `sandbox-page:${user.id}:${page}`, first!.name);
  await db.businessProfile.create({
    data: {
      userId: user.id,
      businessName: "Crumb",
      industry: "retail",
      description: "A small bakery.",
      targetAudience: "Neighbours",
      painPoints: "Stale bread",
      timeZone: zone,
    },
  });
  await db.postingSlot.createMany({ data: slots.map((s) => ({ userId: user.id, ...s })) });
  return user;
}

function queue(userId: string, postID: number | null, now: Date, postContent = "Fresh bread, every morning.") {
  return addToQueue(userId, { postID, postContent, platforms: ["FACEBOOK"], targets: [] }, () => now);
}

const scheduledTimeOf = async (id: number) => (await db.post.findUniqueOrThrow({ where: { id } })).scheduledTime?.toISOString();

describe("upcoming slots", () => {
  it("in Lisbon across the spring-forward: each slot at its instant, with the scheduled post that holds it (a post an hour off holds none)", async () => {
    const user = await brandWith("Europe/Lisbon", [slot(6, "09:00"), slot(7, "01:30"), slot(7, "09:00"), slot(1, "09:00")]);
    const brunch = await createScheduledPost(user.id, new Date("2027-03-28T08:00:00Z"), "Sunday brunch from nine");
    await createScheduledPost(user.id, new Date("2027-03-28T09:00:00Z"), "Ten o'clock, not a slot");
    await db.post.create({ data: { userId: user.id, content: "Failed on a slot", status: "FAILED", scheduledTime: new Date("2027-03-29T08:00:00Z") } });
    await createPost(user.id, "A draft");
    const stranger = await brandWith("Europe/Lisbon", [], "stranger");
    await createScheduledPost(stranger.id, new Date("2027-03-27T09:00:00Z"), "Someone else's Saturday");

    const reply = await upcomingSlots(user.id, FRIDAY_NOON, 4);
    expect(reply).toMatchObject({ timeZone: "Europe/Lisbon", from: "2027-03-26T12:00:00.000Z", to: "2027-03-30T11:00:00.000Z", open: 3 });
    expect(reply.slots.map(({ posts, ...rest }) => ({ ...rest, posts: posts.map((p) => p.excerpt) }))).toEqual([
      { at: "2027-03-27T09:00:00.000Z", date: "2027-03-27", weekday: 6, time: "09:00", shifted: false, posts: [] },
      { at: "2027-03-28T01:00:00.000Z", date: "2027-03-28", weekday: 7, time: "01:30", shifted: true, posts: [] },
      { at: "2027-03-28T08:00:00.000Z", date: "2027-03-28", weekday: 7, time: "09:00", shifted: false, posts: ["Sunday brunch from nine"] },
      { at: "2027-03-29T08:00:00.000Z", date: "2027-03-29", weekday: 1, time: "09:00", shifted: false, posts: [] },
    ]);
    expect(reply.slots[2]!.posts[0]).toMatchObject({
      id: brunch.id,
      status: "SCHEDULED",
      at: "2027-03-28T08:00:00.000Z",
      targets: [{ platform: "FACEBOOK", accountName: first!.name }],
    });
  });

  it("in New York across the fall-back: 01:30 is the first of the two, and 09:00 is 09:00 on both sides", async () => {
    const user = await brandWith("America/New_York", [slot(6, "09:00"), slot(7, "01:30"), slot(7, "09:00")]);
    await createScheduledPost(user.id, new Date("2027-11-07T05:30:00Z"), "The first 01:30");
    await createScheduledPost(user.id, new Date("2027-11-07T06:30:00Z"), "The second 01:30");
    const reply = await upcomingSlots(user.id, new Date("2027-11-05T17:00:00Z"), 3);
    expect(reply.slots.map((s) => [s.at, s.time, s.posts.map((p) => p.excerpt)])).toEqual([
      ["2027-11-06T13:00:00.000Z", "09:00", []],
      ["2027-11-07T05:30:00.000Z", "01:30", ["The first 01:30"]],
      ["2027-11-07T14:00:00.000Z", "09:00", []],
    ]);
    expect(reply.open).toBe(2);
  });

  it("counts the open slots of the next 7 days for the dashboard", async () => {
    const user = await brandWith(
      "Europe/Lisbon",
      [1, 3, 5].flatMap((day) => [slot(day, "09:00"), slot(day, "18:00")]),
    );
    // Six in the week: Friday 26 March 18:00, Monday and Wednesday 09:00 and 18:00, Friday 2 April 09:00 (its 18:00 is past the week); two taken.
    await createScheduledPost(user.id, new Date("2027-03-29T08:00:00Z"));
    await createScheduledPost(user.id, new Date("2027-03-31T17:00:00Z"));
    expect(await openSlotsThisWeek(user.id, FRIDAY_NOON)).toBe(4);
    expect(await openSlotsThisWeek((await createUser("no-slots")).id, FRIDAY_NOON)).toBe(0);
  });
});

describe("add to queue", () => {
  it("takes the next free slot after now in the brand's zone, skipping taken ones; new text becomes a post", async () => {
    const user = await brandWith("Europe/Lisbon", [slot(6, "09:00"), slot(7, "09:00"), slot(1, "09:00")]);
    await createScheduledPost(user.id, new Date("2027-03-27T09:00:00Z"), "Saturday, taken");
    const a = await createPost(user.id, "Draft A");
    const b = await createPost(user.id, "Draft B");

    const queuedA = await queue(user.id, a.id, FRIDAY_NOON, "Draft A, edited");
    expect(queuedA.timeZone).toBe("Europe/Lisbon");
    expect(queuedA.post).toMatchObject({ id: a.id, content: "Draft A, edited", status: "SCHEDULED", scheduledTime: "2027-03-28T08:00:00.000Z" });
    expect(queuedA.post.postPlatforms).toMatchObject([{ platform: "FACEBOOK", status: "PENDING", accountName: first!.name }]);
    expect((await queue(user.id, b.id, FRIDAY_NOON)).post.scheduledTime).toBe("2027-03-29T08:00:00.000Z");
    const typed = await queue(user.id, null, FRIDAY_NOON, "Typed, never generated");
    expect(typed.post).toMatchObject({ content: "Typed, never generated", status: "SCHEDULED", scheduledTime: "2027-04-03T08:00:00.000Z" });
    expect([a.id, b.id]).not.toContain(typed.post.id);

    // Queued again, a post keeps the slot it holds rather than counting it as taken.
    expect((await queue(user.id, a.id, FRIDAY_NOON)).post.scheduledTime).toBe("2027-03-28T08:00:00.000Z");
  });

  it("strictly after now: a slot at this very instant is passing", async () => {
    const user = await brandWith("Europe/Lisbon", [slot(6, "09:00")]);
    const post = await createPost(user.id);
    expect((await queue(user.id, post.id, new Date("2027-03-27T09:00:00Z"))).post.scheduledTime).toBe("2027-04-03T08:00:00.000Z");
  });

  it("says to set slots when there are none, and when the next 8 weeks are full; the post stays a draft", async () => {
    const none = await brandWith("UTC", []);
    const draft = await createPost(none.id);
    expect(await rejection(queue(none.id, draft.id, FRIDAY_NOON))).toMatchObject({ code: "CONFLICT", status: 409, message: SLOT_MESSAGES.noSlots });

    const busy = await brandWith("UTC", [slot(1, "09:00")]);
    const mondays = slotInstants([slot(1, "09:00")], "UTC", FRIDAY_NOON, daysAfter(FRIDAY_NOON, 56, "UTC"));
    expect(mondays).toHaveLength(8);
    for (const monday of mondays) await createScheduledPost(busy.id, monday.at);
    const waiting = await createPost(busy.id, "Waiting");
    expect(await rejection(queue(busy.id, waiting.id, FRIDAY_NOON))).toMatchObject({ code: "CONFLICT", message: SLOT_MESSAGES.full });
    expect(await db.post.findUniqueOrThrow({ where: { id: waiting.id }, include: { platforms: true } })).toMatchObject({
      status: "GENERATED",
      scheduledTime: null,
      platforms: [],
    });

    await db.postingSlot.create({ data: { userId: busy.id, weekday: 2, time: "09:00" } });
    expect((await queue(busy.id, waiting.id, FRIDAY_NOON)).post.scheduledTime).toBe("2027-03-30T09:00:00.000Z");
  });

  it("another user's post is not found, and stays as it was", async () => {
    const owner = await brandWith("UTC", [slot(1, "09:00")], "owner");
    const intruder = await brandWith("UTC", [slot(1, "09:00")], "intruder");
    const draft = await createPost(owner.id, "Mine");
    expect(await rejection(queue(intruder.id, draft.id, FRIDAY_NOON, "Hijacked"))).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect(await db.post.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ content: "Mine", status: "GENERATED", scheduledTime: null });
  });

  it("concurrent adds never share a slot: each takes its own, in order", async () => {
    const everyDay = [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [slot(day, "09:00"), slot(day, "18:00")]);
    const user = await brandWith("Europe/Lisbon", everyDay);
    const expected = slotInstants(everyDay, "Europe/Lisbon", FRIDAY_NOON, daysAfter(FRIDAY_NOON, 56, "Europe/Lisbon")).map((s) => s.at.toISOString());
    const taken: string[] = [];
    for (let round = 0; round < 3; round++) {
      const drafts = await Promise.all(Array.from({ length: 6 }, (_, i) => createPost(user.id, `Round ${round} draft ${i}`)));
      const queued = await Promise.all(drafts.map((draft) => queue(user.id, draft.id, FRIDAY_NOON)));
      taken.push(...queued.map((q) => q.post.scheduledTime!));
      expect(new Set(taken).size, `round ${round}`).toBe(taken.length);
    }
    expect(taken.sort()).toEqual(expected.slice(0, 18));
  });
});

describe("swap queued posts", () => {
  const at = (iso: string) => new Date(iso);

  it("trades two scheduled posts' times", async () => {
    const user = await brandWith("UTC", []);
    const monday = await createScheduledPost(user.id, at("2027-03-29T09:00:00Z"), "Monday's");
    const tuesday = await createScheduledPost(user.id, at("2027-03-30T09:00:00Z"), "Tuesday's");
    const reply = await swapQueued(user.id, tuesday.id, monday.id, () => FRIDAY_NOON);
    expect(reply.posts.map((p) => [p.id, p.scheduledTime])).toEqual([
      [tuesday.id, "2027-03-29T09:00:00.000Z"],
      [monday.id, "2027-03-30T09:00:00.000Z"],
    ]);
    expect([await scheduledTimeOf(monday.id), await scheduledTimeOf(tuesday.id)]).toEqual(["2027-03-30T09:00:00.000Z", "2027-03-29T09:00:00.000Z"]);
  });

  it("moves neither when one is being sent, claimed, published, not scheduled, due now or someone else's", async () => {
    const user = await brandWith("UTC", []);
    const mine = await createScheduledPost(user.id, at("2027-03-29T09:00:00Z"), "Stays put");
    const sending = await createScheduledPost(user.id, at("2027-03-30T09:00:00Z"), "Being sent");
    await db.post.update({ where: { id: sending.id }, data: { claimedAt: FRIDAY_NOON, claimedBy: "worker-2" } });
    await db.postPlatform.updateMany({ where: { postId: sending.id }, data: { status: "SENDING" } });
    const claimed = await createScheduledPost(user.id, at("2027-03-31T09:00:00Z"), "Claimed by a runner");
    await db.post.update({ where: { id: claimed.id }, data: { claimedAt: FRIDAY_NOON, claimedBy: "worker-1" } });
    const published = await db.post.create({
      data: {
        userId: user.id,
        content: "Out already",
        status: "PUBLISHED",
        scheduledTime: at("2027-03-20T09:00:00Z"),
        publishedAt: at("2027-03-20T09:00:00Z"),
      },
    });
    const draft = await createPost(user.id, "A draft");
    const overdue = await createScheduledPost(user.id, at("2027-03-26T11:59:00Z"), "Due a minute ago");
    const stranger = await brandWith("UTC", [], "stranger");
    const theirs = await createScheduledPost(stranger.id, at("2027-04-01T09:00:00Z"), "Not mine");

    const cases: [number, object][] = [
      [sending.id, { code: "CONFLICT", message: BEING_PUBLISHED }],
      [claimed.id, { code: "CONFLICT", message: BEING_PUBLISHED }],
      [published.id, { code: "CONFLICT", message: PUBLISHED_CANNOT_MOVE }],
      [draft.id, { code: "CONFLICT", message: NOT_SCHEDULED }],
      [overdue.id, { code: "CONFLICT", message: DUE_NOW }],
      [theirs.id, { code: "NOT_FOUND", status: 404 }],
      [mine.id, { code: "VALIDATION_ERROR", message: SLOT_MESSAGES.samePost }],
    ];
    for (const [other, refusal] of cases) {
      expect(await rejection(swapQueued(user.id, mine.id, other, () => FRIDAY_NOON)), String(other)).toMatchObject(refusal);
      expect(await rejection(swapQueued(user.id, other, mine.id, () => FRIDAY_NOON)), String(other)).toMatchObject(refusal);
    }
    expect(await scheduledTimeOf(mine.id)).toBe("2027-03-29T09:00:00.000Z");
    expect(await scheduledTimeOf(sending.id)).toBe("2027-03-30T09:00:00.000Z");
    expect(await scheduledTimeOf(overdue.id)).toBe("2027-03-26T11:59:00.000Z");
    expect(await scheduledTimeOf(theirs.id)).toBe("2027-04-01T09:00:00.000Z");
  });
});
