// GET /api/plans – the user's plans still in hand (an outline, being written, or with posts to approve); POST /api/plans – an outline for the open posting slots of a range of days.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { createPlan } from "@/lib/planning/create-plan";
import { listPlans } from "@/lib/planning/load-plan";
import { createPlanSchema } from "@/lib/planning/schemas";

export const GET = withUserRead(async (_request, { scope }) => ok(await listPlans(scope)));

export const POST = withUser(async (request, { user }) => {
  const input = createPlanSchema.parse(await readJson(request));
  const plan = await createPlan(user.id, input);
  return ok(plan, `${plan.items.length} post${plan.items.length === 1 ? "" : "s"} planned. Change anything you like before they are written.`, { status: 201 });
});
