// Every hour, what the embedded worker does beside its polls when Inngest schedules instead: reads the engagement
// of delivered posts that are due a reading (a step per batch), then writes the style summaries owners' new
// examples call for.
import { refreshEngagement } from "@/lib/voice/refresh-engagement";
import { refreshVoiceSummaries } from "@/lib/voice/write-voice-summary";
import { inngest } from "../client";

/** Posts read per step. */
const PER_STEP = 50;
/** Steps per run at most; what is left is due again at the next run. */
const MAX_STEPS = 40;

export const refreshVoicesFunction = inngest.createFunction(
  {
    id: "refresh-voices",
    name: "Read delivered posts' engagement and write owners' style summaries",
    triggers: [{ cron: "TZ=UTC 37 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    let looked = 0;
    for (let batch = 0; batch < MAX_STEPS; batch++) {
      const claimed = await step.run(`engagement-${batch}`, () => refreshEngagement({ limit: PER_STEP }));
      looked += claimed;
      if (claimed < PER_STEP) break;
    }
    const summaries = await step.run("summaries", () => refreshVoiceSummaries());
    return { looked, summaries };
  },
);
