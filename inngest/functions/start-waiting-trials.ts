// Every minute, what the embedded worker does on each poll when Inngest schedules instead: starts the free trials
// that waited for the day's trial credits (TRIAL_CREDITS_PER_DAY), once a new day brings room.
import { startWaitingTrials } from "@/lib/billing/trial";
import { inngest } from "../client";

export const startWaitingTrialsFunction = inngest.createFunction(
  {
    id: "start-waiting-trials",
    name: "Start the free trials that waited for the day's credits",
    triggers: [{ cron: "TZ=UTC * * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => ({ started: await step.run("start", () => startWaitingTrials()) }),
);
