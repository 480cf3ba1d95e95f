// The two paid plans (docs/product.md §9–10): one source of truth for their names, prices and credits. It sits
// below the billing domain and the billing integration (whose sandbox names and prices its invoices from
// it), and the browser reads it too; lib/billing/plans.ts writes what a plan costs and buys for the screens.

export const SUBSCRIPTION_TYPES = ["STANDARD", "PROFESSIONAL"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** A paid subscription plan (a content plan is lib/planning's `Plan`). */
export type SubscriptionPlan = {
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
  /** The owner's media library: how many photos, and how many bytes of originals, it may hold. */
  photos: { files: number; bytes: number };
};

export const PLANS: readonly SubscriptionPlan[] = [
  {
    type: "STANDARD",
    name: "Standard",
    wasPrice: 25,
    price: 15,
    currency: "EUR",
    period: "month",
    description: "Perfect for getting started",
    features: ["Generate, edit and track posts", "Facebook scheduling and publishing"],
    buttonText: "Choose Plan",
    highlight: false,
    credits: 150_000,
    photos: { files: 500, bytes: 2 * 1024 ** 3 },
  },
  {
    type: "PROFESSIONAL",
    name: "Professional",
    wasPrice: 45,
    price: 35,
    currency: "EUR",
    period: "month",
    description: "Best for growing businesses",
    features: ["Generate, edit and track posts", "Facebook scheduling and publishing"],
    buttonText: "Choose Plan",
    highlight: true,
    badge: "Most Popular",
    credits: 350_000,
    photos: { files: 2_000, bytes: 10 * 1024 ** 3 },
  },
];

export function getPlan(type: SubscriptionType): SubscriptionPlan {
  const plan = PLANS.find((p) => p.type === type);
  if (!plan) throw new Error(`Unknown plan ${type}`);
  return plan;
}

/**
 * Whether moving from one plan to another lowers the price. Such a switch waits for the end of the paid period
 * (Stripe's portal schedules it then: its `decreasing_item_amount` condition), so the owner keeps the plan and
 * credits they paid for until then; any other switch applies at once, its difference charged that day.
 */
export function isDowngrade(from: SubscriptionType, to: SubscriptionType): boolean {
  return getPlan(to).price < getPlan(from).price;
}
