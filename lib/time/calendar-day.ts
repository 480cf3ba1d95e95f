// Calendar days (yyyy-MM-dd, a day on some zone's calendar, no time zone of its own) compared and counted as
// dates. As text they compare only while years have four digits: the day after 9999-12-31 is "10000-01-01",
// which sorts before "9999-…", and a loop that stopped on it as text would never stop. Pure.

const DAY_MS = 86_400_000;

/** The day as a count of days since 1970-01-01 (negative before). */
export function dayIndex(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0 to 99 as 1900 to 1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return Math.round(at.getTime() / DAY_MS);
}

/** Negative when `a` comes before `b`, 0 on the same day, positive after. */
export const compareDays = (a: string, b: string) => dayIndex(a) - dayIndex(b);

/** How many days `to` comes after `from` (negative when before). */
export const daysBetween = (from: string, to: string) => dayIndex(to) - dayIndex(from);

/** The day `count` days after `date` (before, when negative). */
export function addDaysTo(date: string, count: number): string {
  const at = new Date((dayIndex(date) + count) * DAY_MS);
  const year = at.getUTCFullYear();
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${year < 0 ? "-" : ""}${pad(Math.abs(year), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  return ((((dayIndex(date) + 3) % 7) + 7) % 7) + 1;
}
