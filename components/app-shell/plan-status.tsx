"use client";
// The top bar's plan and credits (a link to Plans & Billing): 'Trial: 12 days left', 'Standard', 'No plan' or
// why there is no trial ('Trial starts shortly', 'No free trial'), with the credits left beside it on wider screens,
// and below, what they buy (on a phone too).
import { useQuery } from "@tanstack/react-query";
import { Coins } from "lucide-react";
import Link from "next/link";
import { getPlan } from "@/lib/billing/plans";
import { isLive } from "@/lib/plans/subscription-status";
import { trialHoldOf, trialLabel, trialOf } from "@/lib/billing/trial-state";
import type { SubscriptionDetails } from "@/lib/billing/schemas";
import { subscriptionDetailsQuery } from "@/lib/client/subscription-details";
import { useFormat } from "@/lib/client/use-format";
import { useClockReading } from "@/lib/client/use-now";
import type { Format } from "@/lib/format";

function planName({ subscriptionType: type, subscriptionStatus: status, trialEndsAt, trialHold }: SubscriptionDetails, format: Format, now: Date): string {
  if (type && isLive(status)) return getPlan(type).name;
  const trial = trialOf(status, trialEndsAt, now);
  return trial ? trialLabel(trial, format) : (trialHoldOf(status, trialHold)?.label ?? "No plan");
}

/** A waiting trial starts on its own (lib/billing/trial.ts): look again now and then, so it shows when it does. */
const WAITING_TRIAL_POLL_MS = 60_000;

export function PlanStatus() {
  const format = useFormat();
  const { data } = useQuery({
    ...subscriptionDetailsQuery,
    refetchInterval: (query) => (query.state.data?.trialHold === "WAITING" ? WAITING_TRIAL_POLL_MS : false),
  });
  const name = useClockReading((now) => (data ? planName(data, format, now) : null));
  if (!data) return null;
  return (
    <Link
      href="/subscription"
      data-testid="plan-status"
      className="flex min-h-11 min-w-0 flex-col justify-center rounded-md px-2 text-sm leading-tight text-muted-foreground transition-colors duration-150 hover:bg-accent"
    >
      <span className="flex items-center gap-2">
        <span className="font-medium text-foreground">{name}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span className="hidden items-center gap-1 sm:flex">
          <Coins aria-hidden="true" className="size-4" />
          <span className="font-mono tabular-nums">{format.number(data.creditAmount)}</span> credits
        </span>
      </span>
      <span className="text-xs" data-testid="credits-buy">
        {data.creditsBuy}
      </span>
    </Link>
  );
}
