// Each plan's Stripe price id, read from the settings when asked (never at import time, so `next build`
// needs no Stripe settings).
import "server-only";
import { env } from "@/lib/env";
import { SUBSCRIPTION_TYPES, type SubscriptionType } from "@/lib/plans/catalogue";

/** The sandbox's stand-in prices; its checkout and portal put these on the subscriptions and invoices they send. */
export const SANDBOX_PRICE_IDS: Record<SubscriptionType, string> = {
  STANDARD: "price_sandbox_standard",
  PROFESSIONAL: "price_sandbox_professional",
};

export function stripePriceId(type: SubscriptionType): string {
  if (env.modes.billing === "sandbox") return SANDBOX_PRICE_IDS[type];
  return type === "STANDARD" ? env.STRIPE_PRICE_STANDARD! : env.STRIPE_PRICE_PROFESSIONAL!;
}

/** The plan a Stripe price belongs to, or null for a price that is not one of ours. */
export function planTypeForPrice(priceId: string): SubscriptionType | null {
  return SUBSCRIPTION_TYPES.find((type) => stripePriceId(type) === priceId) ?? null;
}
