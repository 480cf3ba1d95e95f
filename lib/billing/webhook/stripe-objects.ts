// The parts of Stripe's objects the webhook acts on, checked at run time: the SDK types an event
// without validating it, and a payload we cannot read must fail loudly rather than grant anything.
import "server-only";
import { z } from "zod";

const id = z.string().min(1);
/** Stripe sends related objects as an id, or as the object when expanded. */
const ref = z.union([id, z.looseObject({ id })]).transform((value) => (typeof value === "string" ? value : value.id));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
const timestamp = z.number().int();

export const stripeEventSchema = z.looseObject({
  id,
  object: z.literal("event"),
  type: z.string(),
  created: timestamp,
  data: z.looseObject({ object: z.unknown() }),
});
export type StripeEventEnvelope = z.infer<typeof stripeEventSchema>;

export const subscriptionSchema = z.looseObject({
  id,
  object: z.literal("subscription"),
  customer: ref,
  status: z.enum(["active", "trialing", "past_due", "unpaid", "incomplete", "incomplete_expired", "canceled", "paused"]),
  cancel_at_period_end: z.boolean(),
  cancel_at: timestamp.nullish(),
  metadata,
  items: z.looseObject({
    data: z.array(z.looseObject({ id, price: z.looseObject({ id }), current_period_end: timestamp.nullish() })).min(1),
  }),
});
export type StripeSubscription = z.infer<typeof subscriptionSchema>;

/**
 * A subscription schedule, which Stripe's portal attaches to a subscription when a downgrade waits for the end
 * of the period: its phases, each with the price it bills from its start.
 */
export const subscriptionScheduleSchema = z.looseObject({
  id,
  object: z.literal("subscription_schedule"),
  customer: ref,
  status: z.enum(["not_started", "active", "completed", "released", "canceled"]),
  /** Null once released; the subscription it was attached to is then `released_subscription`. */
  subscription: ref.nullish(),
  released_subscription: ref.nullish(),
  current_phase: z.looseObject({ start_date: timestamp, end_date: timestamp }).nullish(),
  phases: z.array(
    z.looseObject({
      start_date: timestamp,
      items: z.array(z.looseObject({ price: ref })).min(1),
    }),
  ),
});
export type StripeSubscriptionSchedule = z.infer<typeof subscriptionScheduleSchema>;

export const invoiceSchema = z.looseObject({
  id,
  object: z.literal("invoice"),
  customer: ref.nullable(),
  billing_reason: z.string().nullish(),
  /** When Stripe tries a failed payment again (unix seconds); null when it won't. */
  next_payment_attempt: timestamp.nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: ref, metadata }).nullish(),
    })
    .nullish(),
  lines: z.looseObject({
    data: z.array(
      z.looseObject({
        amount: z.number().int(),
        period: z.looseObject({ start: timestamp, end: timestamp }),
        pricing: z.looseObject({ price_details: z.looseObject({ price: ref }).nullish() }).nullish(),
        parent: z.looseObject({ subscription_item_details: z.looseObject({ proration: z.boolean() }).nullish() }).nullish(),
      }),
    ),
  }),
});
export type StripeInvoice = z.infer<typeof invoiceSchema>;

export const checkoutSessionSchema = z.looseObject({
  id,
  object: z.literal("checkout.session"),
  mode: z.string(),
  customer: ref.nullable(),
  subscription: ref.nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
});
export type StripeCheckoutSession = z.infer<typeof checkoutSessionSchema>;
