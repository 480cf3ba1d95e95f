// Posting slots and the queue (GET/PUT /api/calendar/slots, GET/POST /api/calendar/queue, POST
// /api/calendar/queue/swap): one schema per request and per reply, shared by the calendar's forms and the
// server, which serialises its replies through them.
import { z } from "zod";
import { postSchema, postsAtRiskSchema } from "@/lib/posts/post-schema";
import { publishSchema, SCHEDULE_MESSAGES } from "@/lib/publishing/schemas";
import { MAX_ID } from "@/lib/validation/ids";
import { calendarEntrySchema } from "./calendar-schema";

/** At most this many slots a week (four a day). */
export const MAX_SLOTS = 28;
/** Slot times are on a quarter hour, like every time the schedule picker offers. */
export const SLOT_MINUTE_STEP = 15;
/** The queue view asks for at most this many days ahead… */
export const MAX_QUEUE_DAYS = 31;
/** …and for this many when it does not say. */
export const DEFAULT_QUEUE_DAYS = 14;
/** How far ahead "Add to queue" looks for a free slot. */
export const QUEUE_HORIZON_WEEKS = 8;

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const SLOT_MESSAGES = {
  slots: "slots must be a list of { weekday, time }.",
  weekday: "weekday must be 1 (Monday) to 7 (Sunday).",
  time: "time must be a quarter hour from 00:00 to 23:45, e.g. 09:00 or 18:30.",
  tooMany: `You can set at most ${MAX_SLOTS} posting slots a week.`,
  days: `days must be a whole number from 1 to ${MAX_QUEUE_DAYS}.`,
  noSlots: "Set your posting slots on the calendar first.",
  full: `Every posting slot in the next ${QUEUE_HORIZON_WEEKS} weeks is taken. Add more slots on the calendar, or schedule this post for a time of its own.`,
  postIds: "postIds must be two post ids, e.g. [12, 34].",
  samePost: "Choose two different posts to swap.",
} as const;

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
export const queueReplySchema = z.strictObject({ timeZone: z.string(), from: instant, to: instant, open: z.number(), slots: z.array(queueSlotSchema), atRisk: postsAtRiskSchema });
export type QueueReply = z.infer<typeof queueReplySchema>;

/** POST /api/calendar/queue: the post (or, without postID, new text) and where it goes; the time is the next free slot. */
export const queueAddSchema = publishSchema.refine((input) => input.platforms.length + input.targets.length > 0, { message: SCHEDULE_MESSAGES.platform, path: ["platforms"] });
export type QueueAddInput = z.infer<typeof queueAddSchema>;

const postId = z.int({ error: SLOT_MESSAGES.postIds }).positive(SLOT_MESSAGES.postIds).max(MAX_ID, SLOT_MESSAGES.postIds);

/** POST /api/calendar/queue/swap: two scheduled posts that trade times. */
export const queueSwapSchema = z
  .object({ postIds: z.tuple([postId, postId], { error: SLOT_MESSAGES.postIds }) })
  .refine(({ postIds: [a, b] }) => a !== b, { message: SLOT_MESSAGES.samePost, path: ["postIds"] });

/** POST /api/calendar/queue/swap: both posts, each at the other's old time. */
export const queueSwapReplySchema = z.strictObject({ posts: z.tuple([postSchema, postSchema]) });
export type QueueSwapReply = z.infer<typeof queueSwapReplySchema>;
