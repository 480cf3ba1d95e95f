// GET /api/subscription/details – the signed-in user's plan, its status and the credits left
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/api/with-user";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";

export const GET = withUserRead(async (_request, { scope }) => ok(await getSubscriptionDetails(scope)));
