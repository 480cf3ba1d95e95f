// The schedule picker's rules, in a fixed local time zone.
import { describe, expect, it } from "vitest";
import {
  availableHours,
  availableMinutes,
  defaultScheduleTime,
  describeScheduleTime,
  firstSelectableDay,
  from12Hour,
  isFutureTime,
  isSelectableDay,
  nextQuarterHour,
  to12Hour,
  toDateTime,
  uses12HourClock,
  withDate,
  withHour,
} from "@/lib/publishing/schedule-time";

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe("schedule time rules", () => {
  it("defaults to tomorrow at 12:00 PM", () => {
    const time = defaultScheduleTime(at(2026, 11, 22, 9, 41));
    expect(toDateTime(time)).toEqual(at(2026, 11, 23, 12, 0));
    // Across a month end too.
    expect(toDateTime(defaultScheduleTime(at(2026, 11, 30, 23, 59)))).toEqual(at(2026, 12, 1, 12, 0));
  });

  it("rounds to the next quarter hour", () => {
    expect(nextQuarterHour(at(2026, 11, 22, 14, 7))).toEqual(at(2026, 11, 22, 14, 15));
    expect(nextQuarterHour(at(2026, 11, 22, 14, 15))).toEqual(at(2026, 11, 22, 14, 30));
    expect(nextQuarterHour(at(2026, 11, 22, 14, 50))).toEqual(at(2026, 11, 22, 15, 0));
    expect(nextQuarterHour(at(2026, 11, 22, 23, 50))).toEqual(at(2026, 11, 23, 0, 0));
  });

  it("choosing today moves the time to the next quarter hour and hides past hours and minutes", () => {
    const now = at(2026, 11, 22, 14, 7);
    const today = withDate(defaultScheduleTime(now), at(2026, 11, 22), now);
    // 12:00 is past: the time moves to 14:15.
    expect(toDateTime(today)).toEqual(at(2026, 11, 22, 14, 15));
    expect(availableHours(today.date, now)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(availableMinutes(today.date, 14, now)).toEqual([15, 30, 45]);
    expect(availableMinutes(today.date, 15, now)).toEqual([0, 15, 30, 45]);
    // Another day offers everything.
    expect(availableHours(at(2026, 11, 23), now)).toHaveLength(24);
    expect(availableMinutes(at(2026, 11, 23), 0, now)).toEqual([0, 15, 30, 45]);
    // A later time chosen today is kept.
    const evening = withDate({ date: at(2026, 11, 23), hour: 20, minute: 30 }, at(2026, 11, 22), now);
    expect(toDateTime(evening)).toEqual(at(2026, 11, 22, 20, 30));
  });

  it("changing the hour keeps the minute when it is offered, else takes the first one offered", () => {
    const now = at(2026, 11, 22, 14, 37);
    const today = { date: at(2026, 11, 22), hour: 16, minute: 0 };
    expect(withHour(today, 17, now)).toMatchObject({ hour: 17, minute: 0 });
    expect(withHour(today, 14, now)).toMatchObject({ hour: 14, minute: 45 });
  });

  it("past days are not selectable, nor today once its last quarter hour is gone", () => {
    const now = at(2026, 11, 22, 14, 7);
    expect(isSelectableDay(at(2026, 11, 21), now)).toBe(false);
    expect(isSelectableDay(at(2026, 11, 22), now)).toBe(true);
    const late = at(2026, 11, 22, 23, 50);
    expect(firstSelectableDay(late)).toEqual(at(2026, 11, 23));
    expect(isSelectableDay(at(2026, 11, 22), late)).toBe(false);
  });

  it("a time is valid only when a day is chosen and the moment is in the future", () => {
    const now = at(2026, 11, 22, 14, 7);
    expect(isFutureTime({ date: undefined, hour: 12, minute: 0 }, now)).toBe(false);
    expect(isFutureTime({ date: at(2026, 11, 22), hour: 14, minute: 0 }, now)).toBe(false);
    expect(isFutureTime({ date: at(2026, 11, 22), hour: 14, minute: 15 }, now)).toBe(true);
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
    expect(describeScheduleTime(new Date(Date.UTC(2026, 10, 24, 12)), "en-US")).toMatch(/^Tuesday, November 24, 2026 at \d{1,2}:00 (AM|PM) .+Time$/);
  });
});
