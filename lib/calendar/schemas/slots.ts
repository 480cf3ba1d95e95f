// Posting slots and the queue (GET/PUT /api/calendar/slots, GET/POST /api/calendar/queue, POST
// /api/calendar/queue/swap): one schema per request and per reply, shared by the calendar's forms and the
// server, which serialises its replies through them.
import { z } from "zod";
import { postSchema, postsAtRiskSchema } from "@/lib/posts/schemas/post";
import { publishSchema } from "@/lib/publishing/schemas";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import { MAX_ID } from "@/lib/validation/ids";
import { calendarEntrySchema } from "@/lib/calendar/schemas/calendar";
import { DEFAULT_QUEUE_DAYS, MAX_QUEUE_DAYS, MAX_SLOTS, SLOT_MESSAGES } from "@/lib/calendar/calendar-limits";

/** "HH:mm", 24-hour, on a quarter hour. */
const SLOT_TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;

const weekday = z.int({ error: SLOT_MESSAGES.weekday }).min(1, SLOT_MESSAGES.weekday).max(7, SLOT_MESSAGES.weekday);
const time = z.string({ error: SLOT_MESSAGES.time }).regex(SLOT_TIME, SLOT_MESSAGES.time);

/** A weekly slot: an ISO weekday (1 Monday … 7 Sunday) and a wall time in the brand's time zone. */
export const postingSlotSchema = z.strictObject({ weekday, time });
export type PostingSlot = z.infer<typeof postingSlotSchema>;

const byWeekdayAndTime = (a: PostingSlot, b: PostingSlot) => a.weekday - b.weekday || a.time.localeCompare(b.time);

/** PUT /api/calendar/slots: the whole week, replacing what was set. A slot listed twice counts once. */
export const postingSlotsInputSchema = z.object({
  slots: z
    .array(z.object({ weekday, time }), { error: SLOT_MESSAGES.slots })
    .max(MAX_SLOTS, SLOT_MESSAGES.tooMany)
    .transform((slots) => [...new Map(slots.map((slot) => [`${slot.weekday} ${slot.time}`, slot])).values()].sort(byWeekdayAndTime)),
});
export type PostingSlotsInput = z.infer<typeof postingSlotsInputSchema>;

/** GET and PUT /api/calendar/slots: the week's slots in order, and the zone their times are in. */
export const postingSlotsReplySchema = z.strictObject({ timeZone: z.string(), slots: z.array(postingSlotSchema) });
export type PostingSlotsReply = z.infer<typeof postingSlotsReplySchema>;

/** GET /api/calendar/queue?days: how many days ahead, from now. */
export const queueQuerySchema = z.object({
  days: z
    .string({ error: SLOT_MESSAGES.days })
    .regex(/^[1-9]\d?$/, SLOT_MESSAGES.days)
    .transform(Number)
    .refine((days) => days <= MAX_QUEUE_DAYS, SLOT_MESSAGES.days)
    .default(DEFAULT_QUEUE_DAYS),
});

const instant = z.iso.datetime();

/** One slot on one day, and the scheduled posts at its instant (none: an open slot). */
export const queueSlotSchema = z.strictObject({
  at: instant,
  /** The brand's calendar day, yyyy-MM-dd. */
  date: z.iso.date(),
  weekday: z.number(),
  /** The slot's time as set; `at` shows another when `shifted`. */
  time: z.string(),
  /** The clocks skip the slot's time that day (they go forward): it moves to the first minute after the change. */
  shifted: z.boolean(),
  posts: z.array(calendarEntrySchema),
});
export type QueueSlot = z.infer<typeof queueSlotSchema>;

/** GET /api/calendar/queue: the slots in (from, to], earliest first; `open` counts those without a post; `atRisk`, which of their posts won't go out until a connection is reconnected. */
export const queueReplySchema = z.strictObject({
  timeZone: z.string(),
  from: instant,
  to: instant,
  open: z.number(),
  slots: z.array(queueSlotSchema),
  atRisk: postsAtRiskSchema,
});
export type QueueReply = z.infer<typeof queueReplySchema>;

/** POST /api/calendar/queue: the post (or, without postID, new text) and where it goes; the time is the next free slot. */
export const queueAddSchema = publishSchema.refine((input) => input.platforms.length + input.targets.length > 0, {
  message: SCHEDULE_MESSAGES.platform,
  path: ["platforms"],
});
export type QueueAddInput = z.infer<typeof queueAddSchema>;

const postId = z.int({ error: SLOT_MESSAGES.postIds }).positive(SLOT_MESSAGES.postIds).max(MAX_ID, SLOT_MESSAGES.postIds);

/** POST /api/calendar/queue/swap: two scheduled posts that trade times. */
export const queueSwapSchema = z
  .object({ postIds: z.tuple([postId, postId], { error: SLOT_MESSAGES.postIds }) })
  .refine(({ postIds: [a, b] }) => a !== b, { message: SLOT_MESSAGES.samePost, path: ["postIds"] });

/** POST /api/calendar/queue/swap: both posts, each at the other's old time. */
export const queueSwapReplySchema = z.strictObject({ posts: z.tuple([postSchema, postSchema]) });
export type QueueSwapReply = z.infer<typeof queueSwapReplySchema>;
