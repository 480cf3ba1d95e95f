// The days a calendar view shows, as calendar dates (yyyy-MM-dd) with no time zone: the page turns them into
// instants in the brand's zone (zoned-time.ts). Weeks start on Monday. Pure, for the page and its tests.
import { addDays, addMonths, addWeeks, endOfMonth, endOfWeek, format, isValid, parse, startOfMonth, startOfWeek } from "date-fns";

export const CALENDAR_VIEWS = ["month", "week"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY = "yyyy-MM-dd";
const WEEK = { weekStartsOn: 1 } as const;
// Noon: a calendar date read at midnight could fall into a clock change of the machine's own zone.
const read = (date: string) => parse(`${date} 12`, `${DAY} HH`, new Date());
const write = (date: Date) => format(date, DAY);

/** A date from the address, or null when it isn't one. */
export function calendarDateFrom(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = read(value);
  return isValid(date) && write(date) === value ? value : null;
}

export const calendarViewFrom = (value: string | null | undefined): CalendarView => (value === "week" ? "week" : "month");

/** Every day shown: whole weeks around the month, or the week of `anchor`. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  const day = read(anchor);
  const first = view === "month" ? startOfWeek(startOfMonth(day), WEEK) : startOfWeek(day, WEEK);
  const last = view === "month" ? endOfWeek(endOfMonth(day), WEEK) : endOfWeek(day, WEEK);
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(write(d));
  return days;
}

/** The calendar date after `date`. */
export const dayAfter = (date: string) => write(addDays(read(date), 1));

/** The anchor one view back (-1) or on (1). */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  const day = read(anchor);
  return write(view === "month" ? addMonths(startOfMonth(day), step) : addWeeks(day, step));
}

/** "December 2026", or "30 Nov – 6 Dec 2026" for a week. */
export function viewTitle(view: CalendarView, anchor: string): string {
  if (view === "month") return format(read(anchor), "MMMM yyyy");
  const days = visibleDays("week", anchor);
  const [first, last] = [read(days[0]!), read(days.at(-1)!)];
  return `${format(first, first.getFullYear() === last.getFullYear() ? "d MMM" : "d MMM yyyy")} – ${format(last, "d MMM yyyy")}`;
}

/** The Post Generator, set to schedule what it writes at `at` (the calendar's "write a post for this day"). */
export const writePostHref = (at: Date | string) => `/post-generator?at=${encodeURIComponent(typeof at === "string" ? at : at.toISOString())}`;

export const isSameMonth = (date: string, anchor: string) => date.slice(0, 7) === anchor.slice(0, 7);
export const dayNumber = (date: string) => Number(date.slice(8));
export const longDay = (date: string) => format(read(date), "EEEE d MMMM");
export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
