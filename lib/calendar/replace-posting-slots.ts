// PUT /api/calendar/slots: the user's whole week of slots, replacing what was set. Posts already queued keep
// their times (they are scheduled posts like any other); only the slots to come are new.
import "server-only";
import { db } from "@/lib/db";
import { listPostingSlots } from "./list-posting-slots";
import { lockQueueForUser } from "./lock-queue-for-user";
import type { PostingSlotsInput, PostingSlotsReply } from "@/lib/calendar/schemas/slots";

export async function replacePostingSlots(userId: string, { slots }: PostingSlotsInput): Promise<PostingSlotsReply> {
  return db.$transaction(async (tx) => {
    await lockQueueForUser(tx, userId);
    await tx.postingSlot.deleteMany({ where: { userId } });
    await tx.postingSlot.createMany({ data: slots.map(({ weekday, time }) => ({ userId, weekday, time })) });
    return listPostingSlots(userId, tx);
  });
}
