// The free trial as the screens show it (server and browser alike).
import type { Format } from "@/lib/format";
import type { TrialHold } from "@/lib/generated/prisma/enums";

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

const CHOOSE_A_PLAN = "Choose a plan to start writing and publishing posts.";

export type TrialHoldNote = { label: string; title: string; detail: string };

/** Why an account has no running trial: the top bar's label, and what Plans & Billing and the Subscription Required dialog say. */
export const TRIAL_HOLD_NOTES: Record<TrialHold, TrialHoldNote> = {
  WAITING: {
    label: "Trial starts shortly",
    title: "Your free trial starts shortly.",
    detail: "It starts on its own, with nothing for you to do, and you can write posts as soon as it does.",
  },
  MAILBOX_USED: { label: "No free trial", title: "The free trial is once per mailbox, and this one has had it.", detail: CHOOSE_A_PLAN },
  DISPOSABLE_ADDRESS: { label: "No free trial", title: "Free trials aren't available for disposable email addresses.", detail: CHOOSE_A_PLAN },
  CLIENT_LIMIT: {
    label: "No free trial",
    title: "We give only a few free trials a day to one internet connection, and yours has had today's.",
    detail: CHOOSE_A_PLAN,
  },
};

/** Why the account has no trial: null when it has one, or once it has a paid plan (a Stripe status). */
export function trialHoldOf(status: string | null | undefined, hold: TrialHold | null | undefined): TrialHoldNote | null {
  return hold && !status ? TRIAL_HOLD_NOTES[hold] : null;
}
