// GET/POST /api/calendar/queue and POST /api/calendar/queue/swap as the browser calls them, on PGlite and
// PostgreSQL, at the real time: the upcoming slots with their posts, a post added to the next free slot and
// said so, two queued posts swapped; someone else's post is 404, a visitor 401, and bad input of every kind a
// 4xx in the envelope, never a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET, POST } from "@/app/api/calendar/queue/route";
import { POST as SWAP } from "@/app/api/calendar/queue/swap/route";
import { daysAfter, slotInstants } from "@/lib/calendar/slot-instants";
import { queueReplySchema, queueSwapReplySchema, type PostingSlot } from "@/lib/calendar/schemas/slots";
import { SLOT_MESSAGES } from "@/lib/calendar/calendar-limits";
import { db } from "@/lib/db";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import { formatInZone } from "@/lib/time/zoned-time";
import { createPost } from "../support/publishing";
import { connectPage, warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const [first] = sandboxPagesNamed(null);
const page = first!.id;

/** Every day at a whole hour three hours from now (UTC, the zone of a brand without a profile): never a slot that is passing. */
function everyDayLater(): PostingSlot[] {
  const time = `${String((new Date().getUTCHours() + 3) % 24).padStart(2, "0")}:00`;
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time }));
}

async function signedInWith(slots: PostingSlot[], prefix = "queue-api") {
  const user = await createUser(prefix);
  await connectPage(user.id, page, `sandbox-page:${user.id}:${page}`, first!.name);
  await db.postingSlot.createMany({ data: slots.map((s) => ({ userId: user.id, ...s })) });
  actAs(user);
  return user;
}

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

async function replyOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

const queueOf = async (days?: string) =>
  replyOf(await GET(call(`/api/calendar/queue${days === undefined ? "" : `?days=${encodeURIComponent(days)}`}`), noParams));
const add = async (body: unknown, headers?: Record<string, string>) => replyOf(await POST(json("/api/calendar/queue", body, headers), noParams));
const swap = async (body: unknown, headers?: Record<string, string>) => replyOf(await SWAP(json("/api/calendar/queue/swap", body, headers), noParams));

