// POST /api/plans/{id}/write – write the outline's drafts: each is a proposed post at its slot, written in the background.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { planIdFromParams } from "@/lib/planning/schemas";
import { startWriting } from "@/lib/planning/write-plan";

export const POST = withUser<RouteContext<"/api/plans/[id]/write">>(async (_request, { user, params }) =>
  ok(await startWriting(user.id, planIdFromParams(await params)), "Writing your posts. They appear on the calendar as they are ready."),
);
