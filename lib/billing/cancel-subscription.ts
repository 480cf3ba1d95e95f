import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { billing } from "@/lib/integrations/billing";
import { isLive } from "@/lib/plans/subscription-status";

/** Cancels at the end of the paid period: the plan and its credits last until then. */
export async function cancelSubscription(userId: string): Promise<void> {
  const subscription = await db.subscription.findUnique({ where: { userId } });
  if (!subscription?.stripeSubscriptionId || !isLive(subscription.status)) {
    throw new AppError("NOT_FOUND", "You don't have an active subscription to cancel.");
  }
  await billing().cancelAtPeriodEnd({ userId, subscriptionId: subscription.stripeSubscriptionId });
  // Stripe confirms with customer.subscription.updated; showing it now saves the user a stale page meanwhile.
  await db.subscription.updateMany({
    where: { userId, stripeSubscriptionId: subscription.stripeSubscriptionId },
    data: { cancelAtPeriodEnd: true },
  });
}
