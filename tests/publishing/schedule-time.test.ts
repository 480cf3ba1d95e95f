// The schedule picker's rules: first with the brand in the machine's own zone (the day and hour rules),
// then with the brand somewhere else (a browser in Tokyo or Los Angeles scheduling for a café in Lisbon) and
// across Lisbon's and New York's clock changes.
import { describe, expect, it } from "vitest";
import {
  availableHours,
  defaultScheduleTime,
  describeScheduleTime,
  firstSelectableDay,
  from12Hour,
  isFutureTime,
  resolveScheduleTime,
  isSelectableDay,
  nextMinute,
  nextQuarterHour,
  parseMinute,
  suggestedMinutes,
  to12Hour,
  toDateTime,
  uses12HourClock,
  wallClock,
  withDate,
  withHour,
  withMinute,
} from "@/lib/publishing/schedule-time";

/** The machine's zone: the brand is here in the first tests, so wall times and local Dates agree. */
const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe("schedule time rules", () => {
  it("defaults to tomorrow at 12:00 PM", () => {
    const time = defaultScheduleTime(at(2026, 11, 22, 9, 41));
    expect(toDateTime(time, HERE)).toEqual(at(2026, 11, 23, 12, 0));
    // Across a month end too.
    expect(toDateTime(defaultScheduleTime(at(2026, 11, 30, 23, 59)), HERE)).toEqual(at(2026, 12, 1, 12, 0));
  });

  it("rounds to the next quarter hour", () => {
    expect(nextQuarterHour(at(2026, 11, 22, 14, 7))).toEqual(at(2026, 11, 22, 14, 15));
    expect(nextQuarterHour(at(2026, 11, 22, 14, 15))).toEqual(at(2026, 11, 22, 14, 30));
    expect(nextQuarterHour(at(2026, 11, 22, 14, 50))).toEqual(at(2026, 11, 22, 15, 0));
    expect(nextQuarterHour(at(2026, 11, 22, 23, 50))).toEqual(at(2026, 11, 23, 0, 0));
  });

  it("the earliest time that can be chosen is the next whole minute", () => {
    expect(nextMinute(new Date(2026, 10, 22, 14, 7, 20))).toEqual(at(2026, 11, 22, 14, 8));
    expect(nextMinute(at(2026, 11, 22, 14, 7))).toEqual(at(2026, 11, 22, 14, 8));
    expect(nextMinute(new Date(2026, 10, 22, 23, 59, 30))).toEqual(at(2026, 11, 23, 0, 0));
  });

  it("choosing today moves the time to the next quarter hour; the hours left are offered, the quarter hours ahead suggested", () => {
    const now = at(2026, 11, 22, 14, 7);
    const today = withDate(defaultScheduleTime(now), at(2026, 11, 22), now);
    // 12:00 is past: the time moves to 14:15.
    expect(toDateTime(today, HERE)).toEqual(at(2026, 11, 22, 14, 15));
    expect(availableHours(today.date, now)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(suggestedMinutes(today.date, 14, now)).toEqual([15, 30, 45]);
    expect(suggestedMinutes(today.date, 15, now)).toEqual([0, 15, 30, 45]);
    // Another day offers everything.
    expect(availableHours(at(2026, 11, 23), now)).toHaveLength(24);
    expect(suggestedMinutes(at(2026, 11, 23), 0, now)).toEqual([0, 15, 30, 45]);
    // A later time chosen today is kept.
    const evening = withDate({ date: at(2026, 11, 23), hour: 20, minute: 30 }, at(2026, 11, 22), now);
    expect(toDateTime(evening, HERE)).toEqual(at(2026, 11, 22, 20, 30));
  });

  it("any minute can be chosen: two minutes from now, or 10:07 tomorrow", () => {
    const now = at(2026, 11, 22, 14, 7);
    const soon = withMinute(withDate(defaultScheduleTime(now), at(2026, 11, 22), now), 9);
    expect(toDateTime(soon, HERE)).toEqual(at(2026, 11, 22, 14, 9));
    expect(isFutureTime(soon, now, HERE)).toBe(true);
    expect(toDateTime(withMinute(withHour(defaultScheduleTime(now), 10, now), 7), HERE)).toEqual(at(2026, 11, 23, 10, 7));
    // A minute already gone today is not a future time.
    expect(isFutureTime(withMinute(soon, 5), now, HERE)).toBe(false);
  });

  it("late in the day, today keeps its last minutes though no quarter hour is left", () => {
    const now = at(2026, 11, 22, 23, 50);
    const today = withDate(defaultScheduleTime(now), at(2026, 11, 22), now);
    expect(toDateTime(today, HERE)).toEqual(at(2026, 11, 22, 23, 51));
    expect(availableHours(today.date, now)).toEqual([23]);
    expect(suggestedMinutes(today.date, 23, now)).toEqual([]);
  });

  it("reads a typed minute: 0 to 59, one or two digits", () => {
    expect(["0", "7", "07", "59"].map(parseMinute)).toEqual([0, 7, 7, 59]);
    expect(["", "60", "75", "7a", "-1", "007", " 7"].map(parseMinute)).toEqual([null, null, null, null, null, null, null]);
  });

  it("changing the hour keeps the minute while it is ahead, else takes the hour's first quarter hour, or its first minute left", () => {
    const now = at(2026, 11, 22, 14, 37);
    const today = { date: at(2026, 11, 22), hour: 16, minute: 0 };
    expect(withHour(today, 17, now)).toMatchObject({ hour: 17, minute: 0 });
    expect(withHour(today, 14, now)).toMatchObject({ hour: 14, minute: 45 });
    expect(withHour({ ...today, minute: 40 }, 14, now)).toMatchObject({ hour: 14, minute: 40 });
    expect(withHour(today, 14, at(2026, 11, 22, 14, 50))).toMatchObject({ hour: 14, minute: 51 });
  });

  it("past days are not selectable, nor today once its last minute is gone", () => {
    const now = at(2026, 11, 22, 14, 7);
    expect(isSelectableDay(at(2026, 11, 21), now)).toBe(false);
    expect(isSelectableDay(at(2026, 11, 22), now)).toBe(true);
    expect(isSelectableDay(at(2026, 11, 22), at(2026, 11, 22, 23, 50))).toBe(true);
    const late = new Date(2026, 10, 22, 23, 59, 30);
    expect(firstSelectableDay(late)).toEqual(at(2026, 11, 23));
    expect(isSelectableDay(at(2026, 11, 22), late)).toBe(false);
  });

  it("a time is valid only when a day is chosen and the moment is in the future", () => {
    const now = at(2026, 11, 22, 14, 7);
    expect(isFutureTime({ date: undefined, hour: 12, minute: 0 }, now, HERE)).toBe(false);
    expect(isFutureTime({ date: at(2026, 11, 22), hour: 14, minute: 0 }, now, HERE)).toBe(false);
    expect(isFutureTime({ date: at(2026, 11, 22), hour: 14, minute: 15 }, now, HERE)).toBe(true);
  });

  it("converts between 24-hour and 12-hour clocks", () => {
    expect([0, 9, 12, 13, 23].map(to12Hour)).toEqual([
      { hour12: 12, period: "AM" },
      { hour12: 9, period: "AM" },
      { hour12: 12, period: "PM" },
      { hour12: 1, period: "PM" },
      { hour12: 11, period: "PM" },
    ]);
    expect([from12Hour(12, "AM"), from12Hour(12, "PM"), from12Hour(1, "PM"), from12Hour(11, "AM")]).toEqual([0, 12, 13, 11]);
  });

  it("knows which locales use AM/PM", () => {
    expect(uses12HourClock("en-US")).toBe(true);
    expect(uses12HourClock("en-GB")).toBe(false);
    expect(uses12HourClock("de-DE")).toBe(false);
    expect(describeScheduleTime(new Date(Date.UTC(2026, 10, 24, 12)), "America/New_York", "en-US")).toBe(
      "Tuesday, November 24, 2026 at 7:00 AM Eastern Standard Time",
    );
  });
});

describe("scheduling in the brand's zone, not the browser's", () => {
  const day = (y: number, mo: number, d: number) => new Date(y, mo - 1, d);

  it("reads 'now' on the brand's clock: a browser in Tokyo at 07:30 on the 25th is 22:30 on the 24th in Lisbon", () => {
    const now = new Date("2026-11-24T22:30:00Z");
    const clock = wallClock(now, "Europe/Lisbon");
    expect([clock.getDate(), clock.getHours(), clock.getMinutes()]).toEqual([24, 22, 30]);
    // Tomorrow 12:00 PM is the brand's tomorrow, the 25th, at 12:00 in Lisbon: 12:00 UTC in November.
    expect(toDateTime(defaultScheduleTime(clock), "Europe/Lisbon")?.toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(toDateTime(defaultScheduleTime(wallClock(now, "Asia/Tokyo")), "Asia/Tokyo")?.toISOString()).toBe("2026-11-26T03:00:00.000Z");
  });

  it("refuses a time the clocks skip, and needs the owner's word for one they pass twice", () => {
    const gap = resolveScheduleTime({ date: day(2026, 3, 29), hour: 1, minute: 30 }, "Europe/Lisbon");
    expect(gap).toMatchObject({ kind: "gap" });
    expect(toDateTime({ date: day(2026, 3, 29), hour: 1, minute: 30 }, "Europe/Lisbon")).toBeNull();

    const doubled = { date: day(2026, 11, 1), hour: 1, minute: 30 };
    expect(resolveScheduleTime(doubled, "America/New_York")).toMatchObject({ kind: "ambiguous" });
    expect(isFutureTime(doubled, new Date("2026-10-01T00:00:00Z"), "America/New_York")).toBe(false);
    expect(toDateTime({ ...doubled, fold: "earlier" }, "America/New_York")?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(toDateTime({ ...doubled, fold: "later" }, "America/New_York")?.toISOString()).toBe("2026-11-01T06:30:00.000Z");
    // Another minute is another question.
    expect(withMinute({ ...doubled, fold: "later" }, 45).fold).toBeUndefined();
    expect(withHour({ ...doubled, fold: "later" }, 2, new Date(2026, 9, 1)).fold).toBeUndefined();
  });

  it("a 09:00 slot on the day the clocks change is 09:00 on the wall, an hour apart in UTC", () => {
    expect(toDateTime({ date: day(2026, 3, 28), hour: 9, minute: 0 }, "Europe/Lisbon")?.toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(toDateTime({ date: day(2026, 3, 29), hour: 9, minute: 0 }, "Europe/Lisbon")?.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(toDateTime({ date: day(2026, 11, 1), hour: 9, minute: 0 }, "America/New_York")?.toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });
});
