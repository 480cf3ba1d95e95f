import "server-only";
import type { DbTransaction } from "@/lib/db";
import { applySubscriptionState } from "./apply-subscription-state";
import { subscriptionSchema, type StripeEventEnvelope } from "./stripe-objects";

/** customer.subscription.updated: plan switches, renewals, cancellations at period end, failed payments. */
export async function handleSubscriptionUpdated(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  await applySubscriptionState(tx, subscriptionSchema.parse(event.data.object), event.created);
}
