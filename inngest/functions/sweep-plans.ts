// Every five minutes: a plan whose items wait with no writer (its event never arrived, or a run gave up) is
// sent to the writers again. Items a writer holds are left to it until its hold lapses.
import { plansWaitingForWriters } from "@/lib/planning/plan-sweeps";
import { inngest } from "../client";
import { PLAN_WRITE } from "../events";

export const sweepPlansFunction = inngest.createFunction(
  {
    id: "sweep-plans",
    name: "Send waiting plans to the writers again",
    triggers: [{ cron: "TZ=UTC */5 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const plans = await step.run("waiting-plans", () => plansWaitingForWriters());
    if (plans.length)
      await step.sendEvent(
        "write-waiting-plans",
        plans.map((data) => ({ name: PLAN_WRITE, data })),
      );
    return { plans: plans.length };
  },
);
