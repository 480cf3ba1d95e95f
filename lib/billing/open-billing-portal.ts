import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { billing } from "@/lib/integrations/billing";
import { withBillingErrors } from "./billing-failure";
import { billingPageUrl } from "./start-checkout";

/** The Stripe billing portal of the user's customer (switch plan, cancel, invoices). */
export async function openBillingPortal(userId: string): Promise<{ url: string }> {
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { stripeCustomerId: true } });
  if (!subscription?.stripeCustomerId) {
    throw new AppError("NOT_FOUND", "There is no subscription to manage yet. Choose a plan first.");
  }
  const customerId = subscription.stripeCustomerId;
  return withBillingErrors(() => billing().createPortalSession({ userId, customerId, returnUrl: billingPageUrl() }));
}
