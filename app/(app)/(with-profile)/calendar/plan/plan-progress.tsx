"use client";
// The calendar's strip for the newest plan in hand: its outline waiting, its drafts being written ('4 of 9
// written', read again every couple of seconds, the calendar with it as each draft arrives), or its proposed
// posts waiting for approval; 'Open' shows the plan.
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { usePlans } from "@/lib/client/use-plans";
import { postKeys } from "@/lib/client/use-posts";
import type { Plan } from "@/lib/planning/schemas";
import { progressLabel } from "./plan-review";
import { useOutOfCreditsOffer } from "./use-out-of-credits-offer";

function stateOf(plan: Plan): string {
  if (plan.status === "OUTLINE")
    return `Your plan's outline is ready: ${plan.items.length} post${plan.items.length === 1 ? "" : "s"} to look over before they are written.`;
  if (plan.status === "WRITING") return `Writing your plan: ${progressLabel(plan)}.`;
  const waiting = plan.progress.proposed;
  return waiting > 0 ? `${waiting} proposed post${waiting === 1 ? " is" : "s are"} waiting for your approval.` : "Your plan is done.";
}

export function PlanProgress({ onOpen }: { onOpen: (id: number) => void }) {
  const { data } = usePlans();
  const plan = data?.plans[0];
  const queryClient = useQueryClient();
  const written = data?.plans.reduce((sum, p) => sum + p.progress.written, 0);
  const seen = useRef(written);
  useOutOfCreditsOffer(plan);
  // Each draft that arrives shows on the calendar at once (not on the first reading: the calendar has just loaded).
  useEffect(() => {
    const before = seen.current;
    seen.current = written;
    if (before !== undefined && written !== undefined && written > before) {
      void queryClient.invalidateQueries({ queryKey: postKeys.all, predicate: (query) => query.queryKey[1] !== "plans" });
    }
  }, [written, queryClient]);
  if (!plan) return null;
  return (
    <section
      aria-label="Your plan"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:flex-row sm:items-center"
      data-testid="plan-strip"
    >
      <Sparkles className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="text-sm font-medium" aria-live="polite">
          {stateOf(plan)}
        </p>
        {plan.status === "WRITING" && (
          <Progress value={plan.progress.written} max={Math.max(plan.progress.total, 1)} aria-label="Posts written" aria-valuetext={progressLabel(plan)} />
        )}
      </div>
      <Button variant="outline" className="min-h-11 shrink-0" onClick={() => onOpen(plan.id)}>
        {plan.status === "OUTLINE" ? "Open the outline" : plan.progress.proposed > 0 ? "Review and approve" : "Open the plan"}
      </Button>
    </section>
  );
}
