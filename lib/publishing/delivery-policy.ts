// How deliveries behave over time: attempts, back-off, claim lease and time-outs, and the words a
// user sees on a delivery that did not go through.
import "server-only";

/** Attempts per delivery for failures where nothing reached Facebook (rate limits, outages). */
export const MAX_ATTEMPTS = 5;

/** A runner's claim on a post lapses after this long; the next runner then finishes its work. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

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

/** Retries inside a "Post Now" request: 0.5 s, 1 s, 2 s, 4 s. */
export function immediateRetryDelayMs(attempt: number): number {
  return 500 * 2 ** (attempt - 1);
}

export const DELIVERY_MESSAGES = {
  unconfirmed: "Facebook didn't confirm this post in time, so we can't tell whether it went out. We're checking your page.",
  interrupted: "Publishing stopped before Facebook answered, so we can't tell whether this went out. We're checking your page.",
  notFound: "We didn't find this post on your page. If it isn't there, send it again; if it is, tell us and we'll mark it published.",
  cannotLook: (detail: string) => `We couldn't look at your page (${detail}). Check it yourself, then tell us whether the post is there.`,
  notSent: "Publishing stopped before this was sent. Please post it again.",
  notConnected: "Facebook isn't connected. Connect it on the dashboard, then post again.",
  reconnect: (detail?: string) =>
    `Facebook asked you to reconnect your account${detail ? ` (${detail})` : ""}. Reconnect Facebook on the dashboard, then post again.`,
  rejected: (detail: string) => `Facebook rejected this post: ${detail}`,
  exhausted: (detail: string) => `Facebook was unavailable after ${MAX_ATTEMPTS} attempts (${detail}). Please try again later.`,
  busy: (detail: string) => `Facebook is busy right now (${detail}). Please try again in a few minutes.`,
} as const;
