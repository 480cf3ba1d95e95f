// The free trial as the screens show it (server and browser alike).
import type { Format } from "@/lib/format";

export const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialState = { endsAt: Date; daysLeft: number; ended: boolean };

/** Whole days left, rounded up: '1 day left' until the last moment. */
export function trialState(trialEndsAt: Date | string, now = new Date()): TrialState {
  const endsAt = new Date(trialEndsAt);
  const left = endsAt.getTime() - now.getTime();
  return { endsAt, daysLeft: Math.max(0, Math.ceil(left / DAY_MS)), ended: left <= 0 };
}

/** The account's free trial: null when it never had one, or once it has a paid plan (a Stripe status). */
export function trialOf(status: string | null | undefined, trialEndsAt: Date | string | null | undefined, now = new Date()): TrialState | null {
  return trialEndsAt && !status ? trialState(trialEndsAt, now) : null;
}

export function trialLabel({ daysLeft, ended }: TrialState, format: Format): string {
  if (ended) return "Trial ended";
  return `Trial: ${format.count(daysLeft, "day")} left`;
}
