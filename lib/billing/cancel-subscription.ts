import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { billing } from "@/lib/integrations/billing";
import { isLive } from "@/lib/plans/subscription-status";
import { withBillingErrors } from "./billing-failure";
import { receiveStripeEvent } from "./webhook/receive-stripe-event";

/** Cancels at the end of the paid period: the plan and its credits last until then. */
export async function cancelSubscription(userId: string): Promise<void> {
  const subscription = await db.subscription.findUnique({ where: { userId } });
  if (!subscription?.stripeSubscriptionId || !isLive(subscription.status)) {
    throw new AppError("NOT_FOUND", "You don't have an active subscription to cancel.");
  }
  const subscriptionId = subscription.stripeSubscriptionId;
  await withBillingErrors(() => billing().cancelAtPeriodEnd({ userId, subscriptionId, webhook: receiveStripeEvent }));
  // Stripe confirms with customer.subscription.updated; showing it now saves the user a stale page meanwhile.
  await db.subscription.updateMany({
    where: { userId, stripeSubscriptionId: subscriptionId },
    data: { cancelAtPeriodEnd: true },
  });
}
