// POST /api/post/schedule: saves the post as SCHEDULED for a future time (UTC) with one PENDING
// delivery per target; a scheduler runner sends it when it is due.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prepareLinkedPictures } from "./picture-link";
import { loadPostView, type PostView } from "@/lib/posts/post-view";
import { checkTargetsFit, lockOrCreatePost, resetDeliveries, resolveTargets, type Target } from "./prepare-delivery";
import { announceScheduled } from "@/lib/jobs/signals";
import { type PublishInput, type ScheduleInput } from "./schemas";
import { MAX_SCHEDULE_AHEAD_MS, SCHEDULE_MESSAGES } from "./publishing-limits";

/** Refuses a time in the past, or more than a year ahead, as a field error of `scheduledAt`. */
export function checkScheduleTime(at: Date, now: Date): void {
  if (at.getTime() <= now.getTime()) {
    throw new AppError("VALIDATION_ERROR", SCHEDULE_MESSAGES.futureTime, { fieldErrors: { scheduledAt: [SCHEDULE_MESSAGES.futureTime] } });
  }
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_MS) {
    const message = "Please choose a time within the next year.";
    throw new AppError("VALIDATION_ERROR", message, { fieldErrors: { scheduledAt: [message] } });
  }
}

export async function schedulePost(userId: string, input: ScheduleInput, now: () => Date = () => new Date()): Promise<PostView> {
  const at = input.scheduledAt;
  checkScheduleTime(at, now());
  const targets = await resolveTargets(userId, input);
  const saved = await db.$transaction((tx) => saveSchedule(tx, userId, input, targets, at, now()));
  return afterScheduleSaved(saved, at);
}

/** A schedule saved: its post, and whether a target's channel will fetch its pictures by link. */
export type SavedSchedule = { postId: number; fetchedByLink: boolean };

/**
 * schedulePost's writes, in the caller's transaction, for a caller that picks the time under a lock of its
 * own (the posting queue, lib/calendar/add-to-queue.ts). `at` must have passed checkScheduleTime; after the
 * commit, call afterScheduleSaved.
 */
export async function saveSchedule(
  tx: Prisma.TransactionClient,
  userId: string,
  input: PublishInput,
  targets: Target[],
  at: Date,
  now: Date,
): Promise<SavedSchedule> {
  const post = await lockOrCreatePost(tx, userId, input, now);
  const fetchedByLink = await checkTargetsFit(tx, post.id, input.postContent, targets);
  await resetDeliveries(tx, post, targets);
  await tx.post.update({
    where: { id: post.id },
    data: { status: "SCHEDULED", scheduledTime: at, publishedAt: null, claimedAt: null, claimedBy: null },
  });
  return { postId: post.id, fetchedByLink };
}

/** Once a schedule is committed: the copies of its pictures fetched by link made, the scheduler told, the post as the API answers it. */
export async function afterScheduleSaved({ postId, fetchedByLink }: SavedSchedule, at: Date): Promise<PostView> {
  // Made now, so Meta's fetch at the due time (among every other post due then) is a read, not a conversion.
  // One that fails is made at the fetch instead: the schedule stands.
  if (fetchedByLink) await prepareLinkedPictures(postId).catch((error) => console.error(`[publishing] post ${postId}: pictures not prepared`, error));
  await announceScheduled(postId, at);
  return (await loadPostView(postId))!;
}
