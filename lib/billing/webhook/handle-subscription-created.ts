import "server-only";
import type { DbTransaction } from "@/lib/db";
import { applySubscriptionState } from "./apply-subscription-state";
import { subscriptionSchema, type StripeEventEnvelope } from "./stripe-objects";

/** customer.subscription.created: the user's plan starts (access follows the status Stripe gives it). */
export async function handleSubscriptionCreated(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  await applySubscriptionState(tx, subscriptionSchema.parse(event.data.object), event.created);
}
