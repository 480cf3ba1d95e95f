import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { billing } from "@/lib/integrations/billing";
import { stripePriceId } from "@/lib/integrations/billing/stripe-prices";
import { isLive } from "@/lib/plans/subscription-status";
import { withBillingErrors } from "./billing-failure";
import { ensureStripeCustomer } from "./ensure-stripe-customer";
import type { SubscriptionType } from "./plans";

export const billingPageUrl = (query = "") => `${env.APP_URL}/subscription${query}`;

/**
 * Where to send the browser to subscribe to `type`: Stripe Checkout in subscription mode. A user who
 * already pays for a plan goes to the billing portal instead (on the switch confirmation for the other
 * plan), because a second checkout would charge them for two subscriptions.
 */
export async function startCheckout(user: { id: string; email: string }, type: SubscriptionType): Promise<{ url: string }> {
  const current = await db.subscription.findUnique({ where: { userId: user.id } });
  if (current?.stripeCustomerId && current.stripeSubscriptionId && isLive(current.status)) {
    const switchTo = current.type === type ? undefined : { subscriptionId: current.stripeSubscriptionId, type, priceId: stripePriceId(type) };
    const customerId = current.stripeCustomerId;
    return withBillingErrors(() => billing().createPortalSession({ userId: user.id, customerId, returnUrl: billingPageUrl(), switchTo }));
  }
  const customerId = await ensureStripeCustomer(user);
  return withBillingErrors(() =>
    billing().createCheckoutSession({
      userId: user.id,
      customerId,
      type,
      priceId: stripePriceId(type),
      successUrl: billingPageUrl("?checkout=success"),
      cancelUrl: billingPageUrl("?checkout=cancelled"),
    }),
  );
}
