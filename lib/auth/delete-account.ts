// Deleting an account: confirmed by typing its email address; the paid plan ends at once (no further
// invoice), nothing scheduled is sent, and everything the account owns goes with it (the schema cascades).
import "server-only";
import { withBillingErrors } from "@/lib/billing/billing-failure";
import { db } from "@/lib/db";
import { billing } from "@/lib/integrations/billing";
import { isLive } from "@/lib/plans/subscription-status";
import { announceScheduleCancelled } from "@/lib/jobs/signals";
import { deleteAccountSchema } from "./schemas";

export async function deleteAccount(account: { userId: string; email: string }, input: unknown): Promise<void> {
  deleteAccountSchema(account.email).parse(input);
  const { userId } = account;
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { stripeSubscriptionId: true, status: true } });
  // First, so a failure to reach Stripe leaves the account (and the way to try again) in place.
  const subscriptionId = subscription?.stripeSubscriptionId;
  if (subscriptionId && isLive(subscription?.status)) {
    await withBillingErrors(() => billing().cancelNow({ userId, subscriptionId }));
  }
  const scheduled = await db.post.findMany({ where: { userId, status: "SCHEDULED" }, select: { id: true } });
  await db.user.delete({ where: { id: userId } });
  for (const post of scheduled) await announceScheduleCancelled(post.id);
}
