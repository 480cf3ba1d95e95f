// GET /api/calendar: its query and its reply, one schema each; the server serialises through the reply's,
// and the browser's types are inferred from it.
import { z } from "zod";
import { DELIVERY_STATUSES } from "@/lib/posts/post-schema";
import { POST_STATUSES } from "@/lib/posts/list-schemas";
import { PLATFORMS } from "@/lib/social/schemas";

/** A request covers at most this many days; a longer view asks in parts. */
export const MAX_CALENDAR_DAYS = 62;
/** How much of a post's text the calendar shows. */
export const EXCERPT_LENGTH = 80;

const DAY_MS = 86_400_000;
const instant = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time, e.g. 2026-12-01T00:00:00Z.` }).transform((value) => new Date(value));

export const calendarQuerySchema = z.object({ from: instant("from"), to: instant("to") }).superRefine(({ from, to }, context) => {
  // Only once both are dates (the object's checks run even when a field failed).
  if (!(from instanceof Date && to instanceof Date)) return;
  if (to <= from) context.addIssue({ code: "custom", message: "to must be after from.", path: ["to"] });
  else if (to.getTime() - from.getTime() > MAX_CALENDAR_DAYS * DAY_MS) context.addIssue({ code: "custom", message: `Ask for at most ${MAX_CALENDAR_DAYS} days at a time.`, path: ["to"] });
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

const time = z.iso.datetime();

export const calendarEntrySchema = z.strictObject({
  id: z.number(),
  /** The first words of the text. */
  excerpt: z.string(),
  status: z.enum(POST_STATUSES),
  /** Its place on the calendar: the scheduled time, or when it was published. */
  at: time,
  imageUrl: z.string().nullable(),
  targets: z.array(z.strictObject({ platform: z.enum(PLATFORMS), accountName: z.string().nullable(), status: z.enum(DELIVERY_STATUSES) })),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarReplySchema = z.strictObject({ from: time, to: time, posts: z.array(calendarEntrySchema) });
export type CalendarReply = z.infer<typeof calendarReplySchema>;

/** The first words of a post, cut at a word where it can be. */
export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
