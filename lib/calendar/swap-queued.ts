// POST /api/calendar/queue/swap: two scheduled posts trade times (reordering the queue). Both are locked in
// id order (two swaps of the same pair never wait on each other crosswise) and checked as a move is
// (reschedule-post.ts): each must be scheduled, not published, and not claimed or being sent. Both move in
// one transaction, so neither moves alone; the scheduler then hears of both.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { loadPostView } from "@/lib/posts/post-view";
import { lockPostForUserOrThrow } from "@/lib/posts/lock-post-for-user";
import { checkMovable, moveLockedPost } from "@/lib/publishing/reschedule-post";
import { announceRescheduled } from "@/lib/jobs/signals";
import { queueSwapReplySchema, type QueueSwapReply } from "@/lib/calendar/schemas/slots";
import { SLOT_MESSAGES } from "./calendar-limits";

export const DUE_NOW = "One of these posts is due to go out now, so they can't be swapped.";

export async function swapQueued(userId: string, postIdA: number, postIdB: number, now: () => Date = () => new Date()): Promise<QueueSwapReply> {
  if (postIdA === postIdB) throw new AppError("VALIDATION_ERROR", SLOT_MESSAGES.samePost, { fieldErrors: { postIds: [SLOT_MESSAGES.samePost] } });
  const moves = await db.$transaction(async (tx) => {
    const locked = [];
    for (const id of [postIdA, postIdB].sort((a, b) => a - b)) locked.push(await lockPostForUserOrThrow(tx, userId, id, now()));
    locked.forEach(checkMovable);
    const rows = await tx.post.findMany({ where: { id: { in: [postIdA, postIdB] } }, select: { id: true, scheduledTime: true } });
    const timeOf = (id: number) => rows.find((row) => row.id === id)!.scheduledTime!;
    const [timeA, timeB] = [timeOf(postIdA), timeOf(postIdB)];
    // Swapping an overdue post's time onto the other would send that one at once.
    if (Math.min(timeA.getTime(), timeB.getTime()) <= now().getTime()) throw new AppError("CONFLICT", DUE_NOW);
    await moveLockedPost(tx, postIdA, timeB);
    await moveLockedPost(tx, postIdB, timeA);
    return [
      { id: postIdA, at: timeB },
      { id: postIdB, at: timeA },
    ];
  });
  for (const { id, at } of moves) await announceRescheduled(id, at);
  return queueSwapReplySchema.parse({ posts: await Promise.all(moves.map(({ id }) => loadPostView(id))) });
}
