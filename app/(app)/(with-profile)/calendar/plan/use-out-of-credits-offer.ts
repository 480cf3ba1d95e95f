"use client";
// A plan that ran out of credits offers the subscription plans: once per plan while the page is open, whichever
// of the calendar's strip and the plan's dialog sees it first. It says what is left and what that still buys,
// as it is now: the plan spent credits since the top bar last asked.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscriptionDetailsQuery } from "@/lib/client/subscription-details";
import { subscriptionDialogStore } from "@/lib/client/subscription-dialog-store";
import { useFormat } from "@/lib/client/use-format";
import type { Plan } from "@/lib/planning/schemas";

const offered = new Set<number>();

export function useOutOfCreditsOffer(plan: Plan | undefined) {
  const queryClient = useQueryClient();
  const format = useFormat();
  const left = plan?.status === "STOPPED" ? plan.progress.outOfCredits : 0;
  const id = plan?.id;
  useEffect(() => {
    if (id === undefined || left === 0 || offered.has(id)) return;
    offered.add(id);
    const ranOut = `Your credits ran out, so ${left} post${left === 1 ? " was" : "s were"} not written. Upgrade your plan for more credits, then try them again.`;
    void queryClient
      .fetchQuery({ ...subscriptionDetailsQuery, staleTime: 0 })
      .then(
        (details) => `${ranOut} You have ${format.credits(details.creditAmount)} left: ${details.creditsBuy}.`,
        () => ranOut,
      )
      .then((message) => subscriptionDialogStore.open(message, "Out of credits"));
  }, [id, left, queryClient, format]);
}
