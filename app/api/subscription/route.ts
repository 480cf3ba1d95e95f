// GET /api/subscription?subscriptionType=STANDARD|PROFESSIONAL – where to send the browser to subscribe (object.url)
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { checkoutQuerySchema } from "@/lib/billing/schemas";
import { startCheckout } from "@/lib/billing/start-checkout";

export const GET = withUser(async (request, { user }) => {
  const { subscriptionType } = checkoutQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return ok(await startCheckout(user, subscriptionType), "Checkout session created.");
});
