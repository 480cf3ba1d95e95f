// GET /api/calendar/slots – the weekly posting slots and the brand's zone; PUT /api/calendar/slots – replace them (body { slots: [{ weekday, time }] }).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { listPostingSlots } from "@/lib/calendar/list-posting-slots";
import { replacePostingSlots } from "@/lib/calendar/replace-posting-slots";
import { postingSlotsInputSchema } from "@/lib/calendar/schemas/slots";

export const GET = withUserRead(async (_request, { scope }) => ok(await listPostingSlots(scope)));

export const PUT = withUser(async (request, { user }) => {
  const input = postingSlotsInputSchema.parse(await readJson(request));
  return ok(await replacePostingSlots(user.id, input), "Posting slots saved");
});
