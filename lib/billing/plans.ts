// The two paid plans as the screens write them: what each costs, in the owner's locale (what its credits buy is
// the server's, plan-credits.ts). The landing pricing section and the Plans & Billing page both read from here;
// the plans themselves are lib/plans/catalogue.ts, re-exported for them.
import type { Format } from "@/lib/format";
import { PLANS, type SubscriptionPlan } from "@/lib/plans/catalogue";

export { PLANS, SUBSCRIPTION_TYPES, getPlan, isDowngrade, type SubscriptionPlan, type SubscriptionType } from "@/lib/plans/catalogue";

/** What the cheapest plan costs a month, for "Plans from €15 a month". */
export function lowestPrice(format: Format): string {
  const cheapest = PLANS.reduce((low, plan) => (plan.price < low.price ? plan : low));
  return format.money(cheapest.price, cheapest.currency);
}

export function planSaving(plan: SubscriptionPlan, format: Format): string {
  return `Save ${format.money(plan.wasPrice - plan.price, plan.currency)}/${plan.period}`;
}
