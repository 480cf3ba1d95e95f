// GET /api/subscription/portal – the billing portal of the signed-in user (object.url)
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { openBillingPortal } from "@/lib/billing/open-billing-portal";

export const GET = withUser(async (_request, { user }) => ok(await openBillingPortal(user.id), "Billing portal session created."));
