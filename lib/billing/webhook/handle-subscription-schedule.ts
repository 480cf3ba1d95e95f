import "server-only";
import type { DbTransaction } from "@/lib/db";
import type { SubscriptionType } from "@/lib/generated/prisma/client";
import { planTypeForPrice } from "@/lib/integrations/billing/stripe-prices";
import { findBillingAccount } from "./find-billing-account";
import { subscriptionScheduleSchema, type StripeEventEnvelope, type StripeSubscriptionSchedule } from "./stripe-objects";

/** The plan the schedule moves to when the current phase ends, or null when it moves to none (or is over). */
function nextPlan(schedule: StripeSubscriptionSchedule): SubscriptionType | null {
  const current = schedule.current_phase;
  if (schedule.status !== "active" || !current) return null;
  const next = schedule.phases.find((phase) => phase.start_date >= current.end_date);
  if (!next) return null;
  const priceId = next.items[0]!.price;
  const type = planTypeForPrice(priceId);
  // Thrown, not skipped: Stripe retries the event, and it applies once the setting is fixed.
  if (!type) throw new Error(`Stripe price ${priceId} on schedule ${schedule.id} is none of Postloom's plans`);
  return type;
}

/**
 * subscription_schedule.created, .updated, .released, .canceled, .completed and .aborted: a downgrade the portal
 * scheduled for the end of the period, or its end. The plan and its credits stay as they are until then (the
 * renewal's customer.subscription.updated and invoice.paid bring the new ones); this keeps what is coming, so
 * the owner can be told. Events apply in Stripe's order, as the subscription's own do (stripeStateAt).
 */
export async function handleSubscriptionSchedule(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  const schedule = subscriptionScheduleSchema.parse(event.data.object);
  const account = await findBillingAccount(tx, schedule.customer, null);
  if (!account) {
    console.warn(`[billing] subscription schedule ${schedule.id} belongs to no Postloom user (customer ${schedule.customer}); ignored`);
    return;
  }
  // A schedule of another (earlier) subscription says nothing about the plan the owner has now.
  const subscriptionId = schedule.subscription ?? schedule.released_subscription;
  if (account.stripeSubscriptionId && subscriptionId !== account.stripeSubscriptionId) return;
  const next = nextPlan(schedule);
  await tx.subscription.updateMany({
    where: { id: account.id, OR: [{ stripeStateAt: null }, { stripeStateAt: { lte: event.created } }] },
    data: { scheduledType: next === account.type ? null : next, stripeStateAt: event.created },
  });
}
