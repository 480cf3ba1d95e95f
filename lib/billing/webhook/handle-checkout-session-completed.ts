import "server-only";
import type { DbTransaction } from "@/lib/db";
import { findBillingAccount } from "./find-billing-account";
import { checkoutSessionSchema, type StripeEventEnvelope } from "./stripe-objects";

/**
 * checkout.session.completed: links the new Stripe subscription to the user who checked out. The plan,
 * status and credits come from customer.subscription.* and invoice.paid, whichever arrives first.
 */
export async function handleCheckoutSessionCompleted(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  const session = checkoutSessionSchema.parse(event.data.object);
  if (session.mode !== "subscription" || !session.subscription) return;
  const account = await findBillingAccount(tx, session.customer, session.client_reference_id ?? session.metadata.userId);
  if (!account) {
    console.warn(`[billing] checkout session ${session.id} belongs to no Postloom user; ignored`);
    return;
  }
  // Only a row without a live subscription adopts the new one; subscription events set the rest.
  await tx.subscription.updateMany({
    where: {
      id: account.id,
      OR: [{ stripeSubscriptionId: null }, { status: null }, { status: { in: ["CANCELED", "INCOMPLETE_EXPIRED", "INCOMPLETE"] } }],
    },
    data: { stripeSubscriptionId: session.subscription },
  });
}
