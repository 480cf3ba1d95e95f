// GET /api/subscription/details – the signed-in user's plan, its status, the credits left and what they buy
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { requestFormat } from "@/lib/http/request-format";

export const GET = withUserRead(async (request, { scope }) => ok(await getSubscriptionDetails(scope, await requestFormat(request))));
