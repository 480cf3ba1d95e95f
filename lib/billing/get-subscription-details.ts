import "server-only";
import { getCreditBalance } from "@/lib/credits/ledger";
import { whatCreditsBuy } from "@/lib/credits/what-credits-buy";
import { db } from "@/lib/db";
import { formatterFor, type Format } from "@/lib/format";
import { subscriptionDetailsSchema, type SubscriptionDetails } from "./schemas";

/** `format`: the owner's, from their request (what the credits buy reads in their locale). */
export async function getSubscriptionDetails(userId: string, format: Format = formatterFor()): Promise<SubscriptionDetails> {
  const [subscription, creditAmount] = await Promise.all([
    db.subscription.findUnique({ where: { userId } }),
    getCreditBalance(userId),
  ]);
  return subscriptionDetailsSchema.parse({
    subscriptionStatus: subscription?.status ?? null,
    subscriptionType: subscription?.type ?? null,
    creditAmount,
    creditsBuy: whatCreditsBuy(creditAmount, format),
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    scheduledType: subscription?.scheduledType ?? null,
    trialEndsAt: subscription?.trialEndsAt?.toISOString() ?? null,
    trialHold: subscription?.trialHold ?? null,
  });
}
