// What the sandbox billing portal can do, each sent to the webhook as the events Stripe would send for it.
import "server-only";
import { getPlan, isDowngrade, type SubscriptionType } from "@/lib/plans/catalogue";
import type { StripeWebhookReceiver } from "../types";
import { deliverSandboxEvents } from "./deliver-sandbox-events";
import { invoiceObject, stripeEvent, subscriptionObject, subscriptionScheduleObject, type SandboxEvent } from "./sandbox-stripe-objects";
import { addMonth, nowSeconds, planCents, requireSandboxSubscription } from "./sandbox-subscription";
import { sandboxId } from "./sandbox-session";

/**
 * Switches plan as Stripe's portal does with Postloom's settings (README, Deploy): a cheaper plan waits for the
 * end of the paid period (a subscription schedule), so the plan and credits paid for stay until then; a dearer
 * one applies now, prorated, its difference charged at once (Stripe's "always invoice") and its credits set.
 */
export async function switchSandboxPlan(userId: string, type: SubscriptionType, webhook: StripeWebhookReceiver): Promise<"switched" | "scheduled"> {
  const before = await requireSandboxSubscription(userId);
  if (before.type === type) return "switched";
  if (before.scheduledType === type) return "scheduled";
  const now = nowSeconds();
  if (isDowngrade(before.type, type)) {
    const after = { ...before, scheduledType: type };
    await deliverSandboxEvents(webhook, [
      stripeEvent("subscription_schedule.created", subscriptionScheduleObject(after, "before", addMonth(before.periodEnd), now), { created: now }),
      stripeEvent("customer.subscription.updated", subscriptionObject(after), { created: now, previousAttributes: { schedule: null } }),
    ]);
    return "scheduled";
  }
  const after = { ...before, type, scheduledType: null };
  const remaining = Math.max(0, Math.min(1, (before.periodEnd - now) / (before.periodEnd - before.periodStart)));
  const since = new Date(now * 1000).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  await deliverChangeWithInvoice(
    webhook,
    before,
    after,
    "subscription_update",
    now,
    [
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
    ],
    releasedSchedule(before, now),
  );
  return "switched";
}

/** Drops a downgrade scheduled for the end of the period: the plan carries on as it is. */
export async function keepSandboxPlan(userId: string, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  await deliverSandboxEvents(webhook, releasedSchedule(before, nowSeconds()));
}

/** What Stripe sends when a subscription's schedule is released (none without one): the schedule, then the subscription without it. */
function releasedSchedule(subscription: SandboxSubscription, now: number): SandboxEvent[] {
  const { scheduledType } = subscription;
  if (!scheduledType) return [];
  return [
    stripeEvent(
      "subscription_schedule.released",
      subscriptionScheduleObject({ ...subscription, scheduledType }, "released", addMonth(subscription.periodEnd), now),
      { created: now },
    ),
    stripeEvent("customer.subscription.updated", subscriptionObject({ ...subscription, scheduledType: null }), {
      created: now,
      previousAttributes: { schedule: subscriptionObject(subscription).schedule },
    }),
  ];
}

/** Cancels at the end of the paid period; the plan and its credits stay until then. */
export async function cancelSandboxSubscription(userId: string, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  if (before.cancelAtPeriodEnd) return;
  const now = nowSeconds();
  // Ending the plan drops a downgrade that was to come.
  await deliverSandboxEvents(webhook, [
    ...releasedSchedule(before, now),
    stripeEvent("customer.subscription.updated", subscriptionObject({ ...before, scheduledType: null, cancelAtPeriodEnd: true, canceledAt: now }), {
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
 * to cancel ends (customer.subscription.deleted); any other renews with a new paid invoice, on the plan a
 * scheduled downgrade moves it to (its schedule enters its last phase).
 */
export async function advanceSandboxBillingPeriod(userId: string, webhook: StripeWebhookReceiver): Promise<void> {
  const before = await requireSandboxSubscription(userId);
  const now = nowSeconds();
  if (before.cancelAtPeriodEnd) {
    await deliverSandboxEvents(webhook, [
      stripeEvent("customer.subscription.deleted", subscriptionObject({ ...before, status: "canceled", endedAt: now, canceledAt: before.canceledAt ?? now }), {
        created: now,
      }),
    ]);
    return;
  }
  const { scheduledType } = before;
  const after = { ...before, type: scheduledType ?? before.type, scheduledType: null, periodStart: before.periodEnd, periodEnd: addMonth(before.periodEnd) };
  const plan = getPlan(after.type);
  const schedule = scheduledType
    ? [stripeEvent("subscription_schedule.updated", subscriptionScheduleObject({ ...before, scheduledType }, "after", after.periodEnd, now), { created: now })]
    : [];
  await deliverChangeWithInvoice(
    webhook,
    before,
    after,
    "subscription_cycle",
    now,
    [
      {
        type: after.type,
        amount: planCents(after.type),
        periodStart: after.periodStart,
        periodEnd: after.periodEnd,
        proration: false,
        description: `1 × Postloom ${plan.name} (at €${plan.price}.00 / ${plan.period})`,
      },
    ],
    schedule,
  );
}

type SandboxSubscription = Awaited<ReturnType<typeof requireSandboxSubscription>>;
type InvoiceInput = Parameters<typeof invoiceObject>[0];

/** A change Stripe reports as customer.subscription.updated followed by the invoice it paid, after what its schedule reports first. */
function deliverChangeWithInvoice(
  webhook: StripeWebhookReceiver,
  before: SandboxSubscription,
  after: SandboxSubscription,
  billingReason: InvoiceInput["billingReason"],
  now: number,
  lines: InvoiceInput["lines"],
  schedule: SandboxEvent[] = [],
) {
  return deliverSandboxEvents(webhook, [
    ...schedule,
    stripeEvent("customer.subscription.updated", subscriptionObject(after), {
      created: now,
      previousAttributes: { items: subscriptionObject(before).items },
    }),
    stripeEvent("invoice.paid", invoiceObject({ id: sandboxId("in"), subscription: after, billingReason, created: now, lines }), { created: now }),
  ]);
}
