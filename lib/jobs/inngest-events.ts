// Where background work runs in production: each signal of the domains (./signals.ts) becomes the Inngest event its
// functions wait for (inngest/functions). A failed send is logged, not fatal: the schedule or the plan is saved,
// and the sweeps deliver overdue posts (ignoring cancelled ones) and send any plan left waiting again.
import "server-only";
import { inngest } from "@/inngest/client";
import { PLAN_WRITE, POST_RESCHEDULED, POST_SCHEDULE_CANCELLED, POST_SCHEDULED } from "@/inngest/events";
import type { Signal } from "./signals";

/** The events a signal becomes, in order. */
function eventsOf(signal: Signal): { name: string; data: Record<string, unknown> }[] {
  switch (signal.kind) {
    case "post-scheduled":
      return [{ name: POST_SCHEDULED, data: { postId: signal.postId, scheduledAt: signal.at.toISOString() } }];
    case "post-rescheduled":
      return [
        { name: POST_RESCHEDULED, data: { postId: signal.postId, scheduledAt: signal.at.toISOString() } },
        { name: POST_SCHEDULED, data: { postId: signal.postId, scheduledAt: signal.at.toISOString() } },
      ];
    case "schedule-cancelled":
      return [{ name: POST_SCHEDULE_CANCELLED, data: { postId: signal.postId } }];
    case "plan-queued":
      return [{ name: PLAN_WRITE, data: { planId: signal.planId, userId: signal.userId } }];
  }
}

export async function sendToInngest(signal: Signal): Promise<void> {
  for (const event of eventsOf(signal)) {
    try {
      await inngest.send(event);
    } catch (error) {
      console.error(`[jobs] could not send ${event.name}`, event.data, error);
    }
  }
}
