// Weekly posting slots in the brand's zone, without a database: where they fall around Lisbon's and New
// York's clock changes in 2027 (a 09:00 slot stays 09:00 on the brand's clock either side; a slot the clocks
// skip moves to the first minute after the change; one they pass twice takes the first of the two), the same
// answers on a machine in another zone; and what a week of slots, a queue query and a swap may hold.
import { afterEach, describe, expect, it } from "vitest";
import { daysAfter, slotInstants } from "@/lib/calendar/slot-instants";
import { postingSlotsInputSchema, queueQuerySchema, queueSwapSchema, type PostingSlot } from "@/lib/calendar/schemas/slots";
import { MAX_SLOTS, SLOT_MESSAGES } from "@/lib/calendar/calendar-limits";

const slot = (weekday: number, time: string): PostingSlot => ({ weekday, time });

/** The slots in the `days` days after `from`, as `date time → instant`, with a mark on a shifted one. */
function upcoming(zone: string, from: string, days: number, slots: PostingSlot[]) {
  const start = new Date(from);
  return slotInstants(slots, zone, start, daysAfter(start, days, zone)).map(
    (s) => `${s.date} ${s.time} (${s.weekday}) → ${s.at.toISOString()}${s.shifted ? " shifted" : ""}`,
  );
}

describe("slot instants around the clock changes", () => {
  it("Lisbon, spring forward (Sunday 28 March 2027, 01:00 → 02:00): 09:00 is 09:00Z before and 08:00Z after; 01:30 moves to 02:00", () => {
    const slots = [slot(6, "09:00"), slot(7, "01:30"), slot(7, "09:00"), slot(1, "09:00")];
    expect(upcoming("Europe/Lisbon", "2027-03-26T12:00:00Z", 4, slots)).toEqual([
      "2027-03-27 09:00 (6) → 2027-03-27T09:00:00.000Z",
      "2027-03-28 01:30 (7) → 2027-03-28T01:00:00.000Z shifted",
      "2027-03-28 09:00 (7) → 2027-03-28T08:00:00.000Z",
      "2027-03-29 09:00 (1) → 2027-03-29T08:00:00.000Z",
    ]);
    // A skipped slot that lands on another slot's time is that slot, once.
    expect(upcoming("Europe/Lisbon", "2027-03-27T12:00:00Z", 1, [slot(7, "01:30"), slot(7, "02:00")])).toEqual([
      "2027-03-28 02:00 (7) → 2027-03-28T01:00:00.000Z",
    ]);
  });

  it("Lisbon, fall back (Sunday 31 October 2027, 02:00 → 01:00): 01:30 happens twice and takes the first; 09:00 is 08:00Z before and 09:00Z after", () => {
    expect(upcoming("Europe/Lisbon", "2027-10-29T12:00:00Z", 3, [slot(6, "09:00"), slot(7, "01:30"), slot(7, "09:00"), slot(1, "09:00")])).toEqual([
      "2027-10-30 09:00 (6) → 2027-10-30T08:00:00.000Z",
      "2027-10-31 01:30 (7) → 2027-10-31T00:30:00.000Z",
      "2027-10-31 09:00 (7) → 2027-10-31T09:00:00.000Z",
      "2027-11-01 09:00 (1) → 2027-11-01T09:00:00.000Z",
    ]);
  });

  it("New York, spring forward (Sunday 14 March 2027, 02:00 → 03:00) and fall back (Sunday 7 November 2027, 02:00 → 01:00)", () => {
    expect(upcoming("America/New_York", "2027-03-12T17:00:00Z", 3, [slot(6, "09:00"), slot(7, "02:30"), slot(7, "09:00"), slot(1, "09:00")])).toEqual([
      "2027-03-13 09:00 (6) → 2027-03-13T14:00:00.000Z",
      "2027-03-14 02:30 (7) → 2027-03-14T07:00:00.000Z shifted",
      "2027-03-14 09:00 (7) → 2027-03-14T13:00:00.000Z",
      "2027-03-15 09:00 (1) → 2027-03-15T13:00:00.000Z",
    ]);
    expect(upcoming("America/New_York", "2027-11-05T17:00:00Z", 3, [slot(6, "09:00"), slot(7, "01:30"), slot(7, "09:00"), slot(1, "09:00")])).toEqual([
      "2027-11-06 09:00 (6) → 2027-11-06T13:00:00.000Z",
      "2027-11-07 01:30 (7) → 2027-11-07T05:30:00.000Z",
      "2027-11-07 09:00 (7) → 2027-11-07T14:00:00.000Z",
      "2027-11-08 09:00 (1) → 2027-11-08T14:00:00.000Z",
    ]);
  });

  it("counts days on the brand's calendar, from just after `from` to the same wall time `days` later: a week holds each slot once", () => {
    // Monday 22 March 09:00 in Lisbon (WET); a week on is Monday 29 March 09:00 (WEST), 167 hours later.
    expect(upcoming("Europe/Lisbon", "2027-03-22T09:00:00Z", 7, [slot(1, "09:00")])).toEqual(["2027-03-29 09:00 (1) → 2027-03-29T08:00:00.000Z"]);
    expect(daysAfter(new Date("2027-03-22T09:00:00Z"), 7, "Europe/Lisbon").toISOString()).toBe("2027-03-29T08:00:00.000Z");
    // The brand's day, not UTC's: late Sunday evening in New York is Monday in UTC.
    expect(upcoming("America/New_York", "2027-06-07T01:00:00Z", 1, [slot(7, "22:00"), slot(1, "22:00")])).toEqual([
      "2027-06-06 22:00 (7) → 2027-06-07T02:00:00.000Z",
    ]);
    expect(upcoming("UTC", "2027-06-07T01:00:00Z", 7, [])).toEqual([]);
  });
});

