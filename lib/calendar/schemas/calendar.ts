// GET /api/calendar: its query and its reply, one schema each; the server serialises through the reply's,
// and the browser's types are inferred from it.
import { z } from "zod";
import { POST_STATUSES } from "@/lib/posts/schemas/list";
import { postsAtRiskSchema } from "@/lib/posts/schemas/post";
import { PLATFORMS } from "@/lib/social/platforms";
import { boundedInstant, DATE_LIMIT_MESSAGES, isWithinReach } from "@/lib/time/date-limits";
import { FULL_RANGE_DAYS, MAX_CALENDAR_DAYS } from "@/lib/calendar/calendar-limits";

const DAY_MS = 86_400_000;
const instant = (name: string) => boundedInstant(`${name} must be a date and time, e.g. 2026-12-01T00:00:00Z.`);

export const calendarQuerySchema = z.object({ from: instant("from"), to: instant("to") }).superRefine(({ from, to }, context) => {
  // Only once both are dates (the object's checks run even when a field failed).
  if (!(from instanceof Date && to instanceof Date)) return;
  if (to <= from) context.addIssue({ code: "custom", message: "to must be after from.", path: ["to"] });
  else if (to.getTime() - from.getTime() > MAX_CALENDAR_DAYS * DAY_MS)
    context.addIssue({ code: "custom", message: `Ask for at most ${MAX_CALENDAR_DAYS} days at a time.`, path: ["to"] });
  else if (!isWithinReach(from, new Date())) context.addIssue({ code: "custom", message: DATE_LIMIT_MESSAGES.ahead, path: ["from"] });
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** Every post of the range (a week, the queue's days), or the first POSTS_PER_DAY of each whole day (a month). */
export type CalendarListing = "every post" | "first of each day";

/** How GET /api/calendar lists a range: every post of a week, the first of each day of a longer one. */
export function calendarListingFor({ from, to }: CalendarQuery): CalendarListing {
  return to.getTime() - from.getTime() > FULL_RANGE_DAYS * DAY_MS ? "first of each day" : "every post";
}

const time = z.iso.datetime();

export const calendarEntrySchema = z.strictObject({
  id: z.number(),
  /** The start of the text: its first EXCERPT_LENGTH characters, and "…" where it goes on. */
  excerpt: z.string(),
  status: z.enum(POST_STATUSES),
  /** Its place on the calendar: the scheduled time, or when it was published. */
  at: time,
  /** Where it goes: each page or account (how each delivery went is in the post's details). */
  targets: z.array(z.strictObject({ platform: z.enum(PLATFORMS), accountName: z.string().nullable() })),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarReplySchema = z.strictObject({
  /** The range answered: the one asked for, or for a long range its whole days. */
  from: time,
  to: time,
  /** The brand's time zone, whose days `days` counts and `postsPerDay` limits. */
  timeZone: z.string(),
  /** The most posts listed for one day (null: all of them). */
  postsPerDay: z.number().int().positive().nullable(),
  /** How many posts each day of the range holds (yyyy-MM-dd in the brand's zone; days without posts left out). */
  days: z.record(z.iso.date(), z.number().int().positive()),
  /** The posts listed, in order of their time. */
  posts: z.array(calendarEntrySchema),
  /** The listed scheduled posts that won't go out until a connection is reconnected, and why (normally {}). */
  atRisk: postsAtRiskSchema,
});
export type CalendarReply = z.infer<typeof calendarReplySchema>;
