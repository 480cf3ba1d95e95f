// Sandbox billing (no STRIPE_SECRET_KEY): checkout and the billing portal are in-app pages that send
// correctly signed Stripe-format events to the webhook, so fulfilment runs the same code as with Stripe.
import "server-only";
import { env } from "@/lib/env";
import { cancelSandboxSubscription } from "./sandbox/sandbox-portal";
import { encodeSandboxSession, sandboxId } from "./sandbox/sandbox-session";
import type { BillingProvider } from "./types";

export const sandboxBilling: BillingProvider = {
  createCustomer: async () => sandboxId("cus"),

  createCheckoutSession: async ({ userId, customerId, type, successUrl, cancelUrl }) => ({
    url: `${env.APP_URL}/sandbox/checkout?session=${encodeSandboxSession({ kind: "checkout", userId, customerId, type, successUrl, cancelUrl })}`,
  }),

  createPortalSession: async ({ userId, customerId, returnUrl, switchTo }) => ({
    url: `${env.APP_URL}/sandbox/billing-portal?session=${encodeSandboxSession({ kind: "portal", userId, customerId, returnUrl, switchTo: switchTo?.type })}`,
  }),

  cancelAtPeriodEnd: ({ userId, webhook }) => cancelSandboxSubscription(userId, webhook),

  // The sandbox's subscription is the app's own mirror of it, which goes with the account.
  cancelNow: async () => {},
};
