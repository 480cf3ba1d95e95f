// The schedule picker's rules (PRODUCT-SPEC §2, §9), in the brand's time zone whatever the browser's:
// minutes step by 15; switching scheduling on picks tomorrow 12:00 PM; picking today moves the time
// to the next quarter hour at the earliest and offers no earlier hour or minute; past days are off.
// The day and hour rules work on the brand's wall clock (wallClock); the instant a choice stands for comes
// from zoned-time.ts, which refuses a time the clocks skip and asks which one for a time they pass twice.
// Pure functions, shared by the Confirm Post dialog and its tests.
import { format } from "date-fns";
import { resolveWallTime, wallTimeOf, type ResolvedWallTime } from "@/lib/time/zoned-time";

export const MINUTE_STEP = 15;
export const MINUTES = [0, 15, 30, 45] as const;

export type ScheduleTime = {
  /** The chosen day (its local fields name the brand's calendar day), or undefined before one is picked. */
  date: Date | undefined;
  /** 0–23 */
  hour: number;
  /** 0, 15, 30 or 45 */
  minute: number;
  /** For a time the clocks pass twice: which of the two the owner chose. */
  fold?: "earlier" | "later";
};

/**
 * The brand's wall clock at `now`, carried in a Date whose local fields (getDate, getHours…) read it: what
 * the picker's day and hour rules work on, so "today" and "the next quarter hour" are the brand's.
 */
export function wallClock(now: Date, zone: string): Date {
  const { date, time } = wallTimeOf(now, zone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes, now.getSeconds());
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The first quarter hour strictly after `now` (14:07 → 14:15, 14:15 → 14:30). */
export function nextQuarterHour(now: Date): Date {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), Math.floor(now.getMinutes() / MINUTE_STEP) * MINUTE_STEP);
  next.setMinutes(next.getMinutes() + MINUTE_STEP);
  return next;
}

/** Tomorrow at 12:00 PM, local time. */
export function defaultScheduleTime(now: Date): ScheduleTime {
  const tomorrow = startOfDay(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return { date: tomorrow, hour: 12, minute: 0 };
}

/** The first day that still has a quarter hour left: today, or tomorrow late in the evening. */
export function firstSelectableDay(now: Date): Date {
  return startOfDay(nextQuarterHour(now));
}

export function isSelectableDay(day: Date, now: Date): boolean {
  return startOfDay(day).getTime() >= firstSelectableDay(now).getTime();
}

/** The earliest hour and minute still offered on `date` (none before it on that day). */
function earliestOn(date: Date, now: Date): { hour: number; minute: number } {
  const next = nextQuarterHour(now);
  return isSameDay(date, next) ? { hour: next.getHours(), minute: next.getMinutes() } : { hour: 0, minute: 0 };
}

export function availableHours(date: Date | undefined, now: Date): number[] {
  const from = date ? earliestOn(date, now).hour : 0;
  return Array.from({ length: 24 - from }, (_, i) => from + i);
}

export function availableMinutes(date: Date | undefined, hour: number, now: Date): number[] {
  if (!date) return [...MINUTES];
  const earliest = earliestOn(date, now);
  return MINUTES.filter((m) => hour > earliest.hour || (hour === earliest.hour && m >= earliest.minute));
}

/** Keeps a time the picker can show: moved forward to the earliest one offered when it fell behind. */
export function clampScheduleTime(time: ScheduleTime, now: Date): ScheduleTime {
  if (!time.date) return time;
  const earliest = earliestOn(time.date, now);
  if (time.hour < earliest.hour || (time.hour === earliest.hour && time.minute < earliest.minute)) {
    return { ...time, hour: earliest.hour, minute: earliest.minute };
  }
  return time;
}

/** The picker's choice for an instant (the calendar's "write a post for this day"): its wall time in `zone`, on the quarter hour at or after it. */
export function scheduleTimeAt(at: Date, zone: string): ScheduleTime {
  const clock = wallClock(at, zone);
  const quarter = new Date(clock.getFullYear(), clock.getMonth(), clock.getDate(), clock.getHours(), Math.ceil(clock.getMinutes() / MINUTE_STEP) * MINUTE_STEP);
  return { date: startOfDay(quarter), hour: quarter.getHours(), minute: quarter.getMinutes() };
}

/** A changed day, hour or minute asks again which of a doubled time is meant. */
export function withDate(time: ScheduleTime, date: Date | undefined, now: Date): ScheduleTime {
  return clampScheduleTime({ ...time, date: date && startOfDay(date), fold: undefined }, now);
}

export function withHour(time: ScheduleTime, hour: number, now: Date): ScheduleTime {
  const next = { ...time, hour, fold: undefined };
  const minutes = availableMinutes(next.date, hour, now);
  return minutes.includes(next.minute) ? next : { ...next, minute: minutes[0] ?? 0 };
}

export function withMinute(time: ScheduleTime, minute: number): ScheduleTime {
  return { ...time, minute, fold: undefined };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** What the chosen day and time stand for in `zone`: an instant, a time that never happens, or one that happens twice (unless `fold` chose). null before a day is picked. */
export function resolveScheduleTime(time: ScheduleTime, zone: string): ResolvedWallTime | null {
  if (!time.date) return null;
  const resolved = resolveWallTime({ date: format(time.date, "yyyy-MM-dd"), time: `${pad(time.hour)}:${pad(time.minute)}` }, zone);
  return resolved.kind === "ambiguous" && time.fold ? { kind: "exact", at: resolved[time.fold] } : resolved;
}

/** The instant chosen, when there is exactly one. */
export function toDateTime(time: ScheduleTime, zone: string): Date | null {
  const resolved = resolveScheduleTime(time, zone);
  return resolved?.kind === "exact" ? resolved.at : null;
}

export function isFutureTime(time: ScheduleTime, now: Date, zone: string): boolean {
  const at = toDateTime(time, zone);
  return at !== null && at.getTime() > now.getTime();
}

// 12-hour clock helpers.
export type DayPeriod = "AM" | "PM";
export const to12Hour = (hour: number) => ({ hour12: hour % 12 === 0 ? 12 : hour % 12, period: (hour < 12 ? "AM" : "PM") as DayPeriod });
export const from12Hour = (hour12: number, period: DayPeriod) => (hour12 % 12) + (period === "PM" ? 12 : 0);

/** True when the locale writes times with AM/PM (en-US), false for a 24-hour clock (en-GB, de-DE). */
export function uses12HourClock(locale?: string): boolean {
  const format = new Intl.DateTimeFormat(locale, { hour: "numeric" });
  const cycle = format.resolvedOptions().hourCycle;
  if (cycle) return cycle === "h11" || cycle === "h12";
  return format.formatToParts(new Date(2020, 0, 1, 15)).some((part) => part.type === "dayPeriod");
}

/** "Tuesday, November 24, 2026 at 12:00 PM Central European Standard Time" in the browser's locale and the brand's zone. */
export function describeScheduleTime(at: Date, zone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "long",
  }).format(at);
}
