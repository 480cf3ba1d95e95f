// What the sandbox billing portal can do, each sent to the webhook as the events Stripe would send for it.
import "server-only";
import { getPlan, type SubscriptionType } from "@/lib/plans/catalogue";
import type { StripeWebhookReceiver } from "../types";
import { deliverSandboxEvents } from "./deliver-sandbox-events";
import { invoiceObject, stripeEvent, subscriptionObject } from "./sandbox-stripe-objects";
import { addMonth, nowSeconds, planCents, requireSandboxSubscription } from "./sandbox-subscription";
import { sandboxId } from "./sandbox-session";

/** Switches plan now, prorated, and charges the difference at once (Stripe's "always invoice"). */
export async function switchSandboxPlan(userId: string, type: SubscriptionType, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  if (before.type === type) return;
  const now = nowSeconds();
  const after = { ...before, type };
  const remaining = Math.max(0, Math.min(1, (before.periodEnd - now) / (before.periodEnd - before.periodStart)));
  const since = new Date(now * 1000).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  await deliverChangeWithInvoice(webhook, before, after, "subscription_update", now, [
    {
      type: before.type,
      amount: -Math.round(planCents(before.type) * remaining),
      periodStart: now,
      periodEnd: before.periodEnd,
      proration: true,
      description: `Unused time on Postloom ${getPlan(before.type).name} after ${since}`,
    },
    {
      type,
      amount: Math.round(planCents(type) * remaining),
      periodStart: now,
      periodEnd: before.periodEnd,
      proration: true,
      description: `Remaining time on Postloom ${getPlan(type).name} after ${since}`,
    },
  ]);
}

/** Cancels at the end of the paid period; the plan and its credits stay until then. */
export async function cancelSandboxSubscription(userId: string, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  if (before.cancelAtPeriodEnd) return;
  const now = nowSeconds();
  await deliverSandboxEvents(webhook, [
    stripeEvent("customer.subscription.updated", subscriptionObject({ ...before, cancelAtPeriodEnd: true, canceledAt: now }), {
      created: now,
      previousAttributes: { cancel_at: null, cancel_at_period_end: false, canceled_at: null },
    }),
  ]);
}

/** Undoes a cancellation that has not taken effect yet. */
export async function renewSandboxSubscription(userId: string, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  if (!before.cancelAtPeriodEnd) return;
  await deliverSandboxEvents(webhook, [
    stripeEvent("customer.subscription.updated", subscriptionObject({ ...before, cancelAtPeriodEnd: false, canceledAt: null }), {
      previousAttributes: { cancel_at: before.periodEnd, cancel_at_period_end: true, canceled_at: before.canceledAt },
    }),
  ]);
}

/**
 * Jumps to the end of the current period, which real Stripe reaches only with time: a subscription set
 * to cancel ends (customer.subscription.deleted); any other renews with a new paid invoice.
 */
export async function advanceSandboxBillingPeriod(userId: string, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  const now = nowSeconds();
  if (before.cancelAtPeriodEnd) {
    await deliverSandboxEvents(webhook, [
      stripeEvent("customer.subscription.deleted", subscriptionObject({ ...before, status: "canceled", endedAt: now, canceledAt: before.canceledAt ?? now }), { created: now }),
    ]);
    return;
  }
  const after = { ...before, periodStart: before.periodEnd, periodEnd: addMonth(before.periodEnd) };
  const plan = getPlan(after.type);
  await deliverChangeWithInvoice(webhook, before, after, "subscription_cycle", now, [
    {
      type: after.type,
      amount: planCents(after.type),
      periodStart: after.periodStart,
      periodEnd: after.periodEnd,
      proration: false,
      description: `1 × Postloom ${plan.name} (at €${plan.price}.00 / ${plan.period})`,
    },
  ]);
}

type SandboxSubscription = Awaited<ReturnType<typeof requireSandboxSubscription>>;
type InvoiceInput = Parameters<typeof invoiceObject>[0];

/** A change Stripe reports as customer.subscription.updated followed by the invoice it paid. */
function deliverChangeWithInvoice(
  webhook: StripeWebhookReceiver,
  before: SandboxSubscription,
  after: SandboxSubscription,
  billingReason: InvoiceInput["billingReason"],
  now: number,
  lines: InvoiceInput["lines"],
) {
  return deliverSandboxEvents(webhook, [
    stripeEvent("customer.subscription.updated", subscriptionObject(after), {
      created: now,
      previousAttributes: { items: subscriptionObject(before).items },
    }),
    stripeEvent("invoice.paid", invoiceObject({ id: sandboxId("in"), subscription: after, billingReason, created: now, lines }), { created: now }),
  ]);
}