describe("/api/calendar/queue", () => {
  it("lists the coming slots, adds posts to the next free ones and says when, and swaps two of them", async () => {
    const slots = everyDayLater();
    const user = await signedInWith(slots);
    const now = new Date();
    const instants = slotInstants(slots, "UTC", now, daysAfter(now, 7, "UTC")).map((s) => s.at.toISOString());
    expect(instants).toHaveLength(7);

    const empty = await queueOf("7");
    expect(empty.status).toBe(200);
    expect(queueReplySchema.parse(empty.body.object)).toMatchObject({ timeZone: "UTC", open: 7 });
    expect(empty.body.object.slots.map((s: { at: string }) => s.at)).toEqual(instants);
    expect((await queueOf()).body.object.slots).toHaveLength(14);

    const one = await createPost(user.id, "First draft");
    const two = await createPost(user.id, "Second draft");
    const added = await add({ postID: one.id, postContent: "First, queued", platforms: ["FACEBOOK"] });
    expect(added).toMatchObject({
      status: 200,
      body: {
        statusCode: "OK",
        message: `Added to the queue for ${formatInZone(new Date(instants[0]!), "UTC", "EEEE d MMMM 'at' HH:mm")}.`,
        object: { id: one.id, status: "SCHEDULED", scheduledTime: instants[0] },
      },
    });
    const connection = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } });
    expect((await add({ postID: two.id, postContent: "Second, queued", targets: [connection.id] })).body.object.scheduledTime).toBe(instants[1]);

    const listed = (await queueOf("7")).body.object;
    expect(listed.open).toBe(5);
    expect(listed.slots.slice(0, 2).map((s: { posts: { id: number }[] }) => s.posts.map((p) => p.id))).toEqual([[one.id], [two.id]]);

    const swapped = await swap({ postIds: [one.id, two.id] });
    expect(swapped).toMatchObject({ status: 200, body: { statusCode: "OK", message: "Posts swapped" } });
    expect(queueSwapReplySchema.parse(swapped.body.object).posts.map((p) => [p.id, p.scheduledTime])).toEqual([
      [one.id, instants[1]],
      [two.id, instants[0]],
    ]);
    expect((await queueOf("7")).body.object.slots.slice(0, 2).map((s: { posts: { id: number }[] }) => s.posts.map((p) => p.id))).toEqual([[two.id], [one.id]]);
  });

  it("says to set slots first; someone else's post is 404 to add and to swap; a visitor is 401", async () => {
    const owner = await signedInWith(everyDayLater(), "queue-owner");
    const draft = await createPost(owner.id, "The owner's draft");
    const queued = await createPost(owner.id, "The owner's queued post");
    expect((await add({ postID: queued.id, postContent: "Queued", platforms: ["FACEBOOK"] })).status).toBe(200);

    await signedInWith([], "queue-none");
    expect(await add({ postContent: "No slots yet", platforms: ["FACEBOOK"] })).toMatchObject({
      status: 409,
      body: { statusCode: "CONFLICT", message: SLOT_MESSAGES.noSlots },
    });
    expect((await queueOf()).body.object).toMatchObject({ open: 0, slots: [] });

    const intruder = await signedInWith(everyDayLater(), "queue-intruder");
    const mine = await createPost(intruder.id, "Mine");
    expect((await add({ postID: mine.id, postContent: "Mine", platforms: ["FACEBOOK"] })).status).toBe(200);
    expect(await add({ postID: draft.id, postContent: "Hijacked", platforms: ["FACEBOOK"] })).toMatchObject({ status: 404, body: { statusCode: "NOT_FOUND" } });
    expect(await swap({ postIds: [mine.id, queued.id] })).toMatchObject({ status: 404, body: { statusCode: "NOT_FOUND" } });
    expect((await queueOf("31")).body.object.slots.flatMap((s: { posts: { id: number }[] }) => s.posts.map((p) => p.id))).toEqual([mine.id]);
    expect(await db.post.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ content: "The owner's draft", status: "GENERATED" });

    actAs(null);
    expect((await queueOf()).status).toBe(401);
    expect((await add({ postContent: "x", platforms: ["FACEBOOK"] })).status).toBe(401);
    expect((await swap({ postIds: [1, 2] })).status).toBe(401);
  });

  it("refuses bad input of every kind with a 4xx envelope", async () => {
    await signedInWith(everyDayLater(), "queue-bad");
    for (const days of ["0", "32", "abc", "1e400", "99999999999999999999", "\u0000"]) {
      expect(await queueOf(days), days).toMatchObject({ status: 422, body: { statusCode: "VALIDATION_ERROR", message: SLOT_MESSAGES.days } });
    }
    const bodies: [unknown, number][] = [
      ['{"postID": 1, "postContent": ', 400],
      [{ postID: "abc", postContent: {}, platforms: "FACEBOOK", postIds: "1,2" }, 422],
      ['{"postID": 123456789012345678901234567890, "postIds": [1e308, 1], "postContent": "x", "platforms": ["FACEBOOK"]}', 422],
      [[1, 2, 3], 422],
      [{ postContent: ["x"], platforms: [["FACEBOOK"]], postIds: [[1], [2]] }, 422],
      [{ postContent: "bad\u0000text", platforms: ["FACEBOOK"], postIds: [1, 1] }, 422],
      ["", 422],
    ];
    for (const [body, status] of bodies) {
      for (const send of [add, swap]) {
        const { status: got, body: reply } = await send(body);
        expect(got, `${send === add ? "add" : "swap"} ${String(JSON.stringify(body)).slice(0, 60)}`).toBe(status);
        expect(typeof reply.message).toBe("string");
      }
    }
    expect(await add({ postContent: "Where to?", platforms: [] })).toMatchObject({ status: 422, body: { message: SCHEDULE_MESSAGES.platform } });
    expect(await swap({ postIds: [7, 7] })).toMatchObject({ status: 422, body: { message: SLOT_MESSAGES.samePost } });
    expect((await add(JSON.stringify({ postContent: "x", platforms: ["FACEBOOK"] }), { "content-type": "text/plain" })).status).toBe(415);
    expect((await swap("x".repeat(70 * 1024))).status).toBe(413);
  });
});
