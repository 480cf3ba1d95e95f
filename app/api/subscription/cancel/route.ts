// DELETE /api/subscription/cancel – cancel the signed-in user's subscription at the end of the paid period
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { cancelSubscription } from "@/lib/billing/cancel-subscription";

export const DELETE = withUser(async (_request, { user }) => {
  await cancelSubscription(user.id);
  return ok(null, "Your subscription has been cancelled.");
});
