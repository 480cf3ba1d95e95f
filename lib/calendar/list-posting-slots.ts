// GET /api/calendar/slots: a user's weekly posting slots in order (Monday first, then by time), with the
// brand's time zone their times are in (UTC until the brand profile names one).
import "server-only";
import { db, type DbTransaction } from "@/lib/db";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zoned-time";
import { postingSlotsReplySchema, type PostingSlotsReply } from "./slot-schema";

/** Also read inside the queue's transaction (`client` a transaction), under its lock. */
export async function listPostingSlots(userId: string, client: DbTransaction = db): Promise<PostingSlotsReply> {
  const [profile, slots] = await Promise.all([
    client.businessProfile.findUnique({ where: { userId }, select: { timeZone: true } }),
    client.postingSlot.findMany({ where: { userId }, select: { weekday: true, time: true }, orderBy: [{ weekday: "asc" }, { time: "asc" }] }),
  ]);
  return postingSlotsReplySchema.parse({ timeZone: profile?.timeZone ?? DEFAULT_TIME_ZONE, slots });
}
