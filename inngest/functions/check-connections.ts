// Every hour, what the embedded worker does beside its polls when Inngest schedules instead: checks the health
// of every connection not checked for a day, a step per batch so that no step runs long and a retried step
// checks only what is still due.
import { checkDueConnections } from "@/lib/social/check-connections";
import { inngest } from "../client";

/** Connections checked per step. */
const PER_STEP = 500;
/** Steps per run at most; what is left is due again at the next run. */
const MAX_STEPS = 100;

export const checkConnectionsFunction = inngest.createFunction(
  {
    id: "check-connections",
    name: "Check the health of connections not checked for a day",
    triggers: [{ cron: "TZ=UTC 7 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    let checked = 0;
    for (let batch = 0; batch < MAX_STEPS; batch++) {
      const done = await step.run(`check-batch-${batch}`, () => checkDueConnections({ stopAfter: PER_STEP }));
      checked += done;
      if (done < PER_STEP) break;
    }
    return { checked };
  },
);
