import "server-only";
import { db } from "@/lib/db";
import { billing } from "@/lib/integrations/billing";
import { withBillingErrors } from "./billing-failure";

/** The user's Stripe customer id: created on the first checkout, stored, and reused from then on. */
export async function ensureStripeCustomer(user: { id: string; email: string }): Promise<string> {
  const existing = await db.subscription.findUnique({ where: { userId: user.id }, select: { stripeCustomerId: true } });
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;

  const customerId = await withBillingErrors(() => billing().createCustomer({ userId: user.id, email: user.email }));
  // Simultaneous first checkouts get the same customer (the idempotency key is the user's), so their inserts collide
  // on the customer id's unique index as well as on userId, and PostgreSQL may see the customer id's first: a
  // conflict on a column the upsert does not name is an error. So the insert gives way on any conflict (waiting
  // for the other to commit), and the update then keeps the first id stored and returns it to every request.
  const [inserted] = await db.$queryRaw<{ stripeCustomerId: string }[]>`
    INSERT INTO "Subscription" ("userId", "stripeCustomerId", "updatedAt") VALUES (${user.id}, ${customerId}, now())
    ON CONFLICT DO NOTHING
    RETURNING "stripeCustomerId"`;
  if (inserted) return inserted.stripeCustomerId;
  const [stored] = await db.$queryRaw<{ stripeCustomerId: string }[]>`
    UPDATE "Subscription" SET "stripeCustomerId" = COALESCE("stripeCustomerId", ${customerId}), "updatedAt" = now()
    WHERE "userId" = ${user.id}
    RETURNING "stripeCustomerId"`;
  return stored!.stripeCustomerId;
}
