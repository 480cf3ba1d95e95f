// PATCH /api/plan-items/{id} – change an outline item (theme, kind, image); DELETE /api/plan-items/{id} – drop it, or discard its proposed post. Both answer its plan.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { removePlanItem, updatePlanItem } from "@/lib/planning/edit-outline";
import { planItemIdFromParams, planItemPatchSchema } from "@/lib/planning/schemas";

export const PATCH = withUser<RouteContext<"/api/plan-items/[id]">>(async (request, { user, params }) => {
  const id = planItemIdFromParams(await params);
  return ok(await updatePlanItem(user.id, id, planItemPatchSchema.parse(await readJson(request))), "Saved");
});

export const DELETE = withUser<RouteContext<"/api/plan-items/[id]">>(async (_request, { user, params }) =>
  ok(await removePlanItem(user.id, planItemIdFromParams(await params)), "Removed from the plan"),
);
