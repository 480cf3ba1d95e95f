// The one question other domains ask billing: may this user use paid features right now?
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";

const ACTIVE_STATUSES = new Set(["ACTIVE", "TRIALING"]);

export async function hasActiveSubscription(userId: string): Promise<boolean> {
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { status: true } });
  return Boolean(subscription?.status && ACTIVE_STATUSES.has(subscription.status));
}

/** Throws NO_ACTIVE_SUBSCRIPTION unless the user's subscription is active. */
export async function assertActiveSubscription(userId: string): Promise<void> {
  if (!(await hasActiveSubscription(userId))) throw new AppError("NO_ACTIVE_SUBSCRIPTION");
}
