"use client";
// Plans & Billing (docs/product.md §2, §9): the current plan and credits, and the two plan cards whose
// buttons send the browser to Stripe Checkout or the billing portal.
import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, CircleCheck, RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { PlanCard } from "@/components/billing/plan-card";
import { PageHeader } from "@/components/page-header";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { PlanCredits } from "@/lib/billing/plan-credits";
import { PLANS, getPlan, type SubscriptionType } from "@/lib/billing/plans";
import type { SubscriptionDetails } from "@/lib/billing/schemas";
import { isLive } from "@/lib/plans/subscription-status";
import { trialHoldOf, trialLabel, trialOf } from "@/lib/billing/trial-state";
import { api } from "@/lib/client/api";
import { useSubscriptionDetails } from "./use-subscription-details";
import { useFormat } from "@/lib/client/use-format";
import { useNow } from "@/lib/client/use-now";

const CHECKOUT_FAILED = "Failed to create checkout session. Please try again.";
const PORTAL_FAILED = "Failed to open subscription portal. Please try again.";

type Destination = { to: "checkout"; type: SubscriptionType } | { to: "portal" };

export function PlansAndBilling({ sandbox, checkout, credits }: { sandbox: boolean; checkout?: "success" | "cancelled"; credits: PlanCredits }) {
  const format = useFormat();
  const router = useRouter();
  const details = useSubscriptionDetails({ awaitingCheckout: checkout === "success" });
  const data = details.data;
  // A plan Stripe still bills for (even with a payment overdue) is managed in the portal, never checked out twice.
  const heldType = data?.subscriptionType && isLive(data.subscriptionStatus) ? data.subscriptionType : null;

  const go = useMutation({
    mutationFn: async (destination: Destination) => {
      const reply =
        destination.to === "portal"
          ? await api.get<{ url: string }>("/api/subscription/portal")
          : await api.get<{ url: string }>("/api/subscription", { subscriptionType: destination.type });
      return reply.object.url;
    },
    onSuccess: (url) => window.location.assign(url),
    onError: (_error, destination) => toast.error("Error", { description: destination.to === "portal" ? PORTAL_FAILED : CHECKOUT_FAILED }),
  });
  // Stays busy after success too: the browser is on its way to Stripe.
  const busy = go.isPending || go.isSuccess;

  // Say once how the checkout went, then drop the marker from the address.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !checkout) return;
    if (checkout === "cancelled") {
      announced.current = true;
      toast.info("Checkout cancelled. You have not been charged.");
      router.replace("/subscription", { scroll: false });
    } else if (data?.subscriptionStatus === "ACTIVE" && data.subscriptionType) {
      announced.current = true;
      toast.success(`Welcome to ${getPlan(data.subscriptionType).name}! Your credits are ready.`);
      router.replace("/subscription", { scroll: false });
    }
  }, [checkout, data, router]);

  return (
    <>
      <PageHeader title="Plans & Billing" description="Choose the perfect plan for your needs">
        {sandbox && <SandboxBadge service="billing" />}
      </PageHeader>

      <section aria-label="Your subscription" className="mb-8">
        {details.isPending ? (
          <CurrentPlanSkeleton />
        ) : details.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
            <AlertTriangle aria-hidden="true" className="size-4 text-destructive" />
            <span>We couldn&apos;t load your subscription. Your plans are below; try again in a moment.</span>
            <Button variant="outline" size="sm" className="ml-auto min-h-11 sm:min-h-9" onClick={() => void details.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <CurrentPlan details={data!} confirming={details.confirming} onManage={() => go.mutate({ to: "portal" })} busy={busy} />
        )}
      </section>

      {/* The plan cards' names are h3s: this keeps the headings in order under the page's h1. */}
      <h2 id="plans-heading" className="sr-only">
        Plans
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 md:gap-8 xl:max-w-5xl" aria-labelledby="plans-heading">
        {PLANS.map((plan) => {
          const current = heldType === plan.type;
          const highlighted = heldType ? current : plan.highlight;
          const destination: Destination = current ? { to: "portal" } : { to: "checkout", type: plan.type };
          const pendingHere = busy && (go.variables?.to === "portal" ? current : go.variables?.to === "checkout" && go.variables.type === plan.type);
          const label = current ? "Manage subscription" : plan.buttonText;
          return (
            <li key={plan.type} className="flex">
              <PlanCard
                plan={plan}
                credits={credits[plan.type]}
                format={format}
                badge="Special Offer"
                highlighted={highlighted}
                note={
                  current ? (
                    <p className="text-sm font-medium text-primary">Your current plan</p>
                  ) : !heldType && plan.badge ? (
                    // The featured plan goes by the landing page's name for it.
                    <p className="text-sm font-medium text-primary">{plan.badge}</p>
                  ) : undefined
                }
                action={
                  details.isPending ? (
                    <Skeleton className="h-11 w-full" />
                  ) : (
                    <Button
                      size="lg"
                      variant={highlighted ? "default" : "outline"}
                      className="w-full"
                      disabled={busy}
                      aria-label={current ? undefined : `${label} – ${plan.name}`}
                      onClick={() => go.mutate(destination)}
                    >
                      {pendingHere && <Spinner label="Redirecting" />}
                      {label}
                    </Button>
                  )
                }
              />
            </li>
          );
        })}
      </ul>

      <p className="mt-8 max-w-2xl text-sm text-muted-foreground">
        Credits are topped up to your plan&apos;s amount on each billing date. Switch plans or cancel any time from Manage subscription: a larger plan starts at
        once; a smaller one, like a cancellation, waits for the end of the month you paid for.
      </p>
    </>
  );
}

