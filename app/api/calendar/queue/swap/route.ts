// POST /api/calendar/queue/swap – two scheduled posts trade times (body { postIds: [a, b] }).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { queueSwapSchema } from "@/lib/calendar/schemas/slots";
import { swapQueued } from "@/lib/calendar/swap-queued";

export const POST = withUser(async (request, { user }) => {
  const {
    postIds: [a, b],
  } = queueSwapSchema.parse(await readJson(request));
  return ok(await swapQueued(user.id, a, b), "Posts swapped");
});
