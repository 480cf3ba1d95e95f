// The schedule picker's rules (docs/product.md §2, §9), in the brand's time zone
// whatever the browser's: any minute can be typed, and the quarter hours are offered as suggestions;
// switching scheduling on picks tomorrow 12:00 PM; picking today moves the time to the next quarter hour
// at the earliest, and nothing before the next minute can be chosen that day; past days are off.
// The day and hour rules work on the brand's wall clock (wallClock); the instant a choice stands for comes
// from zoned-time.ts, which refuses a time the clocks skip and asks which one for a time they pass twice.
// Pure functions, shared by the Confirm Post dialog and its tests.
import { format } from "date-fns";
import { resolveWallTime, wallTimeOf, type ResolvedWallTime } from "@/lib/time/zoned-time";

export const MINUTE_STEP = 15;
/** The minutes the picker suggests; any other can be typed. */
export const SUGGESTED_MINUTES = [0, 15, 30, 45] as const;

export type ScheduleTime = {
  /** The chosen day (its local fields name the brand's calendar day), or undefined before one is picked. */
  date: Date | undefined;
  /** 0–23 */
  hour: number;
  /** 0–59 */
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

/** The first whole `step` of minutes strictly after `now` (by 15: 14:07 → 14:15, 14:15 → 14:30; by 1: 14:07:20 → 14:08). */
function nextStep(now: Date, step: number): Date {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), Math.floor(now.getMinutes() / step) * step);
  next.setMinutes(next.getMinutes() + step);
  return next;
}

/** The first quarter hour strictly after `now` (14:07 → 14:15, 14:15 → 14:30). */
export const nextQuarterHour = (now: Date): Date => nextStep(now, MINUTE_STEP);

/** The first whole minute strictly after `now` (14:07:20 → 14:08): the earliest time that can be chosen. */
export const nextMinute = (now: Date): Date => nextStep(now, 1);

/** Tomorrow at 12:00 PM, local time. */
export function defaultScheduleTime(now: Date): ScheduleTime {
  const tomorrow = startOfDay(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return { date: tomorrow, hour: 12, minute: 0 };
}

/** The first day that still has a minute left: today, or tomorrow in the last minute of the day. */
export function firstSelectableDay(now: Date): Date {
  return startOfDay(nextMinute(now));
}

export function isSelectableDay(day: Date, now: Date): boolean {
  return startOfDay(day).getTime() >= firstSelectableDay(now).getTime();
}

type HourMinute = { hour: number; minute: number };

/** The earliest time that can be chosen on `date`: the next minute today, else midnight. */
function earliestOn(date: Date, now: Date): HourMinute {
  const next = nextMinute(now);
  return isSameDay(date, next) ? { hour: next.getHours(), minute: next.getMinutes() } : { hour: 0, minute: 0 };
}

const isBefore = (a: HourMinute, b: HourMinute) => a.hour < b.hour || (a.hour === b.hour && a.minute < b.minute);

export function availableHours(date: Date | undefined, now: Date): number[] {
  const from = date ? earliestOn(date, now).hour : 0;
  return Array.from({ length: 24 - from }, (_, i) => from + i);
}

/** The quarter hours still ahead in that hour of `date` (all four on a day to come). */
export function suggestedMinutes(date: Date | undefined, hour: number, now: Date): number[] {
  if (!date) return [...SUGGESTED_MINUTES];
  const earliest = earliestOn(date, now);
  return SUGGESTED_MINUTES.filter((minute) => !isBefore({ hour, minute }, earliest));
}

/** Keeps a time the picker can show: one fallen behind moves to the next quarter hour that day (or its next minute, when no quarter hour is left). */
export function clampScheduleTime(time: ScheduleTime, now: Date): ScheduleTime {
  if (!time.date) return time;
  const earliest = earliestOn(time.date, now);
  if (!isBefore(time, earliest)) return time;
  const quarter = nextQuarterHour(now);
  return isSameDay(quarter, time.date) ? { ...time, hour: quarter.getHours(), minute: quarter.getMinutes() } : { ...time, ...earliest };
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

/** A changed hour keeps its minute while that is still ahead; else it takes the hour's first quarter hour, or its first minute left. */
export function withHour(time: ScheduleTime, hour: number, now: Date): ScheduleTime {
  const next = { ...time, hour, fold: undefined };
  if (!next.date) return next;
  const earliest = earliestOn(next.date, now);
  if (!isBefore(next, earliest)) return next;
  return { ...next, minute: suggestedMinutes(next.date, hour, now)[0] ?? (hour === earliest.hour ? earliest.minute : 0) };
}

export function withMinute(time: ScheduleTime, minute: number): ScheduleTime {
  return { ...time, minute, fold: undefined };
}

/** The minute typed, when it is one: "7" and "07" are 7; "60", "7a" and "" are not minutes. */
export function parseMinute(typed: string): number | null {
  if (!/^\d{1,2}$/.test(typed)) return null;
  const minute = Number(typed);
  return minute <= 59 ? minute : null;
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
