// POST /api/plans/{id}/items/{itemId}/regenerate – write an item's post again (at the new draft's cost), or try again one not written.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { planIdFromParams, planItemIdFromParams } from "@/lib/planning/plan-schema";
import { regenerateItem } from "@/lib/planning/write-plan";

export const POST = withUser<RouteContext<"/api/plans/[id]/items/[itemId]/regenerate">>(async (_request, { user, params }) => {
  const ids = await params;
  return ok(await regenerateItem(user.id, planIdFromParams(ids), planItemIdFromParams(ids)), "Writing it again");
});
