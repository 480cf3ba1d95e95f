// Dated occasions for planning a brand's posts (issue 21): the public holidays of the brand's country and
// region, from date-holidays, on the brand's own calendar days; and the country a time zone belongs to, to
// pre-fill the brand's country. Server-side only: the library's data is over a megabyte.
import "server-only";
import Holidays from "date-holidays";
import { compareDays } from "@/lib/time/calendar-day";

/** A holiday on a calendar day of the brand's ("YYYY-MM-DD"), named in English. */
export type Occasion = { date: string; name: string };
export type Place = { country: string; region?: string | null };

const calendars = new Map<string, Holidays>();

function calendarOf({ country, region }: Place): Holidays {
  const key = region ? `${country}-${region}` : country;
  let calendar = calendars.get(key);
  if (!calendar) {
    const options = { types: ["public" as const] };
    calendar = region ? new Holidays(country, region, options) : new Holidays(country, options);
    calendars.set(key, calendar);
  }
  return calendar;
}

/** Whether date-holidays knows the country (ISO 3166-1 alpha-2) and, if given, its region. */
export function isKnownPlace({ country, region }: Place): boolean {
  const countries = new Holidays().getCountries();
  if (!countries || !Object.hasOwn(countries, country)) return false;
  return !region || Object.hasOwn(new Holidays().getStates(country) ?? {}, region);
}

/** The public holidays from `from` to `to` (calendar days, inclusive), in date order. */
export function publicHolidays(place: Place, from: string, to: string): Occasion[] {
  if (!isKnownPlace(place)) return [];
  const calendar = calendarOf(place);
  const occasions: Occasion[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of calendar.getHolidays(year, "en")) {
      // `date` is the holiday's own local day ("2026-04-05 00:00:00"): the brand's day, whatever the server's zone.
      const date = holiday.date.slice(0, 10);
      if (holiday.type === "public" && compareDays(date, from) >= 0 && compareDays(date, to) <= 0) occasions.push({ date, name: holiday.name });
    }
  }
  return occasions.sort((a, b) => compareDays(a.date, b.date));
}

let zoneCountries: Map<string, string[]> | null = null;

/** The country of an IANA time zone, when it belongs to exactly one (not UTC, nor a zone several countries share). */
export function countryOfTimeZone(zone: string): string | null {
  if (!zoneCountries) {
    zoneCountries = new Map();
    for (const country of Object.keys(new Holidays().getCountries() ?? {})) {
      for (const tz of new Holidays(country).getTimezones() ?? []) zoneCountries.set(tz, [...(zoneCountries.get(tz) ?? []), country]);
    }
  }
  const countries = zoneCountries.get(zone);
  return countries?.length === 1 ? countries[0]! : null;
}

/** Every country the holiday calendar knows, by English name; and the regions of one (none for most). */
export function countries(): { code: string; name: string }[] {
  return Object.entries(new Holidays().getCountries("en") ?? {})
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export function regionsOf(country: string): { code: string; name: string }[] {
  if (!isKnownPlace({ country })) return [];
  return Object.entries(new Holidays().getStates(country, "en") ?? {})
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
