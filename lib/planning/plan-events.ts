// Tells the writers a plan has items queued: Inngest in production (a run writes them), the embedded worker
// locally (woken at once; it would find them at its next poll anyway). A failed send is logged, not fatal: the
// items stay queued, and the sweep (inngest/functions/sweep-plans.ts) sends any plan left waiting again.
import "server-only";
import { env } from "@/lib/env";
import { wakeWorkers } from "@/lib/publishing/worker-wake";
import { inngest } from "@/inngest/client";
import { PLAN_WRITE } from "@/inngest/events";

export async function announcePlanWriting(planId: number, userId: string): Promise<void> {
  if (env.modes.scheduler !== "production") return wakeWorkers();
  try {
    await inngest.send({ name: PLAN_WRITE, data: { planId, userId } });
  } catch (error) {
    console.error(`[plan] could not send ${PLAN_WRITE} for plan ${planId}`, error);
  }
}
