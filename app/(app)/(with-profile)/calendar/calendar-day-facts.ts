// What the calendar's days say of themselves: when a post written for a day would go out, how a day is named
// with its posts, and a range's posts by day, all in the brand's time zone.
import { longDay } from "@/lib/calendar/calendar-days";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import { compareDays } from "@/lib/time/calendar-day";
import { resolveWallTime, wallTimeOf } from "@/lib/time/zoned-time";

/** When a post written for `day` is first scheduled: 09:00 there, or today the next whole hour; none for a day gone by. */
export function writeTimeFor(day: string, today: string, zone: string): Date | null {
  if (compareDays(day, today) < 0) return null;
  if (compareDays(day, today) > 0) {
    const nine = resolveWallTime({ date: day, time: "09:00" }, zone);
    return nine.kind === "exact" ? nine.at : nine.kind === "ambiguous" ? nine.earlier : null;
  }
  const next = new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000);
  return wallTimeOf(next, zone).date === today ? next : null;
}

/** A day and how many posts it holds, e.g. "Thursday 10 December, 5 posts". */
export function dayLabel(day: string, count: number) {
  return `${longDay(day)}${count ? `, ${count} post${count > 1 ? "s" : ""}` : ""}`;
}

/** The posts of a range by their day in `zone`, each day's in the range's order. */
export function groupByDay(posts: CalendarEntry[], zone: string) {
  const days = new Map<string, CalendarEntry[]>();
  for (const post of posts) {
    const day = wallTimeOf(new Date(post.at), zone).date;
    days.set(day, [...(days.get(day) ?? []), post]);
  }
  return days;
}

export const NO_ENTRIES: CalendarEntry[] = [];
