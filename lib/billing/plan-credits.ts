// What each plan's credits buy, as its card lists them (the landing page, Plans & Billing, the sandbox checkout).
import "server-only";
import { whatCreditsBuy } from "@/lib/credits/what-credits-buy";
import type { Format } from "@/lib/format";
import { PLANS, type SubscriptionType } from "./plans";

export type PlanCredits = Record<SubscriptionType, string>;

export function planCredits(format: Format): PlanCredits {
  return Object.fromEntries(
    PLANS.map((plan) => [plan.type, `${format.credits(plan.credits)} a month: ${whatCreditsBuy(plan.credits, format)}`]),
  ) as PlanCredits;
}
