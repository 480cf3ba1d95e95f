// POST /api/plan-items/{id}/idea – another idea for an outline item: a new theme of the same kind. Answers its plan.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { anotherIdea } from "@/lib/planning/edit-outline";
import { planItemIdFromParams } from "@/lib/planning/schemas";

export const POST = withUser<RouteContext<"/api/plan-items/[id]/idea">>(async (_request, { user, params }) =>
  ok(await anotherIdea(user.id, planItemIdFromParams(await params)), "Here's another idea"),
);
