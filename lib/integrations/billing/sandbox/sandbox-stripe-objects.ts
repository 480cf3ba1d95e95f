// Stripe-format objects and events as the sandbox sends them: the same JSON shapes Stripe's API
// version 2026-10-28 delivers (periods on subscription items, invoice lines priced through
// `pricing.price_details`, the subscription under `invoice.parent.subscription_details`).
import "server-only";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { getPlan, type SubscriptionType } from "@/lib/plans/catalogue";
import { stripePriceId } from "../stripe-prices";

export type SandboxSubscriptionState = {
  id: string;
  customerId: string;
  userId: string;
  type: SubscriptionType;
  status: "active" | "canceled";
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt?: number | null;
  endedAt?: number | null;
  /** The plan a schedule moves it to at periodEnd (a downgrade waiting for then). */
  scheduledType?: SubscriptionType | null;
};

const CURRENCY = "eur";
const cents = (type: SubscriptionType) => getPlan(type).price * 100;

/** The subscription item id is derived from the subscription, as it stays the same across plan switches. */
const itemId = (subscriptionId: string) => subscriptionId.replace(/^sub_/, "si_");
const productId = (type: SubscriptionType) => `prod_sandbox_${type.toLowerCase()}`;

function price(type: SubscriptionType, created: number) {
  return {
    id: stripePriceId(type),
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created,
    currency: CURRENCY,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: getPlan(type).name,
    product: productId(type),
    recurring: { interval: "month", interval_count: 1, meter: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    type: "recurring",
    unit_amount: cents(type),
    unit_amount_decimal: String(cents(type)),
  };
}

export function subscriptionObject(state: SandboxSubscriptionState) {
  return {
    id: state.id,
    object: "subscription",
    billing_cycle_anchor: state.periodStart,
    cancel_at: state.cancelAtPeriodEnd ? state.periodEnd : null,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    canceled_at: state.canceledAt ?? null,
    cancellation_details: { comment: null, feedback: null, reason: state.canceledAt ? "cancellation_requested" : null },
    collection_method: "charge_automatically",
    created: state.created,
    currency: CURRENCY,
    customer: state.customerId,
    ended_at: state.endedAt ?? null,
    items: {
      object: "list",
      data: [
        {
          id: itemId(state.id),
          object: "subscription_item",
          created: state.created,
          current_period_end: state.periodEnd,
          current_period_start: state.periodStart,
          metadata: {},
          price: price(state.type, state.created),
          quantity: 1,
          subscription: state.id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${state.id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: { userId: state.userId },
    schedule: state.scheduledType ? scheduleId(state) : null,
    start_date: state.created,
    status: state.status,
    trial_end: null,
    trial_start: null,
  };
}

/** The one schedule of a period's downgrade: the same id each time it is sent. */
const scheduleId = (state: SandboxSubscriptionState) => `sub_sched_${state.id.replace(/^sub_/, "")}_${state.periodEnd}`;

/**
 * The schedule Stripe's portal attaches to a subscription to downgrade it at the end of the period (its
 * `schedule_at_period_end` setting): this period on the current plan, then the next on `scheduledType`, and the
 * subscription released to carry on by itself. `stage` says where it stands: in this period ("before"), in the
 * new plan's ("after"), or released early when the owner keeps the plan they have.
 */
export function subscriptionScheduleObject(
  state: SandboxSubscriptionState & { scheduledType: SubscriptionType },
  stage: "before" | "after" | "released",
  nextPeriodEnd: number,
  created: number,
) {
  const phases = [
    { start_date: state.periodStart, end_date: state.periodEnd, type: state.type },
    { start_date: state.periodEnd, end_date: nextPeriodEnd, type: state.scheduledType },
  ].map(({ type, ...phase }) => ({ ...phase, items: [{ price: stripePriceId(type), quantity: 1 }], proration_behavior: "none" }));
  const current = stage === "before" ? phases[0]! : stage === "after" ? phases[1]! : null;
  return {
    id: scheduleId(state),
    object: "subscription_schedule",
    canceled_at: null,
    completed_at: null,
    created,
    current_phase: current && { start_date: current.start_date, end_date: current.end_date },
    customer: state.customerId,
    end_behavior: "release",
    livemode: false,
    metadata: {},
    phases,
    released_at: stage === "released" ? created : null,
    released_subscription: stage === "released" ? state.id : null,
    status: stage === "released" ? "released" : "active",
    subscription: stage === "released" ? null : state.id,
  };
}

type InvoiceLine = { type: SubscriptionType; amount: number; periodStart: number; periodEnd: number; proration: boolean; description: string };

export function invoiceObject(input: {
  id: string;
  subscription: SandboxSubscriptionState;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update";
  lines: InvoiceLine[];
  created: number;
}) {
  const { id, subscription, created } = input;
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const paid = Math.max(total, 0);
  return {
    id,
    object: "invoice",
    amount_due: paid,
    amount_paid: paid,
    amount_remaining: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: input.billingReason,
    collection_method: "charge_automatically",
    created,
    currency: CURRENCY,
    customer: subscription.customerId,
    lines: {
      object: "list",
      data: input.lines.map((line, i) => ({
        id: `il_${id.replace(/^in_/, "")}_${i}`,
        object: "line_item",
        amount: line.amount,
        currency: CURRENCY,
        description: line.description,
        invoice: id,
        livemode: false,
        metadata: {},
        parent: {
          type: "subscription_item_details",
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration,
            proration_details: null,
            subscription: subscription.id,
            subscription_item: itemId(subscription.id),
          },
        },
        period: { start: line.periodStart, end: line.periodEnd },
        pricing: {
          type: "price_details",
          price_details: { price: stripePriceId(line.type), product: productId(line.type) },
          unit_amount_decimal: String(cents(line.type)),
        },
        quantity: 1,
        subtotal: line.amount,
      })),
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { userId: subscription.userId }, subscription: subscription.id },
    },
    period_end: created,
    period_start: created,
    status: "paid",
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: created, voided_at: null },
    subtotal: total,
    total,
  };
}

export function checkoutSessionObject(input: { id: string; subscription: SandboxSubscriptionState; successUrl: string; cancelUrl: string; created: number }) {
  const { subscription } = input;
  return {
    id: input.id,
    object: "checkout.session",
    amount_subtotal: cents(subscription.type),
    amount_total: cents(subscription.type),
    cancel_url: input.cancelUrl,
    client_reference_id: subscription.userId,
    created: input.created,
    currency: CURRENCY,
    customer: subscription.customerId,
    expires_at: input.created + 24 * 60 * 60,
    livemode: false,
    metadata: { userId: subscription.userId, subscriptionType: subscription.type },
    mode: "subscription",
    payment_status: "paid",
    status: "complete",
    subscription: subscription.id,
    success_url: input.successUrl,
    url: null,
  };
}

export type SandboxEvent = ReturnType<typeof stripeEvent<object>>;

/** Wraps an object as a Stripe event; `id` is fixed where a repeated action must repeat the same event. */
export function stripeEvent<T extends object>(type: string, object: T, options: { id?: string; created?: number; previousAttributes?: object } = {}) {
  return {
    id: options.id ?? `evt_sbx_${randomBytes(12).toString("hex")}`,
    object: "event" as const,
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object, ...(options.previousAttributes && { previous_attributes: options.previousAttributes }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
