// POST /api/plans/{id}/approve – approve every proposed post of the plan: each is scheduled into its slot.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { approvePlan } from "@/lib/planning/approve-proposed";
import { planIdFromParams } from "@/lib/planning/schemas";

export const POST = withUser<RouteContext<"/api/plans/[id]/approve">>(async (_request, { user, params }) => {
  const reply = await approvePlan(user.id, planIdFromParams(await params));
  const message = reply.approved === 0 ? "Nothing was approved." : `${reply.approved} post${reply.approved === 1 ? "" : "s"} approved and scheduled.`;
  return ok(reply, reply.skipped.length ? `${message} ${reply.skipped.length} left to you.` : message);
});
