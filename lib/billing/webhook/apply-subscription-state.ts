// Mirrors a Stripe subscription onto the user's Subscription row. Stripe does not deliver events in
// order, so each write carries the event's creation time (stripeStateAt) and an older event never
// overwrites what a newer one set: out-of-order deliveries converge to Stripe's latest state.
import "server-only";
import type { DbTransaction } from "@/lib/db";
import type { SubscriptionStatus } from "@/lib/generated/prisma/client";
import { planTypeForPrice } from "@/lib/integrations/billing/stripe-prices";
import { findBillingAccount } from "./find-billing-account";
import type { StripeSubscription } from "./stripe-objects";

const ENDED: ReadonlySet<SubscriptionStatus> = new Set(["CANCELED", "INCOMPLETE_EXPIRED"]);

export function toSubscriptionStatus(status: StripeSubscription["status"]): SubscriptionStatus {
  return status.toUpperCase() as Uppercase<typeof status>;
}

/** Returns whether the row changed. */
export async function applySubscriptionState(tx: DbTransaction, subscription: StripeSubscription, eventCreated: number): Promise<boolean> {
  const account = await findBillingAccount(tx, subscription.customer, subscription.metadata.userId);
  if (!account) {
    console.warn(`[billing] subscription ${subscription.id} belongs to no Postloom user (customer ${subscription.customer}); ignored`);
    return false;
  }
  const item = subscription.items.data[0]!;
  const type = planTypeForPrice(item.price.id);
  // Thrown, not skipped: the event stays unrecorded, Stripe retries it, and it applies once the setting is fixed.
  if (!type) throw new Error(`Stripe price ${item.price.id} is none of Postloom's plans; check STRIPE_PRICE_STANDARD and STRIPE_PRICE_PROFESSIONAL`);

  const status = toSubscriptionStatus(subscription.status);
  // The end of an earlier subscription must not end the one the user has now.
  if (ENDED.has(status) && account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id) return false;

  const { count } = await tx.subscription.updateMany({
    where: { id: account.id, OR: [{ stripeStateAt: null }, { stripeStateAt: { lte: eventCreated } }] },
    data: {
      stripeSubscriptionId: subscription.id,
      status,
      type,
      currentPeriodEnd: item.current_period_end ? new Date(item.current_period_end * 1000) : null,
      // The portal can cancel by setting cancel_at instead of cancel_at_period_end; both end the plan at a set date.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
      // A scheduled change that has taken effect is no longer to come.
      ...(account.scheduledType === type && { scheduledType: null }),
      stripeStateAt: eventCreated,
    },
  });
  return count > 0;
}
