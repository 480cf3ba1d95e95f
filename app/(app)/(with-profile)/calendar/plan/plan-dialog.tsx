"use client";
// 'Plan my week': a new plan's days and settings, then its outline, then its drafts to approve. Which plan is
// open lives in the address (?plan=new or ?plan=<id>), so a reload comes back to it, progress and all.
import { format, parseISO } from "date-fns";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { usePlan } from "@/lib/client/use-plans";
import type { Plan } from "@/lib/planning/schemas";
import { PlanOutline } from "./plan-outline";
import { PlanReview } from "./plan-review";
import { PlanSetup } from "./plan-setup";
import { useOutOfCreditsOffer } from "./use-out-of-credits-offer";

export type PlanTarget = "new" | number;

const rangeTitle = (plan: Plan) => `${format(parseISO(plan.from), "EEE d MMM")} to ${format(parseISO(plan.to), "EEE d MMM")}`;

export function PlanDialog({
  target,
  today,
  onOpen,
  onClose,
  onEditSlots,
}: {
  target: PlanTarget | null;
  today: string;
  onOpen: (target: PlanTarget) => void;
  onClose: () => void;
  onEditSlots: () => void;
}) {
  const { data: plan, isError } = usePlan(typeof target === "number" ? target : null);
  useOutOfCreditsOffer(plan);
  const title = target === "new" ? "Plan my week" : plan ? `Your plan: ${rangeTitle(plan)}` : "Your plan";
  const description =
    target === "new"
      ? "Postloom proposes a post for each of your open posting slots, in your brand's voice. You approve what goes out."
      : plan?.status === "OUTLINE"
        ? "Here is what each post would be about."
        : "Your drafts, written for their slots.";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {target === "new" ? (
          <PlanSetup today={today} onCreated={(created) => onOpen(created.id)} onEditSlots={onEditSlots} />
        ) : plan ? (
          plan.status === "OUTLINE" ? (
            <PlanOutline plan={plan} onDropped={onClose} />
          ) : (
            <PlanReview plan={plan} />
          )
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t load this plan. Close this and try again.
          </p>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
