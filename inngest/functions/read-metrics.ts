// Every quarter of an hour, what the embedded worker does beside its polls when Inngest schedules instead: reads the
// metrics of delivered posts that reached a checkpoint of their first week (a step per batch), then counts the followers
// of the connections due a count.
import { readDueFollowers } from "@/lib/insights/read-followers";
import { readDueMetrics } from "@/lib/insights/read-metrics";
import { inngest } from "../client";

/** Targets read per step. */
const PER_STEP = 50;
/** Steps per run at most; what is left is due again at the next run. */
const MAX_STEPS = 40;

export const readMetricsFunction = inngest.createFunction(
  {
    id: "read-metrics",
    name: "Read delivered posts' metrics at their checkpoints, and connections' followers",
    triggers: [{ cron: "TZ=UTC */15 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    // A step per batch, until a batch comes back short or the run has taken its most.
    const drain = async (name: string, round: () => Promise<number>) => {
      let claimed = 0;
      for (let batch = 0; batch < MAX_STEPS; batch++) {
        const taken = await step.run(`${name}-${batch}`, round);
        claimed += taken;
        if (taken < PER_STEP) break;
      }
      return claimed;
    };
    const read = await drain("metrics", () => readDueMetrics({ limit: PER_STEP }));
    const counted = await drain("followers", () => readDueFollowers({ limit: PER_STEP }));
    return { read, counted };
  },
);
