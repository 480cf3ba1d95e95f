// One source of truth for the two paid plans (PRODUCT-SPEC §9–10).
// The landing pricing section and the Plans & Billing page both read from here.
import { TYPICAL_TEXT_CREDITS } from "./credit-costs";
import type { Format } from "@/lib/format";

export const SUBSCRIPTION_TYPES = ["STANDARD", "PROFESSIONAL"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export type Plan = {
  type: SubscriptionType;
  name: string;
  /** Price before the offer, in whole units of `currency`. */
  wasPrice: number;
  /** Price now, in whole units of `currency`. */
  price: number;
  /** ISO 4217; written in the owner's locale through the formatter's money(). */
  currency: "EUR";
  period: "month";
  description: string;
  features: string[];
  buttonText: string;
  highlight: boolean;
  /** Label shown on the landing page for the highlighted plan. */
  badge?: string;
  credits: number;
};

export const PLANS: readonly Plan[] = [
  {
    type: "STANDARD",
    name: "Standard",
    wasPrice: 25,
    price: 15,
    currency: "EUR",
    period: "month",
    description: "Perfect for getting started",
    features: [
      "Generate, edit and track posts",
      "Facebook scheduling and publishing",
    ],
    buttonText: "Choose Plan",
    highlight: false,
    credits: 150_000,
  },
  {
    type: "PROFESSIONAL",
    name: "Professional",
    wasPrice: 45,
    price: 35,
    currency: "EUR",
    period: "month",
    description: "Best for growing businesses",
    features: [
      "Generate, edit and track posts",
      "Facebook scheduling and publishing",
    ],
    buttonText: "Choose Plan",
    highlight: true,
    badge: "Most Popular",
    credits: 350_000,
  },
];

export function getPlan(type: SubscriptionType): Plan {
  const plan = PLANS.find((p) => p.type === type);
  if (!plan) throw new Error(`Unknown plan ${type}`);
  return plan;
}

/**
 * What a plan's credits buy, worked out from what the server charges: a typical post's text, and the flat
 * image cost (env.IMAGE_CREDIT_COST, which the server passes in).
 */
export function planCredits(plan: Plan, imageCost: number, format: Format): string {
  const posts = Math.floor(plan.credits / TYPICAL_TEXT_CREDITS.MEDIUM);
  const withImages = Math.floor(plan.credits / (TYPICAL_TEXT_CREDITS.MEDIUM + imageCost));
  return `${format.credits(plan.credits)} a month: about ${format.count(posts, "post")}, or ${format.number(withImages)} with images`;
}

/** What the cheapest plan costs a month, for "Plans from €15 a month". */
export function lowestPrice(format: Format): string {
  const cheapest = PLANS.reduce((low, plan) => (plan.price < low.price ? plan : low));
  return format.money(cheapest.price, cheapest.currency);
}

export function planSaving(plan: Plan, format: Format): string {
  return `Save ${format.money(plan.wasPrice - plan.price, plan.currency)}/${plan.period}`;
}
