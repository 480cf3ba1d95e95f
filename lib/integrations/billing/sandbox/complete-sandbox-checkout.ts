// 'Pay' on the sandbox checkout page: what Stripe does when a customer pays a subscription checkout.
import "server-only";
import { db } from "@/lib/db";
import { getPlan } from "@/lib/plans/catalogue";
import { isLive } from "@/lib/plans/subscription-status";
import { BillingError } from "../billing-error";
import type { StripeWebhookReceiver } from "../types";
import { deliverSandboxEvents } from "./deliver-sandbox-events";
import { readSandboxCheckoutSession } from "./sandbox-session";
import { checkoutSessionObject, invoiceObject, stripeEvent, subscriptionObject, type SandboxSubscriptionState } from "./sandbox-stripe-objects";
import { addMonth, derivedId, nowSeconds, planCents } from "./sandbox-subscription";

export const CHECKOUT_EXPIRED = "This checkout has expired. Start again from Plans & Billing.";

/** Sends checkout.session.completed, customer.subscription.created and invoice.paid to `webhook`; returns the success URL. */
export async function completeSandboxCheckout(userId: string, token: string, webhook: StripeWebhookReceiver): Promise<string> {
  const session = readSandboxCheckoutSession(token, userId);
  if (!session) throw new BillingError("not-found", CHECKOUT_EXPIRED);
  const account = await db.subscription.findUnique({ where: { userId } });
  if (!account || account.stripeCustomerId !== session.customerId) throw new BillingError("not-found", CHECKOUT_EXPIRED);

  // Ids derive from the session, so paying the same checkout twice repeats the same events, which the webhook ignores.
  const subscriptionId = derivedId("sub", session.id);
  if (account.stripeSubscriptionId !== subscriptionId && isLive(account.status)) {
    throw new BillingError("conflict", "You already have a plan. Switch or cancel it from Manage subscription.");
  }

  const now = nowSeconds();
  const subscription: SandboxSubscriptionState = {
    id: subscriptionId,
    customerId: session.customerId,
    userId,
    type: session.type,
    status: "active",
    created: now,
    periodStart: now,
    periodEnd: addMonth(now),
    cancelAtPeriodEnd: false,
  };
  const plan = getPlan(session.type);
  const eventId = (type: string) => derivedId("evt", `${session.id}:${type}`);
  await deliverSandboxEvents(webhook, [
    stripeEvent(
      "checkout.session.completed",
      checkoutSessionObject({ id: session.id, subscription, successUrl: session.successUrl, cancelUrl: session.cancelUrl, created: now }),
      { id: eventId("checkout.session.completed"), created: now },
    ),
    stripeEvent("customer.subscription.created", subscriptionObject(subscription), { id: eventId("customer.subscription.created"), created: now }),
    stripeEvent(
      "invoice.paid",
      invoiceObject({
        id: derivedId("in", session.id),
        subscription,
        billingReason: "subscription_create",
        created: now,
        lines: [
          {
            type: session.type,
            amount: planCents(session.type),
            periodStart: subscription.periodStart,
            periodEnd: subscription.periodEnd,
            proration: false,
            description: `1 × Postloom ${plan.name} (at €${plan.price}.00 / ${plan.period})`,
          },
        ],
      }),
      { id: eventId("invoice.paid"), created: now },
    ),
  ]);
  return session.successUrl;
}
