// What Postloom asks of Stripe, and how the sandbox's events reach the webhook.
import "server-only";
import type { SubscriptionType } from "@/lib/plans/catalogue";

export type CheckoutSessionInput = {
  userId: string;
  customerId: string;
  type: SubscriptionType;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
};

/**
 * The webhook's receiver: the raw JSON body and its Stripe-Signature header. Stripe posts its events to the
 * webhook route; the sandbox, which has no Stripe to send them, hands them to the receiver in process.
 */
export type StripeWebhookReceiver = (payload: string, signature: string) => Promise<unknown>;

export type PortalSessionInput = {
  userId: string;
  customerId: string;
  returnUrl: string;
  /** Opens the portal on the confirmation of a switch to this plan, for a customer who already pays for the other one. */
  switchTo?: { subscriptionId: string; type: SubscriptionType; priceId: string };
};

/** What Postloom asks of Stripe. Fulfilment never comes back through here: it arrives as signed webhook events. */
export interface BillingProvider {
  /** Creates the Stripe customer for a user; the caller stores its id and reuses it. */
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  /** A hosted checkout page in subscription mode; returns where to send the browser. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ url: string }>;
  /** The customer's billing portal (switch plan, cancel, invoices). */
  createPortalSession(input: PortalSessionInput): Promise<{ url: string }>;
  /** Cancels at the end of the paid period; Stripe then reports the change as customer.subscription.updated (the sandbox, to `webhook`). */
  cancelAtPeriodEnd(input: { userId: string; subscriptionId: string; webhook: StripeWebhookReceiver }): Promise<void>;
  /** Ends the subscription now, with no further invoice (the account is being deleted). */
  cancelNow(input: { userId: string; subscriptionId: string }): Promise<void>;
}
