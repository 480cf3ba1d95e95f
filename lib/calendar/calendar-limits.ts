// The calendar's and the queue's limits and messages, with no validation code, so the calendar page loads
// without zod. The requests' and replies' schemas are ./schemas/calendar and ./schemas/slots.

/** A request covers at most this many days; a longer view asks in parts. */
export const MAX_CALENDAR_DAYS = 62;

/** A range longer than this (a month) lists the first POSTS_PER_DAY posts of each day; a week lists them all. */
export const FULL_RANGE_DAYS = 8;

/** The posts a day of a long range lists (what a month's cell shows), with the day's count beside them. Also in the migration 20261125003850_calendar_at. */
export const POSTS_PER_DAY = 3;

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
