// Every quarter of an hour, what the embedded worker does beside its polls when Inngest schedules instead: reads the
// metrics of delivered posts that reached a checkpoint of their first week (a step per batch).
import { readDueMetrics } from "@/lib/insights/read-metrics";
import { inngest } from "../client";

/** Targets read per step. */
const PER_STEP = 50;
/** Steps per run at most; what is left is due again at the next run. */
const MAX_STEPS = 40;

export const readMetricsFunction = inngest.createFunction(
  {
    id: "read-metrics",
    name: "Read delivered posts' metrics at their checkpoints",
    triggers: [{ cron: "TZ=UTC */15 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    let read = 0;
    for (let batch = 0; batch < MAX_STEPS; batch++) {
      const claimed = await step.run(`metrics-${batch}`, () => readDueMetrics({ limit: PER_STEP }));
      read += claimed;
      if (claimed < PER_STEP) break;
    }
    return { read };
  },
);
