// Publishing's limits and what the schedule pickers say when a time or a target is refused, with no
// validation code, so the pages that schedule or show deliveries load without zod. The schemas are ./schemas.

export const SCHEDULE_MESSAGES = {
  futureTime: "Please select a valid future date and time for scheduling",
  platform: "Please select at least one platform for scheduling",
} as const;

/** How far ahead a post can be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;
