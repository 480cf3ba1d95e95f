import "server-only";
import { getPlan } from "@/lib/billing/plans";
import { resetCredits } from "@/lib/credits/ledger";
import type { DbTransaction } from "@/lib/db";
import { planTypeForPrice } from "@/lib/integrations/billing/stripe-prices";
import { findBillingAccount } from "./find-billing-account";
import { invoiceSchema, type StripeEventEnvelope, type StripeInvoice } from "./stripe-objects";

/** The line that names the plan being paid for: the regular line, or on a plan switch the positive proration. */
function planLine(invoice: StripeInvoice) {
  const priced = invoice.lines.data.filter((line) => line.pricing?.price_details?.price);
  return priced.findLast((line) => line.parent?.subscription_item_details?.proration === false) ?? priced.findLast((line) => line.amount > 0) ?? priced.at(-1);
}

/**
 * invoice.paid: a paid subscription invoice starts a period of credits. The balance is set to the
 * plan's credits once per invoice (the ledger keys the reset by invoice id).
 */
export async function handleInvoicePaid(event: StripeEventEnvelope, tx: DbTransaction): Promise<void> {
  const invoice = invoiceSchema.parse(event.data.object);
  const details = invoice.parent?.subscription_details;
  if (!details) return; // a one-off invoice carries no plan
  const line = planLine(invoice);
  if (!line) return;
  const priceId = line.pricing!.price_details!.price;
  const type = planTypeForPrice(priceId);
  // Thrown, not skipped: the customer paid, so the event must be retried until it can grant the credits.
  if (!type) throw new Error(`Stripe price ${priceId} on invoice ${invoice.id} is none of Postloom's plans`);

  const account = await findBillingAccount(tx, invoice.customer, details.metadata.userId);
  if (!account) {
    console.warn(`[billing] invoice ${invoice.id} belongs to no Postloom user (customer ${invoice.customer}); ignored`);
    return;
  }
  // An invoice delivered after a later period has begun must not refill the balance of that period.
  if (account.currentPeriodEnd && line.period.end * 1000 < account.currentPeriodEnd.getTime()) return;
  await resetCredits(account.userId, getPlan(type).credits, invoice.id, tx);
}
