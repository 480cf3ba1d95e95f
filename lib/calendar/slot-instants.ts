// Where weekly slots fall in time: each slot is a weekday and a wall time in the brand's zone, so its instant
// moves in UTC when the clocks change and stays put on the brand's clock (09:00 is 09:00 either side). Every
// conversion goes through zoned-time.ts; the zone's calendar days are counted as dates (calendar-day.ts), so a
// range of n days is n turns of the loop. Pure, so the browser can draw slots with the same answers.
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { addDaysTo, daysBetween, isoWeekdayOf } from "@/lib/time/calendar-day";
import { resolveWallTime, wallTimeOf, type WallTime } from "@/lib/time/zoned-time";
import type { PostingSlot } from "@/lib/calendar/schemas/slots";

export type SlotInstant = {
  at: Date;
  /** The brand's calendar day, yyyy-MM-dd. */
  date: string;
  weekday: number;
  /** The slot's wall time as set. */
  time: string;
  /** The clocks skip `time` on `date`: `at` is the first minute after the change. */
  shifted: boolean;
};

/** The same wall time `days` calendar days after `from` in `zone` (7 days on from Saturday 10:00 is Saturday 10:00, whatever the clocks did). */
export function daysAfter(from: Date, days: number, zone: string): Date {
  return new Date(addDays(new TZDate(from.getTime(), zone), days).getTime());
}

/** The most calendar days one call covers: a range longer than any request may ask for is a caller's mistake. */
export const MAX_SLOT_RANGE_DAYS = 800;

/** Every instant of the weekly `slots` in (from, to], earliest first. */
export function slotInstants(slots: readonly PostingSlot[], zone: string, from: Date, to: Date): SlotInstant[] {
  if (!(to > from)) return [];
  const first = wallTimeOf(from, zone).date;
  // Calendar days, counted as dates: the loop runs once per day of the range, whatever its years.
  const dayCount = daysBetween(first, wallTimeOf(to, zone).date) + 1;
  if (dayCount > MAX_SLOT_RANGE_DAYS) throw new RangeError(`slotInstants covers at most ${MAX_SLOT_RANGE_DAYS} days; asked for ${dayCount}.`);
  const byInstant = new Map<number, SlotInstant>();
  for (let offset = 0; offset < dayCount; offset++) {
    const date = addDaysTo(first, offset);
    const weekday = isoWeekdayOf(date);
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const resolved = resolveSlot({ date, time: slot.time }, zone);
      if (!resolved || resolved.at <= from || resolved.at > to) continue;
      const key = resolved.at.getTime();
      // A slot moved out of a gap onto another slot's instant is that slot.
      const existing = byInstant.get(key);
      if (!existing || (existing.shifted && !resolved.shifted)) byInstant.set(key, { ...resolved, date, weekday, time: slot.time });
    }
  }
  return [...byInstant.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The queue's choice: the first instant of the weekly `slots` in (now, horizon] that `taken` (instants, in ms since
 * the epoch) does not hold, or null when every one is taken.
 */
export function firstFreeSlot(slots: readonly PostingSlot[], zone: string, now: Date, horizon: Date, taken: ReadonlySet<number>): SlotInstant | null {
  return slotInstants(slots, zone, now, horizon).find((slot) => !taken.has(slot.at.getTime())) ?? null;
}

/**
 * The instant of a slot on one day. A time the clocks pass twice (they go back) takes the first of the two,
 * so the post goes when the clock first shows it. A time the clocks skip (they go forward) moves to the
 * first minute that exists after it, on the same day: Lisbon's 01:30 on its spring-forward Sunday, when
 * 01:00 becomes 02:00, is 02:00. null when the rest of that day is skipped (Samoa, 30 December 2011).
 */
export function resolveSlot(wall: WallTime, zone: string): { at: Date; shifted: boolean } | null {
  const first = instantOf(wall, zone);
  if (first) return { at: first, shifted: false };
  const [hours, minutes] = wall.time.split(":").map(Number) as [number, number];
  for (let minute = hours * 60 + minutes + 1; minute < 24 * 60; minute++) {
    const at = instantOf({ date: wall.date, time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}` }, zone);
    if (at) return { at, shifted: true };
  }
  return null;
}

function instantOf(wall: WallTime, zone: string): Date | null {
  let resolved;
  try {
    resolved = resolveWallTime(wall, zone);
  } catch (error) {
    // The date is well formed (it came from the calendar): the zone skips that whole day.
    if (error instanceof RangeError) return null;
    throw error;
  }
  if (resolved.kind === "exact") return resolved.at;
  return resolved.kind === "ambiguous" ? resolved.earlier : null;
}

const pad = (n: number) => String(n).padStart(2, "0");
