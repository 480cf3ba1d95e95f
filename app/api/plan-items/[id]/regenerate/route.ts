// POST /api/plan-items/{id}/regenerate – write an item's post again (at the new draft's cost), or try again one not written. Answers its plan.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { planItemIdFromParams } from "@/lib/planning/schemas";
import { regenerateItem } from "@/lib/planning/write-plan";

export const POST = withUser<RouteContext<"/api/plan-items/[id]/regenerate">>(async (_request, { user, params }) =>
  ok(await regenerateItem(user.id, planItemIdFromParams(await params)), "Writing it again"),
);
