// Properties of the time code over every IANA zone this runtime knows and the years 1970 to 9999: the wall-time
// conversions (lib/time/zoned-time.ts), calendar days (lib/time/calendar-day.ts), where weekly slots fall
// (slotInstants, resolveSlot, daysAfter, firstFreeSlot: the queue, the plan and "Add to queue" all read them) and the calendar's
// visible days. Each property checks that the function ends within a bound that follows from its input, and
// what it answers: in order, inside the range asked for, on the wall time asked for.
import fc from "fast-check";
import { getISODay } from "date-fns";
import { describe, expect, it } from "vitest";
import { visibleDays } from "@/lib/calendar/calendar-days";
import { calendarQuerySchema } from "@/lib/calendar/schemas/calendar";
import { QUEUE_HORIZON_WEEKS } from "@/lib/calendar/calendar-limits";
import { daysAfter, firstFreeSlot, MAX_SLOT_RANGE_DAYS, resolveSlot, slotInstants } from "@/lib/calendar/slot-instants";
import { createPlanSchema } from "@/lib/planning/schemas";
import { rescheduleSchema } from "@/lib/publishing/schemas";
import { addDaysTo, compareDays, dayIndex, daysBetween, isoWeekdayOf } from "@/lib/time/calendar-day";
import { DATE_LIMIT_MESSAGES } from "@/lib/time/date-limits";
import { resolveWallTime, wallTimeOf } from "@/lib/time/zoned-time";

const ZONES = ["UTC", ...Intl.supportedValuesOf("timeZone")];
const zone = fc.constantFrom(...ZONES);
const MIN = new Date("1970-01-01T00:00:00Z");
/** Late enough in 9999 that 62 days on is still in 9999 (a five-digit year is no calendar day of ours). */
const MAX = new Date("9999-10-01T00:00:00Z");
const instant = fc.date({ min: MIN, max: MAX, noInvalidDate: true });
const minuteInstant = instant.map((at) => new Date(Math.floor(at.getTime() / 60_000) * 60_000));
const pad = (n: number) => String(n).padStart(2, "0");
/** Any minute of the day: slots are quarter hours, but a typed time may be any minute. */
const wallClock = fc
  .record({ hours: fc.integer({ min: 0, max: 23 }), minutes: fc.integer({ min: 0, max: 59 }) })
  .map(({ hours, minutes }) => `${pad(hours)}:${pad(minutes)}`);
const slot = fc.record({ weekday: fc.integer({ min: 1, max: 7 }), time: wallClock });
const slots = fc.uniqueArray(slot, { maxLength: 28, selector: (s) => `${s.weekday} ${s.time}` });
/** Days of years 3 to 9997, so 800 days either side is still a four-digit year. */
const day = fc
  .date({ min: new Date("0003-01-01T00:00:00Z"), max: new Date("9997-12-31T00:00:00Z"), noInvalidDate: true })
  .map((at) => at.toISOString().slice(0, 10));
const RUNS = { numRuns: 300 };

describe("calendar days", () => {
  it("count, step and compare as dates from year 1 to 9999, and name the weekday date-fns does", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (date, count) => {
        const later = addDaysTo(date, count);
        expect(daysBetween(date, later)).toBe(count);
        expect(Math.sign(compareDays(later, date))).toBe(Math.sign(count));
        expect(addDaysTo(later, -count)).toBe(date);
        const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
        const utc = new Date(0);
        utc.setUTCFullYear(year, month - 1, dayOfMonth);
        expect(dayIndex(date) * 86_400_000).toBe(utc.getTime());
      }),
      RUNS,
    );
    // As text the day after 9999-12-31 would sort first; as dates it comes after.
    expect(addDaysTo("9999-12-31", 1)).toBe("10000-01-01");
    expect(compareDays("10000-01-01", "9999-12-31")).toBe(1);
    fc.assert(
      fc.property(day, (date) => {
        expect(isoWeekdayOf(date)).toBe(getISODay(new Date(`${date}T12:00:00Z`)));
      }),
      RUNS,
    );
  });
});

