import "server-only";
import type { DbTransaction } from "@/lib/db";

/**
 * The Subscription row (one per user) that a Stripe customer belongs to. Postloom creates every
 * customer itself before checkout and stores its id, so the customer id normally finds it; the userId
 * Postloom puts in metadata is the fallback for a row that lost its customer id.
 */
export async function findBillingAccount(tx: DbTransaction, customerId: string | null, userIdHint: string | null | undefined) {
  if (customerId) {
    const byCustomer = await tx.subscription.findUnique({ where: { stripeCustomerId: customerId } });
    if (byCustomer) return byCustomer;
  }
  if (!userIdHint) return null;
  const user = await tx.user.findUnique({ where: { id: userIdHint }, select: { id: true } });
  if (!user) return null;
  const account = await tx.subscription.upsert({ where: { userId: user.id }, create: { userId: user.id, stripeCustomerId: customerId }, update: {} });
  if (account.stripeCustomerId === null && customerId) {
    return tx.subscription.update({ where: { id: account.id }, data: { stripeCustomerId: customerId } });
  }
  return account;
}
