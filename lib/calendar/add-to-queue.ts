// POST /api/calendar/queue: schedules a post (a draft, or new text) into the user's next free posting slot,
// strictly in the future: the first slot instant that no other scheduled post holds. The slot is chosen
// and filled in one transaction under the user's queue lock (lock-queue-for-user.ts), so two adds at once
// never take the same slot; the filling is schedulePost's own (targets checked, deliveries made, the
// scheduler told).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db, type DbTransaction } from "@/lib/db";
import { resolveTargets } from "@/lib/publishing/prepare-delivery";
import { afterScheduleSaved, saveSchedule } from "@/lib/publishing/schedule-post";
import type { PostView } from "@/lib/posts/post-view";
import { listPostingSlots } from "./list-posting-slots";
import { lockQueueForUser } from "./lock-queue-for-user";
import { daysAfter, firstFreeSlot } from "./slot-instants";
import { type QueueAddInput } from "@/lib/calendar/schemas/slots";
import { QUEUE_HORIZON_WEEKS, SLOT_MESSAGES } from "./calendar-limits";

export type Queued = { post: PostView; timeZone: string };

export async function addToQueue(userId: string, input: QueueAddInput, now: () => Date = () => new Date()): Promise<Queued> {
  if (input.postID != null) {
    // Someone else's post is not found, whatever else is wrong (the lock inside says so again).
    const mine = await db.post.findFirst({ where: { id: input.postID, userId }, select: { id: true } });
    if (!mine) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  }
  const targets = await resolveTargets(userId, input);
  const { at, timeZone, saved } = await db.$transaction(async (tx) => {
    await lockQueueForUser(tx, userId);
    const { at, timeZone } = await nextFreeSlot(tx, userId, input.postID ?? null, now());
    return { at, timeZone, saved: await saveSchedule(tx, userId, input, targets, at, now()) };
  });
  return { post: await afterScheduleSaved(saved, at), timeZone };
}

/** The first slot instant after `now` that no scheduled post (other than the one being queued) holds. */
async function nextFreeSlot(tx: DbTransaction, userId: string, postId: number | null, now: Date): Promise<{ at: Date; timeZone: string }> {
  const { timeZone, slots } = await listPostingSlots(userId, tx);
  if (slots.length === 0) throw new AppError("CONFLICT", SLOT_MESSAGES.noSlots);
  const horizon = daysAfter(now, QUEUE_HORIZON_WEEKS * 7, timeZone);
  const taken = await tx.post.findMany({
    where: { userId, status: "SCHEDULED", scheduledTime: { gt: now, lte: horizon }, ...(postId !== null && { id: { not: postId } }) },
    select: { scheduledTime: true },
  });
  const free = firstFreeSlot(slots, timeZone, now, horizon, new Set(taken.map((post) => post.scheduledTime!.getTime())));
  if (!free) throw new AppError("CONFLICT", SLOT_MESSAGES.full);
  return { at: free.at, timeZone };
}
