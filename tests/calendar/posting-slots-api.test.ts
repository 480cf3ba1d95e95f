// GET and PUT /api/calendar/slots as the browser calls them, on PGlite and PostgreSQL: a week of slots
// saved and read back in order with the brand's zone, replaced as a whole, kept per user; bad input of
// every kind refused in the envelope with a 4xx, never a 500.
import { describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET, PUT } from "@/app/api/calendar/slots/route";
import { postingSlotsReplySchema } from "@/lib/calendar/schemas/slots";
import { SLOT_MESSAGES } from "@/lib/calendar/calendar-limits";
import { db } from "@/lib/db";

const put = (body: unknown, headers: Record<string, string> = {}) =>
  PUT(call("/api/calendar/slots", { method: "PUT", headers, body: typeof body === "string" ? body : JSON.stringify(body) }), noParams);
const get = () => GET(call("/api/calendar/slots"), noParams);

async function replyOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("/api/calendar/slots", () => {
  it("saves a week of slots and reads it back in order, in the brand's zone; a second save replaces the first", async () => {
    const owner = await createUser("slots");
    actAs(owner);
    expect(await replyOf(await get())).toEqual({ status: 200, body: { statusCode: "OK", message: "OK", object: { timeZone: "UTC", slots: [] } } });

    await db.businessProfile.create({
      data: {
        userId: owner.id,
        businessName: "Crumb",
        industry: "retail",
        description: "A small bakery.",
        targetAudience: "Neighbours",
        painPoints: "Stale bread",
        timeZone: "Europe/Lisbon",
      },
    });
    const week = [
      { weekday: 5, time: "18:00" },
      { weekday: 1, time: "09:00" },
      { weekday: 3, time: "09:00" },
      { weekday: 1, time: "18:00" },
      { weekday: 1, time: "09:00" },
    ];
    const saved = await replyOf(await put({ slots: week }));
    expect(saved).toMatchObject({ status: 200, body: { statusCode: "OK", message: "Posting slots saved" } });
    const ordered = [
      { weekday: 1, time: "09:00" },
      { weekday: 1, time: "18:00" },
      { weekday: 3, time: "09:00" },
      { weekday: 5, time: "18:00" },
    ];
    expect(postingSlotsReplySchema.parse(saved.body.object)).toEqual({ timeZone: "Europe/Lisbon", slots: ordered });
    expect((await replyOf(await get())).body.object).toEqual({ timeZone: "Europe/Lisbon", slots: ordered });

    expect((await replyOf(await put({ slots: [{ weekday: 7, time: "12:15" }] }))).body.object.slots).toEqual([{ weekday: 7, time: "12:15" }]);
    expect(await db.postingSlot.count({ where: { userId: owner.id } })).toBe(1);

    // Another user has a week of their own; and an empty list clears the week.
    const other = await createUser("slots-other");
    actAs(other);
    expect((await replyOf(await get())).body.object).toEqual({ timeZone: "UTC", slots: [] });
    await put({ slots: [{ weekday: 2, time: "08:00" }] });
    actAs(owner);
    expect((await replyOf(await get())).body.object.slots).toEqual([{ weekday: 7, time: "12:15" }]);
    expect((await replyOf(await put({ slots: [] }))).body.object.slots).toEqual([]);
    expect(await db.postingSlot.count({ where: { userId: other.id } })).toBe(1);
  });

  it("refuses bad input with a 4xx envelope that says what is wrong, and keeps what was saved", async () => {
    const owner = await createUser("slots-bad");
    actAs(owner);
    await put({ slots: [{ weekday: 1, time: "09:00" }] });
    const tooMany = Array.from({ length: 29 }, (_, i) => ({ weekday: (i % 7) + 1, time: `${String(8 + Math.floor(i / 7)).padStart(2, "0")}:00` }));
    const cases: [unknown, number, string][] = [
      [{ slots: [{ weekday: 1, time: "09:10" }] }, 422, SLOT_MESSAGES.time],
      [{ slots: [{ weekday: 8, time: "09:00" }] }, 422, SLOT_MESSAGES.weekday],
      [{ slots: [{ weekday: "Monday", time: 9 }] }, 422, SLOT_MESSAGES.weekday],
      [{ slots: tooMany }, 422, SLOT_MESSAGES.tooMany],
      [{ slots: "Mon 09:00" }, 422, SLOT_MESSAGES.slots],
      [{}, 422, SLOT_MESSAGES.slots],
      [[1, 2, 3], 422, "expected object"],
      [{ slots: [{ weekday: 1e308, time: "a".repeat(10_000) }] }, 422, SLOT_MESSAGES.weekday],
      ['{"slots": [', 400, "The request body must be valid JSON."],
    ];
    for (const [body, status, message] of cases) {
      const { status: got, body: reply } = await replyOf(await put(body));
      expect(got, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(reply.statusCode).toBe(status === 400 ? "BAD_REQUEST" : "VALIDATION_ERROR");
      expect(`${reply.message} ${JSON.stringify(reply.object)}`.toLowerCase()).toContain(message.toLowerCase());
    }
    expect((await put(JSON.stringify({ slots: [] }), { "content-type": "text/plain" })).status).toBe(415);
    expect((await put("x".repeat(70 * 1024))).status).toBe(413);
    expect((await replyOf(await get())).body.object.slots).toEqual([{ weekday: 1, time: "09:00" }]);

    actAs(null);
    expect((await get()).status).toBe(401);
    expect((await put({ slots: [] })).status).toBe(401);
  });
});
