// Every hour, what the embedded worker does beside its polls when Inngest schedules instead: raises the weekly
// summaries of the brands whose Monday morning it now is, each with Insights' suggestion. Raising one twice is one
// notification.
import { raiseWeeklySummaries } from "@/lib/calendar/weekly-summary";
import { weeklySuggestion } from "@/lib/insights/weekly-suggestion";
import { inngest } from "../client";

export const weeklySummariesFunction = inngest.createFunction(
  {
    id: "weekly-summaries",
    name: "Raise the weekly summaries that are due",
    triggers: [{ cron: "TZ=UTC 20 * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => ({ raised: await step.run("raise", () => raiseWeeklySummaries({ suggest: weeklySuggestion })) }),
);
