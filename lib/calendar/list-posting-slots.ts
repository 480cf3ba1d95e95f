// GET /api/calendar/slots: a user's weekly posting slots in order (Monday first, then by time), with the
// brand's time zone their times are in (UTC until the brand profile names one).
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db, type DbTransaction } from "@/lib/db";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zoned-time";
import { postingSlotsReplySchema, type PostingSlotsReply } from "@/lib/calendar/schemas/slots";

/** Read under `who`'s scope in one statement; also inside the queue's transaction (`client` a transaction), under its lock. */
export async function listPostingSlots(who: string | ReadScope, client: DbTransaction = db): Promise<PostingSlotsReply> {
  const scope = scopeOf(who);
  const user = await client.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      businessProfile: { select: { timeZone: true } },
      postingSlots: { select: { weekday: true, time: true }, orderBy: [{ weekday: "asc" }, { time: "asc" }] },
    },
  });
  if (!user) throw scope.gone();
  return postingSlotsReplySchema.parse({ timeZone: user.businessProfile?.timeZone ?? DEFAULT_TIME_ZONE, slots: user.postingSlots });
}
