// Billing failures sorted by what the user can do about them; the billing domain turns them into AppErrors
// with the same message.
//   unavailable – Stripe did not answer or refused the call: try again (the details went to the log only).
//   not-found   – no such checkout or subscription: expired, altered, another user's, or already ended.
//   conflict    – the customer already pays for a plan.
import "server-only";

export type BillingErrorKind = "unavailable" | "not-found" | "conflict";

export class BillingError extends Error {
  constructor(
    readonly kind: BillingErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "BillingError";
  }
}
