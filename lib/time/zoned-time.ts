// Times in the brand's time zone. Postloom stores instants (UTC) and shows and takes wall times (a date and a
// time of day) in the brand's IANA zone, on the server and in the browser alike, whatever zone the machine is
// set to. Conversions go through @date-fns/tz; a wall time the clocks skip (spring forward) is refused, and
// one they pass twice (fall back) is never guessed: the caller asks which of the two is meant.
import { TZDate, tzName } from "@date-fns/tz";
import { format } from "date-fns";

/** The zone of a profile that has not chosen one. */
export const DEFAULT_TIME_ZONE = "UTC";

/** A wall time in some zone: `date` as yyyy-MM-dd, `time` as HH:mm (24-hour). */
export type WallTime = { date: string; time: string };

export type ResolvedWallTime =
  | { kind: "exact"; at: Date }
  /** The clocks skip this time in the zone (they go forward): it never happens. */
  | { kind: "gap"; message: string }
  /** The clocks pass this time twice (they go back): `earlier` is the first, `later` an hour or so after. */
  | { kind: "ambiguous"; earlier: Date; later: Date; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `zone` is an IANA time zone this runtime knows (e.g. "Europe/Lisbon", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this browser (or server process) is set to, when it names a real one. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

const sameWall = (at: TZDate, year: number, month: number, day: number, hours: number, minutes: number) =>
  at.getFullYear() === year && at.getMonth() === month - 1 && at.getDate() === day && at.getHours() === hours && at.getMinutes() === minutes;

/** The instant a wall time in `zone` stands for, or why there is not exactly one. Throws on a malformed date or time. */
export function resolveWallTime(wall: WallTime, zone: string): ResolvedWallTime {
  const date = DATE.exec(wall.date);
  const time = TIME.exec(wall.time);
  if (!date || !time) throw new RangeError(`Not a wall time: ${wall.date} ${wall.time}`);
  const [year, month, day, hours, minutes] = [date[1], date[2], date[3], time[1], time[2]].map(Number) as [number, number, number, number, number];
  const at = new TZDate(year, month - 1, day, hours, minutes, 0, zone);
  if (at.getDate() !== day || at.getMonth() !== month - 1) throw new RangeError(`Not a date: ${wall.date}`);
  const label = `${wall.time} on ${format(new Date(year, month - 1, day), "EEEE d MMMM")}`;
  if (!sameWall(at, year, month, day, hours, minutes)) {
    return { kind: "gap", message: `${label} doesn't exist in ${zone}: the clocks go forward then. Please pick another time.` };
  }
  // Offsets change by at most an hour at a time in practice (Lord Howe's 30 minutes included): look either side.
  const other = [-60, -30, 30, 60]
    .map((offset) => new TZDate(at.getTime() + offset * 60_000, zone))
    .find((candidate) => sameWall(candidate, year, month, day, hours, minutes));
  if (!other) return { kind: "exact", at: new Date(at.getTime()) };
  const [earlier, later] = [at.getTime(), other.getTime()].sort((a, b) => a - b) as [number, number];
  return {
    kind: "ambiguous",
    earlier: new Date(earlier),
    later: new Date(later),
    message: `${label} happens twice in ${zone}: the clocks go back then. Please choose the first or the second.`,
  };
}

/** The first instant of a calendar day (yyyy-MM-dd) in `zone`: its midnight, or the first minute after a midnight the clocks skip. */
export function startOfDayIn(date: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, zone).getTime());
}

/** The wall time an instant shows in `zone`. */
export function wallTimeOf(at: Date, zone: string): WallTime {
  const local = new TZDate(at.getTime(), zone);
  return { date: format(local, "yyyy-MM-dd"), time: format(local, "HH:mm") };
}

/** An instant formatted in `zone` with a date-fns pattern (e.g. "d MMM yyyy, HH:mm"). */
export function formatInZone(at: Date, zone: string, pattern: string): string {
  return format(new TZDate(at.getTime(), zone), pattern);
}

/** The zone's short name at that instant, to label times that could be read in another zone (e.g. "WEST", "EDT", "GMT+1"). */
export function zoneAbbreviation(at: Date, zone: string): string {
  return tzName(zone, at, "short");
}

/** The zone's offset from UTC at that instant, as Intl writes it: "GMT+1", "GMT+5:30". */
export function zoneOffset(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
}
