// POST /api/plans/{id}/items/swap – two outline items trade what they are about (body { itemIds: [a, b] }); each keeps its slot.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { swapPlanItems } from "@/lib/planning/edit-outline";
import { planIdFromParams, swapPlanItemsSchema } from "@/lib/planning/plan-schema";

export const POST = withUser<RouteContext<"/api/plans/[id]/items/swap">>(async (request, { user, params }) => {
  const planId = planIdFromParams(await params);
  const { itemIds } = swapPlanItemsSchema.parse(await readJson(request));
  return ok(await swapPlanItems(user.id, planId, itemIds), "Swapped");
});
