// POST /api/plans/{id}/items/{itemId}/idea – another idea for an outline item: a new theme of the same kind.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { anotherIdea } from "@/lib/planning/edit-outline";
import { planIdFromParams, planItemIdFromParams } from "@/lib/planning/plan-schema";

export const POST = withUser<RouteContext<"/api/plans/[id]/items/[itemId]/idea">>(async (_request, { user, params }) => {
  const ids = await params;
  return ok(await anotherIdea(user.id, planIdFromParams(ids), planItemIdFromParams(ids)), "Here's another idea");
});
