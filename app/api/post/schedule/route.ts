// POST /api/post/schedule – schedule a post for a future time; DELETE /api/post/schedule – cancel its schedule (body postID), or one target's (targetId).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { cancelScheduleSchema, scheduleSchema } from "@/lib/publishing/schemas";

export const POST = withUser(async (request, { user }) => {
  const input = scheduleSchema.parse(await readJson(request));
  return ok(await schedulePost(user.id, input), "Post scheduled");
});

export const DELETE = withUser(async (request, { user }) => {
  const { postID, targetId } = cancelScheduleSchema.parse(await readJson(request));
  return ok(await cancelSchedule(user.id, postID, { targetId }), targetId === undefined ? "Post schedule cancelled successfully" : "Target cancelled");
});
