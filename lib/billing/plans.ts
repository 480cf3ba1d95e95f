// The two paid plans as the screens write them: what each costs and what its credits buy, in the owner's
// locale. The landing pricing section and the Plans & Billing page both read from here; the plans
// themselves are lib/plans/catalogue.ts, re-exported for them.
import type { Format } from "@/lib/format";
import { PLANS, type Plan } from "@/lib/plans/catalogue";
import { TYPICAL_TEXT_CREDITS } from "./credit-costs";

export { PLANS, SUBSCRIPTION_TYPES, getPlan, isDowngrade, type Plan, type SubscriptionType } from "@/lib/plans/catalogue";

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
