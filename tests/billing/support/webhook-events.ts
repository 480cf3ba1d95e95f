// Stripe's events for the webhook tests, shaped as Stripe sends them: a customer with a subscription row, its
// subscription's events and paid invoices; and what the webhook left in the database.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { invoiceObject, stripeEvent, subscriptionObject, type SandboxSubscriptionState } from "@/lib/integrations/billing/sandbox/sandbox-stripe-objects";

export const MONTH = 30 * 24 * 3600;
export const T0 = Math.floor(Date.now() / 1000);

export async function newCustomer() {
  const user = await db.user.create({ data: { email: `billing-${randomUUID()}@example.test` } });
  const customerId = `cus_${randomUUID().slice(0, 12)}`;
  await db.subscription.create({ data: { userId: user.id, stripeCustomerId: customerId } });
  const subscription = (overrides: Partial<SandboxSubscriptionState> = {}): SandboxSubscriptionState => ({
    id: `sub_${customerId}`,
    customerId,
    userId: user.id,
    type: "STANDARD",
    status: "active",
    created: T0,
    periodStart: T0,
    periodEnd: T0 + MONTH,
    cancelAtPeriodEnd: false,
    ...overrides,
  });
  return { userId: user.id, customerId, subscription };
}

export const subscriptionEvent = (type: "created" | "updated" | "deleted", state: SandboxSubscriptionState, created: number) =>
  stripeEvent(`customer.subscription.${type}`, subscriptionObject(state), { created });

export function invoicePaid(state: SandboxSubscriptionState, invoiceId: string, options: { created?: number; periodStart?: number; periodEnd?: number } = {}) {
  const created = options.created ?? T0;
  return stripeEvent(
    "invoice.paid",
    invoiceObject({
      id: invoiceId,
      subscription: state,
      billingReason: "subscription_create",
      created,
      lines: [
        {
          type: state.type,
          amount: 1500,
          periodStart: options.periodStart ?? state.periodStart,
          periodEnd: options.periodEnd ?? state.periodEnd,
          proration: false,
          description: "1 × Postloom",
        },
      ],
    }),
    { created },
  );
}

export const row = (userId: string) => db.subscription.findUniqueOrThrow({ where: { userId } });
export const recorded = (id: string) => db.stripeEvent.count({ where: { id } });
