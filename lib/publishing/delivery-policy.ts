// How deliveries behave over time: attempts, back-off, claim lease and time-outs, and the words a
// user sees on a delivery that did not go through.
import "server-only";
import type { Platform } from "@/lib/generated/prisma/client";
import { channelFacts } from "@/lib/channels/facts";
import { DEFER_FROM_PERCENT, PACE_FROM_PERCENT } from "@/lib/channels/facebook/graph-usage";
import { accountLabel, needsImageMessage } from "@/lib/channels/rules";
import { connectionMessages } from "@/lib/social/destination";

/** Attempts per delivery for failures where nothing reached Facebook (rate limits, outages). */
export const MAX_ATTEMPTS = 5;

/** A publish call starts at least this long before its claim lapses (clocks of two servers differ). */
export const SEND_BEFORE_LEASE_ENDS_MS = 15_000;

/** Per Facebook call from the scheduler (a photo upload can be slow). Well under the lease. */
export const SCHEDULED_CALL_TIMEOUT_MS = 60_000;

/** "Post Now" answers within this budget, retries included. */
export const IMMEDIATE_BUDGET_MS = 25_000;
export const IMMEDIATE_CALL_TIMEOUT_MS = 20_000;

/**
 * When an unknown delivery is looked for on the page, counted from when its request was sent: the page's
 * feed is ranked and may lag, so one look that misses it proves nothing. After the last, the owner decides.
 */
export const CHECK_AFTER_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000] as const;
export const FIRST_CHECK_AFTER_MS = CHECK_AFTER_MS[0];

/** Scheduled retries: 30 s, 2 min, 8 min, 32 min (±20 % so a rate-limited burst spreads out). */
export function scheduledRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = 30_000 * 4 ** (attempt - 1);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The gap between paced publish calls on one budget: 1 s at 75 %, doubling every 5 points (8 s at 90 %). */
export function paceGapMs(percent: number): number {
  if (percent < PACE_FROM_PERCENT) return 0;
  return Math.round(1_000 * 2 ** ((Math.min(percent, DEFER_FROM_PERCENT) - PACE_FROM_PERCENT) / 5));
}

/**
 * A paced delivery whose turn is further off than this is not waited for in the run: it is deferred to its
 * turn. Short enough for the Inngest sweep's pass to stay inside a serverless function's time limit.
 */
export const PACE_MAX_WAIT_MS = 30_000;

/** Deferred deliveries come back over this much more than the wait, so a held-back burst does not return at one instant. */
export function deferralSpreadMs(waitMs: number, random: () => number = Math.random): number {
  return Math.round(waitMs * 0.2 * random());
}

/** Retries inside a "Post Now" request: 0.5 s, 1 s, 2 s, 4 s. */
export function immediateRetryDelayMs(attempt: number): number {
  return 500 * 2 ** (attempt - 1);
}

/** The words a user sees on a delivery to `platform` that did not go through (a page's, or an account's). */
export function deliveryMessages(platform: Platform) {
  const channel = channelFacts(platform);
  const { label: name, place } = channel;
  return {
    ...connectionMessages(channel),
    unconfirmed: `${name} didn't confirm this post in time, so we can't tell whether it went out. We're checking your ${place}.`,
    interrupted: `Publishing stopped before ${name} answered, so we can't tell whether this went out. We're checking your ${place}.`,
    notFound: `We didn't find this post on your ${place}. If it isn't there, send it again; if it is, tell us and we'll mark it published.`,
    cannotLook: (detail: string) => `We couldn't look at your ${place} (${detail}). Check it yourself, then tell us whether the post is there.`,
    notSent: "Publishing stopped before this was sent. Please post it again.",
    rejected: (detail: string) => `${name} rejected this post: ${detail}`,
    exhausted: (detail: string) => `${name} was unavailable after ${MAX_ATTEMPTS} attempts (${detail}). Please try again later.`,
    busy: (detail: string) => `${name} is busy right now (${detail}). Please try again in a few minutes.`,
    needsImage: needsImageMessage(channel),
    /** The usage budget it gives Postloom is near its limit: a scheduled delivery waits, unsent. */
    usageWait: `Postloom is close to ${name}'s usage limit right now, so this post waits a few minutes and then goes out.`,
    /** …and a "Post Now" is not sent. */
    usageBusy: (minutes: number) =>
      `Postloom is close to ${name}'s usage limit right now, so this wasn't sent. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or schedule it.`,
    /** The account's publishing limit is reached: the post waits, it is never dropped. */
    overLimit: (account: string, limit?: { used: number; total: number }) =>
      `${name}'s publishing limit for ${accountLabel(channel, account)} is reached${limit ? ` (${limit.used} of ${limit.total} posts in the last ${channel.rules.publishingLimit?.hours ?? 24} hours)` : ""}, so this post waits: we'll try again in an hour.`,
  } as const;
}

/** A delivery left SENDING by a runner that stopped: the platform may have had the request, so it is looked for there now. */
export function interruptedOutcome(platform: Platform, now: Date) {
  return { status: "UNCONFIRMED" as const, errorMessage: deliveryMessages(platform).interrupted, nextCheckAt: now };
}

/** How long a post waits when an account's publishing limit is reached, before it is tried again. */
export const OVER_LIMIT_WAIT_MS = 60 * 60_000;

/** A scheduled Instagram delivery stops waiting for its container after this long (well inside the claim). */
export const CONTAINER_WAIT_MS = 2 * 60_000;
