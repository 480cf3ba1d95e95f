import "server-only";
import { scopeOf, type ReadScope } from "@/lib/auth/read-scope";
import { db } from "@/lib/db";
import type { SubscriptionStatus, SubscriptionType, TrialHold } from "@/lib/generated/prisma/client";

export type SubscriptionDetails = {
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionType: SubscriptionType | null;
  creditAmount: number;
  /** ISO date the paid period ends (renews, or ends when cancelAtPeriodEnd). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The plan it changes to at currentPeriodEnd (a downgrade waits for then); null when none is scheduled. */
  scheduledType: SubscriptionType | null;
  /** ISO time the free trial ends (or ended); null for an account without one. */
  trialEndsAt: string | null;
  /** Why a confirmed account has no running trial (lib/billing/trial.ts); null while it runs, or without one. */
  trialHold: TrialHold | null;
};

/** Read under `who`'s scope, in one statement. */
export async function getSubscriptionDetails(who: string | ReadScope): Promise<SubscriptionDetails> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({ relationLoadStrategy: "join", where: scope.user, select: { subscription: true, creditAccount: { select: { balance: true } } } });
  if (!user) throw scope.gone();
  const { subscription } = user;
  const creditAmount = user.creditAccount?.balance ?? 0;
  return {
    subscriptionStatus: subscription?.status ?? null,
    subscriptionType: subscription?.type ?? null,
    creditAmount,
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    scheduledType: subscription?.scheduledType ?? null,
    trialEndsAt: subscription?.trialEndsAt?.toISOString() ?? null,
    trialHold: subscription?.trialHold ?? null,
  };
}
