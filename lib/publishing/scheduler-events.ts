// Tells the production scheduler (Inngest) about schedule changes. In sandbox mode the embedded
// worker reads the database instead, and no event is ever sent. A failed send is logged, not fatal:
// the schedule is saved, and the Inngest sweep delivers overdue posts and ignores cancelled ones.
import "server-only";
import { env } from "@/lib/env";
import { inngest } from "@/inngest/client";
import { POST_RESCHEDULED, POST_SCHEDULE_CANCELLED, POST_SCHEDULED, type PostScheduleCancelledData, type PostScheduledData } from "@/inngest/events";

async function send(name: string, data: PostScheduledData | PostScheduleCancelledData) {
  if (env.modes.scheduler !== "production") return;
  try {
    await inngest.send({ name, data });
  } catch (error) {
    console.error(`[scheduler] could not send ${name} for post ${data.postId}`, error);
  }
}

export const announceScheduled = (postId: number, scheduledAt: Date) => send(POST_SCHEDULED, { postId, scheduledAt: scheduledAt.toISOString() });

/** The run waiting for the old time is cancelled (its time differs), and a new one waits for the new time. */
export async function announceRescheduled(postId: number, scheduledAt: Date) {
  await send(POST_RESCHEDULED, { postId, scheduledAt: scheduledAt.toISOString() });
  await announceScheduled(postId, scheduledAt);
}

export const announceScheduleCancelled = (postId: number) => send(POST_SCHEDULE_CANCELLED, { postId });
