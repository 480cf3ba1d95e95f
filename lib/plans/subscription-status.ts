// The subscription statuses that still hold a plan, read by the billing domain, the billing sandbox and the screens.
import type { SubscriptionStatus } from "@/lib/generated/prisma/client";

/** Statuses under which Stripe still holds a subscription for the customer (a second checkout would open another one). */
export const LIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(["ACTIVE", "TRIALING", "PAST_DUE", "UNPAID", "PAUSED"]);

export function isLive(status: SubscriptionStatus | null | undefined): boolean {
  return Boolean(status && LIVE_STATUSES.has(status));
}
