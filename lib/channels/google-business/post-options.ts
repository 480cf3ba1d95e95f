// What a Google Business Profile post carries beside its text, chosen in the Confirm Post dialog when a location
// is a target: its type (an update, an offer with its coupon, terms and dates, or an event with its title, start and
// end) and a button (Book, Order online, Buy, Learn more, Sign up, or Call now, which dials the location's phone).
// Times are wall times in the brand's zone, as Google shows them on the listing. Shared with the browser, where the
// dialog checks them with the same schema the server does.
import { z } from "zod";
import { EARLIEST_YEAR, LATEST_YEAR } from "@/lib/time/date-limits";
import { text } from "@/lib/validation/text";

export const GOOGLE_POST_TYPES = { STANDARD: "Update", OFFER: "Offer", EVENT: "Event" } as const;
export type GooglePostType = keyof typeof GOOGLE_POST_TYPES;

/** The buttons a post may carry, as the listing labels them. */
export const GOOGLE_BUTTONS = { BOOK: "Book", ORDER: "Order online", SHOP: "Buy", LEARN_MORE: "Learn more", SIGN_UP: "Sign up", CALL: "Call now" } as const;
export type GoogleButton = keyof typeof GOOGLE_BUTTONS;

/** Google's limit on an offer's or event's title. */
export const GOOGLE_TITLE_MAX = 58;
const TERMS_MAX = 5_000;
const COUPON_MAX = 58;

export const GOOGLE_OPTION_MESSAGES = {
  url: "Add the web address the button opens (https://…).",
  title: "Give it a title.",
  start: "Choose when it starts.",
  end: "Choose when it ends.",
  order: "It can't end before it starts.",
  time: `Choose a date and time in the years ${EARLIEST_YEAR} to ${LATEST_YEAR}.`,
} as const;

const keysOf = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

const webAddress = text({ error: GOOGLE_OPTION_MESSAGES.url })
  .trim()
  .max(2_000, GOOGLE_OPTION_MESSAGES.url)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: GOOGLE_OPTION_MESSAGES.url }));

/** A wall time, yyyy-MM-ddTHH:mm, in the years Postloom takes. */
const wallTime = z.iso
  .datetime({ local: true, precision: -1, error: GOOGLE_OPTION_MESSAGES.time })
  .refine((value) => Number(value.slice(0, 4)) >= EARLIEST_YEAR && Number(value.slice(0, 4)) <= LATEST_YEAR, GOOGLE_OPTION_MESSAGES.time);

const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

export const googlePostOptionsSchema = z
  .object({
    type: z.enum(keysOf(GOOGLE_POST_TYPES), { error: "Choose an update, an offer or an event." }).default("STANDARD"),
    button: z
      .object({
        action: z.enum(keysOf(GOOGLE_BUTTONS), { error: "Choose one of the listing's buttons." }),
        url: z.union([webAddress, z.literal("")]).optional(),
      })
      .nullable()
      .default(null),
    title: optionalText(GOOGLE_TITLE_MAX, `The title can be at most ${GOOGLE_TITLE_MAX} characters.`),
    start: wallTime.optional(),
    end: wallTime.optional(),
    couponCode: optionalText(COUPON_MAX, `The coupon code can be at most ${COUPON_MAX} characters.`),
    terms: optionalText(TERMS_MAX, `The terms can be at most ${TERMS_MAX.toLocaleString("en-US")} characters.`),
  })
  .superRefine((options, ctx) => {
    if (options.button && options.button.action !== "CALL" && !options.button.url)
      ctx.addIssue({ code: "custom", path: ["button", "url"], message: GOOGLE_OPTION_MESSAGES.url });
    if (options.type === "STANDARD") return;
    if (!options.title) ctx.addIssue({ code: "custom", path: ["title"], message: GOOGLE_OPTION_MESSAGES.title });
    if (!options.start) ctx.addIssue({ code: "custom", path: ["start"], message: GOOGLE_OPTION_MESSAGES.start });
    if (!options.end) ctx.addIssue({ code: "custom", path: ["end"], message: GOOGLE_OPTION_MESSAGES.end });
    // Wall times of one form compare as text.
    else if (options.start && options.end < options.start) ctx.addIssue({ code: "custom", path: ["end"], message: GOOGLE_OPTION_MESSAGES.order });
  })
  .transform(({ type, button, title, start, end, couponCode, terms }) => ({
    type,
    // A Call dials the location's phone: it has no address.
    button: button && (button.action === "CALL" ? { action: button.action } : { action: button.action, url: button.url }),
    // Only an offer or an event has a title and dates; only an offer its coupon and terms.
    ...(type !== "STANDARD" && { title, start, end }),
    ...(type === "OFFER" && { couponCode, terms }),
  }));

export type GooglePostOptions = z.output<typeof googlePostOptionsSchema>;
export type GooglePostOptionsInput = z.input<typeof googlePostOptionsSchema>;

/** A plain update without a button: what a post to Google is when nothing else was chosen. */
export const PLAIN_UPDATE: GooglePostOptions = { type: "STANDARD", button: null };

const WALL_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** An offer's or event's dates as the listing shows them: "Dec 5, 2026, 10:00 AM – Dec 6, 2026, 6:00 PM". */
export function describeWallSpan(start: string, end: string): string {
  const at = (wall: string) => {
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall) ? new Date(`${wall}:00Z`) : null;
    return instant && !Number.isNaN(instant.getTime()) ? WALL_FORMAT.format(instant) : "…";
  };
  return `${at(start)} – ${at(end)}`;
}

/**
 * A post's type and button as chosen: as kept (or sent), or, while the owner fills them in with details missing, as
 * far as they go, for the preview.
 */
export function chosenGoogleOptions(input: unknown): GooglePostOptions {
  const parsed = googlePostOptionsSchema.safeParse(input ?? PLAIN_UPDATE);
  if (parsed.success) return parsed.data;
  const raw = (input ?? {}) as GooglePostOptionsInput;
  const type = raw.type && Object.hasOwn(GOOGLE_POST_TYPES, raw.type) ? raw.type : "STANDARD";
  const action = raw.button?.action;
  const button = action && Object.hasOwn(GOOGLE_BUTTONS, action) ? (action === "CALL" ? { action } : { action, url: raw.button?.url || undefined }) : null;
  const some = (value: string | undefined) => value?.trim() || undefined;
  return {
    type,
    button,
    ...(type !== "STANDARD" && { title: some(raw.title), start: some(raw.start), end: some(raw.end) }),
    ...(type === "OFFER" && { couponCode: some(raw.couponCode), terms: some(raw.terms) }),
  };
}
