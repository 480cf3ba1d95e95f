// Stripe's objects as the hosted pages of the Stripe double send them in webhook events: subscriptions, the
// schedule of a downgrade, invoices, and the events that carry them.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export type Json = Record<string, unknown>;

/** What the double keeps about a subscription to build Stripe's objects from. */
export type HostedSubscription = {
  id: string;
  customer: string;
  userId: string;
  priceId: string;
  status: "active" | "canceled";
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  /** The price a schedule moves it to at periodEnd (a downgrade), or null. */
  scheduledPriceId: string | null;
};

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
export const now = () => Math.floor(Date.now() / 1000);
export const addMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

export function subscriptionObject(s: HostedSubscription) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    created: s.created,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    canceled_at: s.canceledAt,
    ended_at: s.status === "canceled" ? now() : null,
    metadata: { userId: s.userId },
    schedule: s.scheduledPriceId ? scheduleId(s) : null,
    items: {
      object: "list",
      data: [
        {
          id: s.id.replace(/^sub_/, "si_"),
          object: "subscription_item",
          price: { id: s.priceId, object: "price", recurring: { interval: "month", interval_count: 1 } },
          quantity: 1,
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
        },
      ],
      has_more: false,
    },
    livemode: false,
  };
}

export const scheduleId = (s: HostedSubscription) => `sub_sched_${s.id.slice(4)}_${s.periodEnd}`;

/** The schedule of a downgrade: this period on its price, the next on the scheduled one; where it stands by `stage`. */
export function scheduleObject(s: HostedSubscription, stage: "before" | "after" | "released") {
  const phases = [
    { start_date: s.periodStart, end_date: s.periodEnd, items: [{ price: s.priceId, quantity: 1 }] },
    { start_date: s.periodEnd, end_date: addMonth(s.periodEnd), items: [{ price: s.scheduledPriceId!, quantity: 1 }] },
  ];
  const current = stage === "before" ? phases[0]! : stage === "after" ? phases[1]! : null;
  return {
    id: scheduleId(s),
    object: "subscription_schedule",
    customer: s.customer,
    status: stage === "released" ? "released" : "active",
    subscription: stage === "released" ? null : s.id,
    released_subscription: stage === "released" ? s.id : null,
    current_phase: current && { start_date: current.start_date, end_date: current.end_date },
    end_behavior: "release",
    phases,
    metadata: {},
    livemode: false,
  };
}

type Line = { priceId: string; amount: number; start: number; end: number; proration: boolean };

export function invoiceObject(s: HostedSubscription, billingReason: string, lines: Line[]) {
  const id = newId("in");
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: "invoice",
    customer: s.customer,
    billing_reason: billingReason,
    status: "paid",
    amount_paid: Math.max(0, total),
    total,
    currency: "eur",
    created: now(),
    parent: { type: "subscription_details", subscription_details: { subscription: s.id, metadata: { userId: s.userId } } },
    lines: {
      object: "list",
      data: lines.map((line, i) => ({
        id: `il_${id.slice(3)}_${i}`,
        object: "line_item",
        amount: line.amount,
        currency: "eur",
        period: { start: line.start, end: line.end },
        pricing: { type: "price_details", price_details: { price: line.priceId } },
        parent: { type: "subscription_item_details", subscription_item_details: { proration: line.proration, subscription: s.id } },
      })),
      has_more: false,
    },
    livemode: false,
  };
}

export const event = (type: string, object: object, previousAttributes?: object) => ({
  id: newId("evt"),
  object: "event",
  api_version: Stripe.API_VERSION,
  created: now(),
  type,
  data: { object, ...(previousAttributes && { previous_attributes: previousAttributes }) },
  livemode: false,
  pending_webhooks: 1,
});
