// PATCH /api/plans/{id}/items/{itemId} – change an outline item (theme, kind, image); DELETE – drop it, or discard its proposed post.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { removePlanItem, updatePlanItem } from "@/lib/planning/edit-outline";
import { planIdFromParams, planItemIdFromParams, planItemPatchSchema } from "@/lib/planning/plan-schema";

type Context = RouteContext<"/api/plans/[id]/items/[itemId]">;

export const PATCH = withUser<Context>(async (request, { user, params }) => {
  const ids = await params;
  const [planId, itemId] = [planIdFromParams(ids), planItemIdFromParams(ids)];
  return ok(await updatePlanItem(user.id, planId, itemId, planItemPatchSchema.parse(await readJson(request))), "Saved");
});

export const DELETE = withUser<Context>(async (_request, { user, params }) => {
  const ids = await params;
  return ok(await removePlanItem(user.id, planIdFromParams(ids), planItemIdFromParams(ids)), "Removed from the plan");
});
