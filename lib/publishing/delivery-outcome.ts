// What a delivery's attempt came to, as it is recorded: sent, waiting (for a retry, a usage budget or the
// account's publishing limit), failed for good, or unknown (looked for on the account later). A failure is
// sorted by its kind (lib/channels/channel.ts), and by whether another attempt still fits.
import "server-only";
import { ChannelError, type Channel } from "@/lib/channels";
import type { DeliveryStatus, Platform } from "@/lib/generated/prisma/client";
import type { ResolvedDestination } from "@/lib/social/destination";
import {
  deferralSpreadMs,
  deliveryMessages,
  FIRST_CHECK_AFTER_MS,
  IMMEDIATE_CALL_TIMEOUT_MS,
  immediateRetryDelayMs,
  MAX_ATTEMPTS,
  OVER_LIMIT_WAIT_MS,
  scheduledRetryDelayMs,
} from "./delivery-policy";

export type DeliveryMode =
  /** From a claim: sends a scheduled post's due deliveries; retries later with back-off. */
  | { kind: "scheduled" }
  /** "Post Now": sends within the request, retrying while `deadline` (epoch ms) allows. */
  | { kind: "immediate"; deadline: number };

export type DeliveryResult = {
  platform: Platform;
  status: DeliveryStatus;
  errorMessage: string | null;
  externalPostId: string | null;
  /** Why it failed, when it failed in this run. */
  failure?: ChannelError["kind"] | "not-connected";
};

export type Outcome = Omit<DeliveryResult, "platform"> & {
  /** Where the delivered post can be seen. */
  permalink?: string | null;
  nextAttemptAt?: Date;
  deliveredAt?: Date;
  /** For an unknown outcome: when to look for the post on the account. */
  nextCheckAt?: Date;
  retryInlineAfterMs?: number;
  /** Waits for the account's publishing limit: not a failure, and a "Post Now" becomes scheduled. */
  deferred?: boolean;
};

/** An account at its publishing limit: the delivery waits and is tried again; it never fails for it. */
export function overLimit(to: ResolvedDestination, now: Date, limit?: { used: number; total: number }): Outcome {
  return {
    status: "PENDING",
    errorMessage: deliveryMessages(to.platform).overLimit(to.accountName, limit),
    externalPostId: null,
    nextAttemptAt: new Date(now.getTime() + OVER_LIMIT_WAIT_MS),
    deferred: true,
  };
}

/** A usage budget holds a scheduled delivery back: it waits unsent (no attempt counted) until `until`, or a little after. */
export function usageWait(to: ResolvedDestination, now: Date, until: Date): Outcome {
  const wait = Math.max(0, until.getTime() - now.getTime());
  return {
    status: "PENDING",
    errorMessage: deliveryMessages(to.platform).usageWait,
    externalPostId: null,
    nextAttemptAt: new Date(now.getTime() + wait + deferralSpreadMs(wait)),
    deferred: true,
  };
}

/** …and a "Post Now" is not sent: the owner is told when to try again. */
export function usageBusy(to: ResolvedDestination, now: Date, until: Date): Outcome {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return { status: "FAILED", errorMessage: deliveryMessages(to.platform).usageBusy(minutes), externalPostId: null, failure: "retryable" };
}

/** What a failed publish call comes to, by its kind, its attempt, and what the run's mode still allows. */
export function outcomeOfFailure(error: unknown, channel: Channel, attempts: number, mode: DeliveryMode, now: Date, to: ResolvedDestination): Outcome {
  const failure = error instanceof ChannelError ? error : new ChannelError("unknown", error instanceof Error ? error.message : String(error));
  const base = { externalPostId: null, failure: failure.kind };
  const messages = deliveryMessages(to.platform);
  // The limit was reached between the look at it and the publish (another app posted): wait, as before.
  if (channel.limitReached(failure)) return overLimit(to, now);
  switch (failure.kind) {
    case "reconnect":
      return { ...base, status: "FAILED", errorMessage: messages.reconnect(failure.message) };
    case "rejected":
      return { ...base, status: "FAILED", errorMessage: messages.rejected(failure.message) };
    case "unknown":
      return { ...base, status: "UNCONFIRMED", errorMessage: messages.unconfirmed, nextCheckAt: new Date(now.getTime() + FIRST_CHECK_AFTER_MS) };
    case "retryable": {
      if (attempts >= MAX_ATTEMPTS) return { ...base, status: "FAILED", errorMessage: messages.exhausted(failure.message) };
      if (mode.kind === "immediate") {
        const wait = immediateRetryDelayMs(attempts);
        // Only retry when a whole further call still fits in the request's budget.
        if (now.getTime() + wait + IMMEDIATE_CALL_TIMEOUT_MS <= mode.deadline) {
          return { ...base, status: "PENDING", errorMessage: failure.message, retryInlineAfterMs: wait };
        }
        return { ...base, status: "FAILED", errorMessage: messages.busy(failure.message) };
      }
      return { ...base, status: "PENDING", errorMessage: failure.message, nextAttemptAt: new Date(now.getTime() + scheduledRetryDelayMs(attempts)) };
    }
  }
}
