// GET /api/plans/{id} – one of the user's plans, with its items and progress; DELETE /api/plans/{id} – drop a plan that is still an outline.
import { AppError } from "@/lib/api/errors";
import { ok } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { dropOutline } from "@/lib/planning/edit-outline";
import { PLAN_NOT_FOUND } from "@/lib/planning/plan-state";
import { loadPlan } from "@/lib/planning/load-plan";
import { planIdFromParams } from "@/lib/planning/schemas";

export const GET = withUserRead<RouteContext<"/api/plans/[id]">>(async (_request, { scope, params }) => {
  const plan = await loadPlan(scope, planIdFromParams(await params));
  if (!plan) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
  return ok(plan);
});

export const DELETE = withUser<RouteContext<"/api/plans/[id]">>(async (_request, { user, params }) => {
  await dropOutline(user.id, planIdFromParams(await params));
  return ok(null, "Plan dropped");
});
