import "server-only";
import type { DbTransaction } from "@/lib/db";
import { applySubscriptionState } from "./apply-subscription-state";
import { subscriptionSchema, type StripeEventEnvelope } from "./stripe-objects";

/** customer.subscription.deleted: the subscription has ended; access ends with it (status CANCELED). */
export async function handleSubscriptionDeleted(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  const subscription = subscriptionSchema.parse(event.data.object);
  // Stripe sends the object with status "canceled"; the event itself is the fact, whatever the status says.
  await applySubscriptionState(tx, { ...subscription, status: "canceled" }, event.created);
}
