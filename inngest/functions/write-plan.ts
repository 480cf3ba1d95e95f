// A plan's drafts in production: one step per queued item, all started together (Inngest runs parallel steps
// side by side, at most PLAN_WRITERS at once per user), each claiming its item as the embedded worker's writers
// do. A step run again (its request died) takes its own claim back, as a new attempt.
import { queuedItemIds } from "@/lib/planning/plan-sweeps";
import { PLAN_WRITERS, writeQueuedItem } from "@/lib/planning/write-plan";
import { inngest } from "../client";
import { PLAN_WRITE, type PlanWriteData } from "../events";

export const writePlanFunction = inngest.createFunction(
  {
    id: "write-plan",
    name: "Write a plan's drafts",
    triggers: [{ event: PLAN_WRITE }],
    concurrency: { key: "event.data.userId", limit: PLAN_WRITERS },
    retries: 3,
  },
  async ({ event, step, runId }) => {
    const { planId } = event.data as PlanWriteData;
    const items = await step.run("queued-items", () => queuedItemIds(planId));
    const outcomes = await Promise.all(items.map((itemId) => step.run(`write-item-${itemId}`, () => writeQueuedItem(itemId, `inngest:${runId}`))));
    return { written: outcomes.filter((outcome) => outcome === "written").length, items: items.length };
  },
);
