// The Stripe webhook pipeline: verify the signature over the raw body, drop event types outside the
// allow-list, then run the one handler for the type in a transaction that also records the event id.
// A repeated delivery finds the id recorded and does nothing; a failed handler records nothing, so
// Stripe's retry runs it again.
import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/api/errors";
import { db, type DbTransaction } from "@/lib/db";
import { stripeWebhookSecret } from "@/lib/integrations/billing/webhook-secret";
import { handleCheckoutSessionCompleted } from "./handle-checkout-session-completed";
import { handleInvoicePaid } from "./handle-invoice-paid";
import { handleInvoicePaymentFailed } from "./handle-invoice-payment-failed";
import { handleSubscriptionCreated } from "./handle-subscription-created";
import { handleSubscriptionDeleted } from "./handle-subscription-deleted";
import { handleSubscriptionSchedule } from "./handle-subscription-schedule";
import { handleSubscriptionUpdated } from "./handle-subscription-updated";
import { stripeEventSchema, type StripeEventEnvelope } from "./stripe-objects";

type StripeEventHandler = (event: StripeEventEnvelope, tx: DbTransaction) => Promise<void>;

const HANDLERS: Readonly<Record<string, StripeEventHandler>> = {
  "checkout.session.completed": handleCheckoutSessionCompleted,
  "customer.subscription.created": handleSubscriptionCreated,
  "customer.subscription.updated": handleSubscriptionUpdated,
  "customer.subscription.deleted": handleSubscriptionDeleted,
  "invoice.paid": handleInvoicePaid,
  "invoice.payment_failed": handleInvoicePaymentFailed,
  // A downgrade that waits for the end of the period, from being scheduled to its end (one handler: each event
  // carries the whole schedule as it now is).
  "subscription_schedule.created": handleSubscriptionSchedule,
  "subscription_schedule.updated": handleSubscriptionSchedule,
  "subscription_schedule.released": handleSubscriptionSchedule,
  "subscription_schedule.canceled": handleSubscriptionSchedule,
  "subscription_schedule.completed": handleSubscriptionSchedule,
  "subscription_schedule.aborted": handleSubscriptionSchedule,
};

export const HANDLED_STRIPE_EVENTS = Object.keys(HANDLERS);

export type StripeEventOutcome = "processed" | "duplicate" | "ignored";
export type ReceivedStripeEvent = { id: string; type: string; outcome: StripeEventOutcome };

async function verifiedEvent(payload: string, signature: string | null): Promise<StripeEventEnvelope> {
  if (!signature) throw new AppError("BAD_REQUEST", "Missing Stripe-Signature header.");
  let event: unknown;
  try {
    event = await Stripe.webhooks.constructEventAsync(payload, signature, stripeWebhookSecret());
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid Stripe signature.");
  }
  return stripeEventSchema.parse(event);
}

export async function receiveStripeEvent(payload: string, signature: string | null): Promise<ReceivedStripeEvent> {
  const event = await verifiedEvent(payload, signature);
  const handler = Object.hasOwn(HANDLERS, event.type) ? HANDLERS[event.type] : undefined;
  if (!handler) return { id: event.id, type: event.type, outcome: "ignored" };
  // Most redeliveries come after the first has committed: answer those with one read, no transaction.
  if (await db.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } })) {
    return { id: event.id, type: event.type, outcome: "duplicate" };
  }

  const processed = await db.$transaction(
    async (tx) => {
      // Concurrent deliveries of one event wait here on the primary key until the first commits (or rolls back).
      const recorded = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO "StripeEvent" ("id", "type", "processedAt") VALUES (${event.id}, ${event.type}, now())
        ON CONFLICT ("id") DO NOTHING
        RETURNING "id"`;
      if (recorded.length === 0) return false;
      await handler(event, tx);
      return true;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
  return { id: event.id, type: event.type, outcome: processed ? "processed" : "duplicate" };
}
