import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { whatCreditsBuy } from "@/lib/credits/what-credits-buy";
import { db } from "@/lib/db";
import { formatterFor, type Format } from "@/lib/format";
import { subscriptionDetailsSchema, type SubscriptionDetails } from "./schemas";

/** Read under `who`'s scope, in one statement. `format`: the owner's, from their request (what the credits buy reads in their locale). */
export async function getSubscriptionDetails(who: string | ReadScope, format: Format = formatterFor()): Promise<SubscriptionDetails> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { subscription: true, creditAccount: { select: { balance: true } } },
  });
  if (!user) throw scope.gone();
  const { subscription } = user;
  const creditAmount = user.creditAccount?.balance ?? 0;
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
