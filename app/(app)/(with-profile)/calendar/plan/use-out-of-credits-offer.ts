"use client";
// A plan that ran out of credits offers the subscription plans: once per plan while the page is open, whichever
// of the calendar's strip and the plan's dialog sees it first.
import { useEffect } from "react";
import { subscriptionDialogStore } from "@/lib/client/subscription-dialog-store";
import type { Plan } from "@/lib/planning/plan-schema";

const offered = new Set<number>();

export function useOutOfCreditsOffer(plan: Plan | undefined) {
  const left = plan?.status === "STOPPED" ? plan.progress.outOfCredits : 0;
  const id = plan?.id;
  useEffect(() => {
    if (id === undefined || left === 0 || offered.has(id)) return;
    offered.add(id);
    subscriptionDialogStore.open(`Your credits ran out, so ${left} post${left === 1 ? " was" : "s were"} not written. Upgrade your plan for more credits, then try them again.`, "Out of credits");
  }, [id, left]);
}
