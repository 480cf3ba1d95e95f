// Every minute: delivers scheduled posts that are overdue (an event that never arrived, a run that
// died) and settles posts whose runner died, through the same claims as every other runner.
import { recordHeartbeat } from "@/lib/jobs/signals/scheduler-heartbeat";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { inngest } from "../client";

const SWEEP_RUNNER = "inngest-sweep";
/** On-time posts belong to their own runs; the sweep takes those a minute late. */
const GRACE_MS = 60_000;
/** Stays inside a serverless function's time limit. */
const BUDGET_MS = 45_000;
const BATCH_SIZE = 25;

export const sweepOverduePostsFunction = inngest.createFunction(
  {
    id: "sweep-overdue-posts",
    name: "Deliver overdue scheduled posts",
    triggers: [{ cron: "TZ=UTC * * * * *" }],
    concurrency: { limit: 1 },
  },
  ({ step, runId }) =>
    step.run("deliver-overdue-posts", async () => {
      const started = Date.now();
      let delivered = 0;
      await recordHeartbeat(SWEEP_RUNNER, { runId });
      for (;;) {
        const reports = await runDuePosts(`${SWEEP_RUNNER}:${runId}`, { batchSize: BATCH_SIZE, graceMs: GRACE_MS });
        delivered += reports.length;
        if (reports.length < BATCH_SIZE || Date.now() - started > BUDGET_MS) break;
      }
      return { delivered };
    }),
);
