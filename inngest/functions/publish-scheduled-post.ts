// Sleeps until the post's time, then publishes it; waits out retries the same way. A cancel event for
// the post ends the run while it sleeps, and the publisher re-checks the schedule when it wakes, so a
// cancel that arrives late still sends nothing.
import { MAX_ATTEMPTS } from "@/lib/publishing/delivery-policy";
import { publishScheduledPost } from "@/lib/publishing/publish-scheduled-post";
import { inngest } from "../client";
import { POST_SCHEDULE_CANCELLED, POST_SCHEDULED, type PostScheduledData } from "../events";

export type SleepAndRunStep = {
  sleepUntil: (id: string, time: Date | string) => Promise<unknown>;
  run: <T>(id: string, fn: () => Promise<T>) => Promise<unknown>;
};

type Report = Awaited<ReturnType<typeof publishScheduledPost>>;

export async function publishScheduledPostHandler({ event, step, runId }: { event: { data: PostScheduledData }; step: SleepAndRunStep; runId: string }) {
  const { postId, scheduledAt } = event.data;
  await step.sleepUntil("wait-for-scheduled-time", scheduledAt);
  let report: Report | undefined;
  for (let round = 1; round <= MAX_ATTEMPTS; round++) {
    report = (await step.run(`publish-${round}`, () => publishScheduledPost(postId, `inngest:${runId}:${round}`))) as Report;
    const retryAt = "retryAt" in report ? report.retryAt : null;
    if (!retryAt) break;
    await step.sleepUntil(`retry-${round}`, retryAt);
  }
  return report;
}

export const publishScheduledPostFunction = inngest.createFunction(
  {
    id: "publish-scheduled-post",
    name: "Publish a scheduled post",
    triggers: [{ event: POST_SCHEDULED }],
    cancelOn: [{ event: POST_SCHEDULE_CANCELLED, if: "async.data.postId == event.data.postId" }],
    // Step retries are safe: a retried publish step finds the post claimed or settled and does nothing.
    retries: 3,
  },
  ({ event, step, runId }) => publishScheduledPostHandler({ event: event as unknown as { data: PostScheduledData }, step, runId }),
);
