// The dates Postloom takes from a request: a year from 2000 to 2100, and (for anything that plans or shows the
// future) nothing more than two years ahead. A date outside them is refused with a 422 before any loop over
// days or slots starts, so every such loop runs a number of times that follows from a checked range. Pure, for
// the schemas the forms share with the server.
import { addYears } from "date-fns";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";

export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;
export const MAX_YEARS_AHEAD = 2;

export const DATE_LIMIT_MESSAGES = {
  year: `Choose a date in the years ${EARLIEST_YEAR} to ${LATEST_YEAR}.`,
  ahead: `Choose a date within the next ${MAX_YEARS_AHEAD} years.`,
} as const;

/** The year of a yyyy-MM-dd day or an ISO instant that a zod `iso` format has already checked (four digits first). */
const yearOf = (value: string) => Number(value.slice(0, 4));
const inYears = (value: string) => yearOf(value) >= EARLIEST_YEAR && yearOf(value) <= LATEST_YEAR;

/** A calendar day, yyyy-MM-dd, in the years Postloom takes. */
export const boundedDay = (error: string) => z.iso.date({ error }).refine(inYears, DATE_LIMIT_MESSAGES.year);

/** An instant with its offset, in the years Postloom takes, as a Date. */
export const boundedInstant = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine(inYears, DATE_LIMIT_MESSAGES.year)
    .transform((value) => new Date(value));

/** The last instant a request may reach from `now`. */
export const latestReachable = (now: Date) => addYears(now, MAX_YEARS_AHEAD);

/** Whether `at` is within MAX_YEARS_AHEAD of `now` (dates compared as dates). */
export const isWithinReach = (at: Date, now: Date) => at.getTime() <= latestReachable(now).getTime();

/** Refuses `at` beyond MAX_YEARS_AHEAD of `now` as a field error of `field`. */
export function assertWithinReach(at: Date, now: Date, field: string): void {
  if (!isWithinReach(at, now)) throw new AppError("VALIDATION_ERROR", DATE_LIMIT_MESSAGES.ahead, { fieldErrors: { [field]: [DATE_LIMIT_MESSAGES.ahead] } });
}
