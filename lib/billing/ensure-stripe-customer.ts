import "server-only";
import { db } from "@/lib/db";
import { billing } from "@/lib/integrations/billing";
import { withBillingErrors } from "./billing-failure";

/** The user's Stripe customer id: created on the first checkout, stored, and reused from then on. */
export async function ensureStripeCustomer(user: { id: string; email: string }): Promise<string> {
  const existing = await db.subscription.findUnique({ where: { userId: user.id }, select: { stripeCustomerId: true } });
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;

  const customerId = await withBillingErrors(() => billing().createCustomer({ userId: user.id, email: user.email }));
  // One statement, so simultaneous first checkouts agree: the first id stored wins and every request gets it.
  const [stored] = await db.$queryRaw<{ stripeCustomerId: string }[]>`
    INSERT INTO "Subscription" ("userId", "stripeCustomerId", "updatedAt") VALUES (${user.id}, ${customerId}, now())
    ON CONFLICT ("userId") DO UPDATE
      SET "stripeCustomerId" = COALESCE("Subscription"."stripeCustomerId", EXCLUDED."stripeCustomerId"), "updatedAt" = now()
    RETURNING "stripeCustomerId"`;
  return stored!.stripeCustomerId;
}
