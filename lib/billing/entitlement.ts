// The one question other domains ask billing: may this user use paid features right now? A paid plan that
// is active (or in Stripe's trial) says yes, and so does Postloom's own free trial until it ends.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { trialHoldOf, trialOf } from "./trial-state";

const ACTIVE_STATUSES = new Set(["ACTIVE", "TRIALING"]);

export const TRIAL_ENDED_MESSAGE = "Your free trial has ended. Choose a plan to keep writing and publishing posts.";

/** Inactive, with what to tell the owner when there is more to say than the generic message. */
type Entitlement = { active: true } | { active: false; message?: string };

async function entitlementOf(userId: string, now = new Date()): Promise<Entitlement> {
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { status: true, trialEndsAt: true, trialHold: true } });
  if (subscription?.status && ACTIVE_STATUSES.has(subscription.status)) return { active: true };
  const trialEndsAt = subscription?.trialEndsAt;
  if (trialEndsAt && trialEndsAt > now) return { active: true };
  if (trialOf(subscription?.status, trialEndsAt, now)?.ended) return { active: false, message: TRIAL_ENDED_MESSAGE };
  const hold = trialHoldOf(subscription?.status, subscription?.trialHold);
  return { active: false, message: hold ? `${hold.title} ${hold.detail}` : undefined };
}

export async function hasActiveSubscription(userId: string): Promise<boolean> {
  return (await entitlementOf(userId)).active;
}

/** Throws NO_ACTIVE_SUBSCRIPTION unless the user's subscription (or free trial) is active; after a trial, or without one, saying why. */
export async function assertActiveSubscription(userId: string): Promise<void> {
  const entitlement = await entitlementOf(userId);
  if (!entitlement.active) throw new AppError("NO_ACTIVE_SUBSCRIPTION", entitlement.message);
}
