// Production billing: the real Stripe API through the official SDK. STRIPE_API_URL points it at
// another host (the tests' local double of Stripe's REST API).
import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { BillingError } from "./billing-error";
import type { BillingProvider } from "./types";

const globalForStripe = globalThis as unknown as { __postloomStripe?: Stripe };

function apiHostOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port) || (protocol === "http" ? 80 : 443), protocol };
}

export function stripeClient(): Stripe {
  return (globalForStripe.__postloomStripe ??= new Stripe(env.STRIPE_SECRET_KEY!, {
    ...apiHostOptions(env.STRIPE_API_URL),
    maxNetworkRetries: 2,
    timeout: 20_000,
  }));
}

/** Stripe's failures reach the user as a short, retryable message; the details go to the log only. */
async function callStripe<T>(what: string, call: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await call(stripeClient());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`[billing] Stripe refused to ${what}: ${error.type} ${error.code ?? ""} ${error.message}`);
      throw new BillingError("unavailable", "Our payment provider did not answer. Please try again.");
    }
    throw error;
  }
}

export const stripeBilling: BillingProvider = {
  createCustomer: ({ userId, email }) =>
    callStripe("create a customer", async (stripe) => {
      // The key makes two simultaneous first checkouts of one user create a single customer.
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `postloom-customer-${userId}` });
      return customer.id;
    }),

  createCheckoutSession: ({ userId, customerId, type, priceId, successUrl, cancelUrl }) =>
    callStripe("create a checkout session", async (stripe) => {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: userId,
        metadata: { userId, subscriptionType: type },
        subscription_data: { metadata: { userId } },
      });
      if (!session.url) throw new Stripe.errors.StripeAPIError({ message: "Checkout session without a url" });
      return { url: session.url };
    }),

  createPortalSession: ({ customerId, returnUrl, switchTo }) =>
    callStripe("open the billing portal", async (stripe) => {
      let flow: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
      if (switchTo) {
        const subscription = await stripe.subscriptions.retrieve(switchTo.subscriptionId);
        const item = subscription.items.data[0];
        if (item) {
          flow = {
            type: "subscription_update_confirm",
            subscription_update_confirm: {
              subscription: subscription.id,
              items: [{ id: item.id, price: switchTo.priceId, quantity: 1 }],
            },
            after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
          };
        }
      }
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, ...(flow && { flow_data: flow }) });
      return { url: session.url };
    }),

  cancelAtPeriodEnd: ({ subscriptionId }) =>
    callStripe("cancel a subscription", async (stripe) => {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    }),

  cancelNow: ({ subscriptionId }) =>
    callStripe("end a subscription", async (stripe) => {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already ended on Stripe's side (cancelled there, or at the end of its period): nothing left to stop.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
        throw error;
      }
    }),
};
