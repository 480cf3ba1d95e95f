// PATCH /api/post/{id}/schedule – moves a scheduled post to another time (body { scheduledAt }, an ISO instant).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { reschedulePost } from "@/lib/publishing/reschedule-post";
import { postIdFromParams, rescheduleSchema } from "@/lib/publishing/schemas";

export const PATCH = withUser<RouteContext<"/api/post/[id]/schedule">>(async (request, { user, params }) => {
  const id = postIdFromParams(await params);
  const { scheduledAt } = rescheduleSchema.parse(await readJson(request));
  return ok(await reschedulePost(user.id, id, scheduledAt), "Post moved");
});
