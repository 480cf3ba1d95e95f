import "server-only";
import type { DbTransaction } from "@/lib/db";
import { alertPaymentFailed } from "@/lib/credits/billing-alerts";
import { findBillingAccount } from "./find-billing-account";
import { invoiceSchema, type StripeEventEnvelope } from "./stripe-objects";

/**
 * invoice.payment_failed: Stripe could not take a subscription's payment. The owner is told, once per invoice
 * (Stripe's later tries of the same invoice are the same notification); the plan's state follows from
 * customer.subscription.updated (past_due), as before.
 */
export async function handleInvoicePaymentFailed(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  const invoice = invoiceSchema.parse(event.data.object);
  const details = invoice.parent?.subscription_details;
  if (!details) return; // a one-off invoice is no subscription's
  const account = await findBillingAccount(tx, invoice.customer, details.metadata.userId);
  if (!account) {
    console.warn(`[billing] failed invoice ${invoice.id} belongs to no Postloom user (customer ${invoice.customer}); ignored`);
    return;
  }
  const nextAttempt = invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null;
  await alertPaymentFailed(account.userId, invoice.id, nextAttempt, tx);
}
