// GET /api/calendar/queue?days – the slots of the next days (at most 31) with their posts; POST /api/calendar/queue – schedule a post into the next free slot.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { addToQueue } from "@/lib/calendar/add-to-queue";
import { queueAddSchema, queueQuerySchema } from "@/lib/calendar/schemas/slots";
import { upcomingSlots } from "@/lib/calendar/upcoming-slots";
import { formatInZone } from "@/lib/time/zoned-time";

export const GET = withUserRead(async (request, { scope }) => {
  const { days } = queueQuerySchema.parse({ days: new URL(request.url).searchParams.get("days") ?? undefined });
  return ok(await upcomingSlots(scope, new Date(), days));
});

export const POST = withUser(async (request, { user }) => {
  const input = queueAddSchema.parse(await readJson(request));
  const { post, timeZone } = await addToQueue(user.id, input);
  return ok(post, `Added to the queue for ${formatInZone(new Date(post.scheduledTime!), timeZone, "EEEE d MMMM 'at' HH:mm")}.`);
});
