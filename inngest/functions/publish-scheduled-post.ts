// Sleeps until the post's time, then publishes it; waits out retries the same way. A cancel event for
// the post, or a move to another time, ends the run while it sleeps, and the publisher re-checks the schedule when it wakes, so a
// cancel that arrives late still sends nothing.
import { MAX_ATTEMPTS } from "@/lib/publishing/delivery-policy";
import { publishScheduledPost } from "@/lib/publishing/publish-scheduled-post";
import { inngest } from "../client";
import { POST_RESCHEDULED, POST_SCHEDULE_CANCELLED, POST_SCHEDULED, type PostScheduledData } from "../events";

export const publishScheduledPostFunction = inngest.createFunction(
  {
    id: "publish-scheduled-post",
    name: "Publish a scheduled post",
    triggers: [{ event: POST_SCHEDULED }],
    cancelOn: [
      { event: POST_SCHEDULE_CANCELLED, if: "async.data.postId == event.data.postId" },
      // A move cancels the run waiting for the old time; the run for the new time (same scheduledAt) stays.
      { event: POST_RESCHEDULED, if: "async.data.postId == event.data.postId && async.data.scheduledAt != event.data.scheduledAt" },
    ],
    // Step retries are safe: a retried publish step finds the post claimed or settled and does nothing.
    retries: 3,
  },
  async ({ event, step, runId }) => {
    const { postId, scheduledAt } = event.data as PostScheduledData;
    await step.sleepUntil("wait-for-scheduled-time", scheduledAt);
    let report;
    for (let round = 1; round <= MAX_ATTEMPTS; round++) {
      report = await step.run(`publish-${round}`, () => publishScheduledPost(postId, `inngest:${runId}:${round}`));
      const retryAt = "retryAt" in report ? report.retryAt : null;
      if (!retryAt) break;
      await step.sleepUntil(`retry-${round}`, retryAt);
    }
    return report;
  },
);
