// How Postloom writes numbers, credits, money, dates and counts: one place, one locale. Postloom speaks
// English, so its numbers read as en-US ("150,000") on the server and in the browser alike (a server
// render and the browser's must agree); dates and times are in the browser's own locale and time zone,
// where only the browser renders them, and scheduled times name the zone (DESIGN.md).
export const LOCALE = "en-US";

const numbers = new Intl.NumberFormat(LOCALE);
const plurals = new Intl.PluralRules(LOCALE);

export function formatNumber(value: number): string {
  return numbers.format(value);
}

export function formatCredits(value: number): string {
  return `${numbers.format(value)} credits`;
}

/** Whole euros, as the plans are priced: "€15". */
export function formatMoney(amount: number, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALE, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** A count with its noun in the right number: "1 share", "2 shares" (the plural is the noun plus s unless given). */
export function formatCount(count: number, one: string, other = `${one}s`): string {
  return `${numbers.format(count)} ${plurals.select(count) === "one" ? one : other}`;
}

export function formatDate(value: string | Date) {
  return new Date(value).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

export function formatDateTime(value: string | Date, withZone = false) {
  return new Date(value).toLocaleString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone && { timeZoneName: "short" }),
  });
}

/** The long date the spec names for the Posts Overview and billing dates ("November 22, 2026"). */
export function formatLongDate(value: string | Date) {
  return new Date(value).toLocaleDateString(LOCALE, { year: "numeric", month: "long", day: "numeric" });
}