describe("wall times in a zone", () => {
  it("read back: an instant's wall time resolves to that instant (or it is one of the two a clock change makes)", () => {
    // A zone whose offset had seconds (Liberia's -0:44:30 until 1972) shows a whole-minute instant at :30 on its clock:
    // its wall minute then starts that many seconds before it. Every offset since 1972 is whole minutes.
    const startOfItsMinute = (resolved: Date, at: Date) => at.getTime() - resolved.getTime() >= 0 && at.getTime() - resolved.getTime() < 60_000;
    fc.assert(
      fc.property(zone, minuteInstant, (tz, at) => {
        const resolved = resolveWallTime(wallTimeOf(at, tz), tz);
        if (resolved.kind === "exact") expect(startOfItsMinute(resolved.at, at), resolved.at.toISOString()).toBe(true);
        else if (resolved.kind === "ambiguous") expect([resolved.earlier, resolved.later].some((one) => startOfItsMinute(one, at))).toBe(true);
        else throw new Error(`${wallTimeOf(at, tz).date} ${wallTimeOf(at, tz).time} in ${tz} is a time the clock shows, yet was called a gap`);
      }),
      RUNS,
    );
    // Found by a run of the property above.
    const monrovia = resolveWallTime(wallTimeOf(MIN, "Africa/Monrovia"), "Africa/Monrovia");
    expect(monrovia).toEqual({ kind: "exact", at: new Date("1969-12-31T23:59:30Z") });
  });

  it("resolveSlot lands on the day asked for, on its wall time or the first minute after a gap, within a day's minutes", () => {
    fc.assert(
      fc.property(zone, instant, wallClock, (tz, at, time) => {
        const { date } = wallTimeOf(at, tz);
        const resolved = resolveSlot({ date, time }, tz);
        if (!resolved) return;
        const wall = wallTimeOf(resolved.at, tz);
        expect(wall.date).toBe(date);
        if (resolved.shifted) expect(wall.time > time).toBe(true);
        else expect(wall.time).toBe(time);
      }),
      RUNS,
    );
  });

  it("daysAfter keeps the wall time, n calendar days on, whatever the clocks do in between", () => {
    fc.assert(
      fc.property(zone, minuteInstant, fc.integer({ min: 0, max: 62 }), (tz, from, days) => {
        const start = wallTimeOf(from, tz);
        const target = addDaysTo(start.date, days);
        const after = daysAfter(from, days, tz);
        expect(after.getTime()).toBeGreaterThanOrEqual(from.getTime());
        const exact = resolveWallTime({ date: target, time: start.time }, tz);
        if (exact.kind === "exact") expect(wallTimeOf(after, tz)).toEqual({ date: target, time: start.time });
        // A time the clocks skip that day moves forward, at most to the next day (a zone that skips a whole day).
        else expect(daysBetween(target, wallTimeOf(after, tz).date)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});

describe("weekly slots in (from, to]", () => {
  it("are each slot's wall time on its weekday, inside the range, in order, at most one a slot a day", () => {
    fc.assert(
      fc.property(zone, instant, fc.integer({ min: 1, max: 62 }), slots, (tz, from, days, weekly) => {
        const to = daysAfter(from, days, tz);
        const found = slotInstants(weekly, tz, from, to);
        // Termination's bound: the calendar days the range touches, each slot at most once on its day.
        expect(found.length).toBeLessThanOrEqual(weekly.length * (days + 2));
        for (const [i, s] of found.entries()) {
          expect(s.at > from && s.at <= to).toBe(true);
          if (i > 0) expect(s.at > found[i - 1]!.at).toBe(true);
          expect(weekly).toContainEqual({ weekday: s.weekday, time: s.time });
          expect(isoWeekdayOf(s.date)).toBe(s.weekday);
          const wall = wallTimeOf(s.at, tz);
          expect(wall.date).toBe(s.date);
          if (s.shifted) expect(wall.time > s.time).toBe(true);
          else expect(wall.time).toBe(s.time);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a range that ends before it starts holds none, and one longer than any request may ask for is refused at once", () => {
    fc.assert(
      fc.property(zone, instant, slots, (tz, at, weekly) => {
        expect(slotInstants(weekly, tz, at, at)).toEqual([]);
      }),
      { numRuns: 50 },
    );
    const from = new Date("2027-01-01T00:00:00Z");
    expect(() => slotInstants([{ weekday: 1, time: "09:00" }], "UTC", from, new Date(from.getTime() + MAX_SLOT_RANGE_DAYS * 86_400_000))).toThrow(RangeError);
    // The case that once never ended: a plan at the end of year 9999, whose next day is 10000-01-01.
    expect(slotInstants([{ weekday: 5, time: "09:00" }], "UTC", new Date("9999-12-25T00:00:00Z"), new Date("9999-12-31T23:59:59Z")).map((s) => s.date)).toEqual(
      ["9999-12-31"],
    );
  });
});

describe("the queue", () => {
  it("takes the first slot after now, within its horizon, that no post holds, or says every one is taken", () => {
    fc.assert(
      fc.property(zone, instant, slots, fc.infiniteStream(fc.boolean()), (tz, now, weekly, takes) => {
        const horizon = daysAfter(now, QUEUE_HORIZON_WEEKS * 7, tz);
        const instants = slotInstants(weekly, tz, now, horizon);
        // Some of the horizon's slots already hold a post; which ones is random, all of them included.
        const stream = takes[Symbol.iterator]();
        const taken = new Set(instants.filter(() => stream.next().value).map((s) => s.at.getTime()));
        const free = firstFreeSlot(weekly, tz, now, horizon, taken);
        const before = free ? instants.filter((s) => s.at < free.at) : instants;
        expect(before.every((s) => taken.has(s.at.getTime()))).toBe(true);
        if (!free) return;
        expect(free.at > now && free.at <= horizon).toBe(true);
        expect(taken.has(free.at.getTime())).toBe(false);
        expect(weekly).toContainEqual({ weekday: free.weekday, time: free.time });
      }),
      { numRuns: 200 },
    );
  });
});

describe("the calendar's visible days", () => {
  it("are whole weeks from Monday, one day apart, around the month or week asked for", () => {
    fc.assert(
      fc.property(fc.constantFrom("month" as const, "week" as const), instant, (view, at) => {
        const anchor = at.toISOString().slice(0, 10);
        const days = visibleDays(view, anchor);
        expect(days.length % 7).toBe(0);
        expect(days.length).toBeLessThanOrEqual(42);
        expect(days).toContain(anchor);
        expect(isoWeekdayOf(days[0]!)).toBe(1);
        for (let i = 1; i < days.length; i++) expect(daysBetween(days[i - 1]!, days[i]!)).toBe(1);
      }),
      RUNS,
    );
  });
});

describe("dates a request may carry", () => {
  const outside = fc.oneof(fc.integer({ min: 1, max: 1999 }), fc.integer({ min: 2101, max: 9999 })).map((year) => String(year).padStart(4, "0"));

  it("refuse a year outside 2000 to 2100 with a clear message, for the calendar, a plan and a schedule alike", () => {
    fc.assert(
      fc.property(outside, (year) => {
        const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);
        expect(message(calendarQuerySchema.safeParse({ from: `${year}-03-01T00:00:00Z`, to: `${year}-03-08T00:00:00Z` }))).toContain(DATE_LIMIT_MESSAGES.year);
        expect(message(createPlanSchema.safeParse({ from: `${year}-03-01`, to: `${year}-03-07` }))).toContain(DATE_LIMIT_MESSAGES.year);
        expect(message(rescheduleSchema.safeParse({ scheduledAt: `${year}-03-01T09:00:00Z` }))).toContain(DATE_LIMIT_MESSAGES.year);
      }),
      { numRuns: 100 },
    );
  });

  it("refuse a calendar more than two years ahead", () => {
    const ahead = new Date(Date.now() + 3 * 365 * 86_400_000);
    const result = calendarQuerySchema.safeParse({ from: ahead.toISOString(), to: new Date(ahead.getTime() + 7 * 86_400_000).toISOString() });
    expect(result.error?.issues.map((i) => i.message)).toEqual([DATE_LIMIT_MESSAGES.ahead]);
  });
});
