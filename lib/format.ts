// How Postloom writes numbers, money, credits, dates and counts: one helper, in the owner's locale (their
// browser's first language; the server reads the same one from Accept-Language, so a server render and
// the browser's agree). Screens get it from useFormat() (lib/client/use-format.tsx) or, on the server,
// requestFormat() (lib/http/request-format.ts). The words stay English: only how figures read follows
// the locale.
export const DEFAULT_LOCALE = "en-US";

/** The first language of an Accept-Language header that this runtime can format, else en-US. */
export function localeFrom(acceptLanguage: string | null | undefined): string {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  if (!first || first === "*") return DEFAULT_LOCALE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([first])[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export type Format = ReturnType<typeof formatterFor>;

/** `timeZone` (IANA): dates read in that zone (the brand's); without it, in the runtime's own. */
export function formatterFor(locale: string = DEFAULT_LOCALE, timeZone?: string) {
  const zone = timeZone ? { timeZone } : {};
  const numbers = new Intl.NumberFormat(locale);
  const number = (value: number) => numbers.format(value);
  return {
    locale,
    number,
    credits: (value: number) => `${number(value)} credits`,
    /** An amount in a currency (ISO 4217 code): whole amounts without cents unless `cents` ("€15", "15 €", "€15.00"). */
    money: (amount: number, currency: string, { cents = false }: { cents?: boolean } = {}) =>
      new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }).format(amount),
    /**
     * A count with its noun in the right number: "1 share", "2 shares" (the plural is the noun plus s unless
     * given). The words are English, so English's rule picks the form, whatever the locale writes the figure in:
     * French's rule would make "0 share".
     */
    count: (value: number, one: string, other = `${one}s`) => `${number(value)} ${value === 1 ? one : other}`,
    date: (value: string | Date) => new Date(value).toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric", ...zone }),
    /** A date and time (in the brand's zone on its pages); scheduled times name the zone (docs/architecture.md, "Design"). */
    dateTime: (value: string | Date, withZone = false) =>
      new Date(value).toLocaleString(locale, {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        ...zone,
        ...(withZone && { timeZoneName: "short" }),
      }),
    /** A time of day to the second, for what happens within the minute ("10:42:30 AM"). */
    time: (value: string | Date) => new Date(value).toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", second: "2-digit", ...zone }),
    /** A file's size in the unit that keeps it under 1,000 ("820 kB", "4.2 MB", "2 GB"; 1 kB = 1,024 bytes). */
    fileSize: (bytes: number) => {
      const [unit, size] = bytes >= 1000 * 1024 ** 2 ? ["gigabyte", 1024 ** 3] : bytes >= 1000 * 1024 ? ["megabyte", 1024 ** 2] : ["kilobyte", 1024];
      return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(bytes / (size as number));
    },
    /** The long date the spec names for the Posts Overview and billing dates ("November 22, 2026"). */
    longDate: (value: string | Date) => new Date(value).toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric", ...zone }),
  };
}

/** How much of a post's text the calendar, the notifications and the drafts tray show. */
export const EXCERPT_LENGTH = 80;

/** A post's excerpt, as the calendar's statement writes it (lib/calendar/list-calendar.ts): characters, not UTF-16 units, so an emoji is never cut in two. */
export function excerptOf(content: string): string {
  const characters = Array.from(content);
  return characters.length <= EXCERPT_LENGTH ? content : `${characters.slice(0, EXCERPT_LENGTH - 1).join("")}…`;
}