describe("on a machine in another zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it("gives the same instants whatever zone the process runs in", () => {
    const week = [slot(6, "09:00"), slot(7, "01:30"), slot(7, "09:00"), slot(1, "09:00")];
    const answers = () => [
      upcoming("Europe/Lisbon", "2027-03-26T12:00:00Z", 4, week),
      upcoming("America/New_York", "2027-11-05T17:00:00Z", 3, [slot(7, "01:30"), slot(7, "09:00")]),
    ];
    process.env.TZ = "UTC";
    const reference = answers();
    for (const zone of ["Asia/Tokyo", "America/Los_Angeles", "Europe/Lisbon", "Australia/Lord_Howe"]) {
      process.env.TZ = zone;
      // Node reads TZ again when it is set: the process really is elsewhere.
      if (zone === "Asia/Tokyo") expect(new Date(Date.UTC(2027, 0, 1)).getTimezoneOffset()).toBe(-540);
      expect(answers(), zone).toEqual(reference);
    }
  });
});

describe("what the schemas accept", () => {
  const slotsOf = (slots: unknown) => postingSlotsInputSchema.safeParse({ slots });
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [
    ...new Set(result.error?.issues.map((issue) => issue.message)),
  ];

  it("a week of quarter-hour slots, listed twice or not, comes back once each, Monday first and by time", () => {
    const result = slotsOf([slot(3, "18:30"), slot(1, "09:00"), slot(1, "09:00"), slot(1, "00:00"), slot(7, "23:45")]);
    expect(result.success && result.data.slots).toEqual([slot(1, "00:00"), slot(1, "09:00"), slot(3, "18:30"), slot(7, "23:45")]);
    expect(slotsOf([]).success).toBe(true);
    expect(slotsOf(Array.from({ length: MAX_SLOTS }, (_, i) => slot((i % 7) + 1, `${String(8 + Math.floor(i / 7)).padStart(2, "0")}:00`))).success).toBe(true);
  });

  it("refuses a time off the quarter hour or the clock, a weekday outside 1–7, too many slots, and what isn't a list", () => {
    for (const time of ["9:00", "09:10", "09:59", "24:00", "23:60", "", " 09:00", "09:00:00", 900, null]) {
      expect(messagesOf(slotsOf([{ weekday: 1, time }])), String(time)).toEqual([SLOT_MESSAGES.time]);
    }
    for (const weekday of [0, 8, 1.5, "1", -1, 1e308, null]) {
      expect(messagesOf(slotsOf([{ weekday, time: "09:00" }])), String(weekday)).toEqual([SLOT_MESSAGES.weekday]);
    }
    expect(messagesOf(slotsOf(Array.from({ length: MAX_SLOTS + 1 }, () => slot(1, "09:00"))))).toEqual([SLOT_MESSAGES.tooMany]);
    for (const slots of [undefined, "Mon 09:00", { weekday: 1, time: "09:00" }]) expect(messagesOf(slotsOf(slots))).toEqual([SLOT_MESSAGES.slots]);
  });

  it("a queue of 1 to 31 days, 14 unless asked; a swap of two different post ids", () => {
    expect(queueQuerySchema.parse({}).days).toBe(14);
    expect(queueQuerySchema.parse({ days: "31" }).days).toBe(31);
    for (const days of ["0", "32", "-1", "7.5", "1e3", "99999999999999999999", "seven", "", "\u0000"]) {
      expect(messagesOf(queueQuerySchema.safeParse({ days })), days).toEqual([SLOT_MESSAGES.days]);
    }
    expect(queueSwapSchema.parse({ postIds: [3, 1] }).postIds).toEqual([3, 1]);
    expect(messagesOf(queueSwapSchema.safeParse({ postIds: [4, 4] }))).toEqual([SLOT_MESSAGES.samePost]);
    for (const postIds of [[1], [1, 2, 3], "1,2", [0, 2], [1, "2"], [1, 2_147_483_648], undefined]) {
      expect(messagesOf(queueSwapSchema.safeParse({ postIds })), JSON.stringify(postIds)).toEqual([SLOT_MESSAGES.postIds]);
    }
  });
});
