// POST /api/post/{id}/approve – approve a plan's proposed post: it is scheduled into its slot.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { APPROVED_MESSAGE, approveProposedPost } from "@/lib/planning/approve-proposed";
import { postIdFromParams } from "@/lib/publishing/schemas";

export const POST = withUser<RouteContext<"/api/post/[id]/approve">>(async (_request, { user, params }) =>
  ok(await approveProposedPost(user.id, postIdFromParams(await params)), APPROVED_MESSAGE),
);