function CurrentPlanSkeleton() {
  return (
    <div className="rounded-lg border bg-card p-5" aria-busy="true" aria-label="Loading your subscription">
      <Skeleton className="h-6 w-56" />
      <Skeleton className="mt-3 h-5 w-64" />
      <Skeleton className="mt-2 h-4 w-40" />
    </div>
  );
}

function CurrentPlan({ details, confirming, onManage, busy }: { details: SubscriptionDetails; confirming: boolean; onManage: () => void; busy: boolean }) {
  const format = useFormat();
  const now = useNow({ everyMs: 60_000 });
  const { subscriptionStatus: status, subscriptionType: type, currentPeriodEnd, cancelAtPeriodEnd, scheduledType, trialEndsAt, trialHold } = details;

  if (confirming) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-lg border bg-card p-5 text-sm">
        <Spinner label="Confirming" />
        Payment received. We&apos;re setting up your plan; this takes a few seconds.
      </div>
    );
  }

  if (status === "ACTIVE" && type) {
    return (
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border bg-card p-5">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-lg font-semibold tracking-tight">Current Plan: {getPlan(type).name}</p>
            <Badge variant="success">
              <CircleCheck aria-hidden="true" />
              Active
            </Badge>
          </div>
          <CreditsRemaining details={details} />
          {currentPeriodEnd && (
            <p className="text-sm text-muted-foreground">
              {cancelAtPeriodEnd
                ? `Cancelled. Your plan ends on ${format.longDate(currentPeriodEnd)}.`
                : scheduledType
                  ? `Changes to ${getPlan(scheduledType).name} on ${format.longDate(currentPeriodEnd)}, when your credits are set to ${format.number(getPlan(scheduledType).credits)}. Until then you keep ${getPlan(type).name} and your credits.`
                  : `Renews on ${format.longDate(currentPeriodEnd)}, when your credits are topped up again.`}
            </p>
          )}
        </div>
      </div>
    );
  }

  if (type && isLive(status)) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-warning/40 bg-warning/10 p-5">
        <div className="space-y-1">
          <p className="font-semibold">Your {getPlan(type).name} plan is on hold</p>
          <p className="text-sm">The last payment didn&apos;t go through. Update your payment details to keep creating posts.</p>
        </div>
        <Button onClick={onManage} disabled={busy} className="min-h-11">
          Manage subscription
        </Button>
      </div>
    );
  }

  const trial = trialOf(status, trialEndsAt, now);
  if (trial) {
    if (trial.ended) {
      return (
        <div role="alert" className="rounded-lg border border-warning/40 bg-warning/10 p-5">
          <p className="font-semibold">Your free trial has ended.</p>
          <p className="mt-1 text-sm">Choose a plan below to keep writing and publishing posts. Your posts and brand profile are kept.</p>
        </div>
      );
    }
    return (
      <div className="space-y-1 rounded-lg border bg-card p-5">
        <p className="text-lg font-semibold tracking-tight">{trialLabel(trial, format)}</p>
        <CreditsRemaining details={details} />
        <p className="text-sm text-muted-foreground">Your free trial ends on {format.longDate(trial.endsAt)}. No card is needed until you choose a plan.</p>
      </div>
    );
  }

  const hold = trialHoldOf(status, trialHold);
  if (hold) {
    return (
      <div className="rounded-lg border border-dashed bg-card p-5">
        <p className="font-medium">{hold.title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{hold.detail}</p>
      </div>
    );
  }

  return (
    <div className="rounded-lg border border-dashed bg-card p-5">
      <p className="font-medium">{status === "CANCELED" ? "Your plan has ended." : "You don't have a plan yet."}</p>
      <p className="mt-1 text-sm text-muted-foreground">Choose one below to generate, schedule and publish posts.</p>
    </div>
  );
}

function CreditsRemaining({ details }: { details: SubscriptionDetails }) {
  const format = useFormat();
  return (
    <>
      <p>
        Credits remaining: <span className="font-mono font-medium">{format.number(details.creditAmount)}</span>
      </p>
      <p className="text-sm text-muted-foreground" data-testid="credits-buy">
        That&apos;s {details.creditsBuy}.
      </p>
    </>
  );
}
