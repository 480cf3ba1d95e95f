// The free trial as the screens show it (server and browser alike).
import type { Format } from "@/lib/format";

export const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialState = { daysLeft: number; ended: boolean };

/** Whole days left, rounded up: '1 day left' until the last moment. */
export function trialState(trialEndsAt: Date | string, now = new Date()): TrialState {
  const left = new Date(trialEndsAt).getTime() - now.getTime();
  return { daysLeft: Math.max(0, Math.ceil(left / DAY_MS)), ended: left <= 0 };
}

export function trialLabel({ daysLeft, ended }: TrialState, format: Format): string {
  if (ended) return "Trial ended";
  return `Trial: ${format.count(daysLeft, "day")} left`;
}
