// Billing: Stripe when STRIPE_SECRET_KEY is set; otherwise the sandbox checkout and portal.
import "server-only";
import { env } from "@/lib/env";
import { sandboxBilling } from "./sandbox-billing";
import { stripeBilling } from "./stripe-billing";
import type { BillingProvider } from "./types";

export type { BillingProvider, StripeWebhookReceiver } from "./types";
export { BillingError, type BillingErrorKind } from "./billing-error";

export function billing(): BillingProvider {
  return env.modes.billing === "production" ? stripeBilling : sandboxBilling;
}
