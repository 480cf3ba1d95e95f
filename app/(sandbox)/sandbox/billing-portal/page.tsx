import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { PLANS, getPlan, isDowngrade, type SubscriptionPlan, type SubscriptionType } from "@/lib/billing/plans";
import { readSandboxPortalSession } from "@/lib/integrations/billing/sandbox/sandbox-session";
import { currentSandboxSubscription } from "@/lib/integrations/billing/sandbox/sandbox-subscription";
import type { SandboxSubscriptionState } from "@/lib/integrations/billing/sandbox/sandbox-stripe-objects";
import { cn } from "@/lib/utils";
import { SubmitButton } from "../_components/submit-button";
import { advancePeriod, cancelPlan, keepPlan, renewPlan, switchPlan } from "./actions";
import { requireSandbox } from "@/lib/integrations/sandbox";
import type { Format } from "@/lib/format";
import { requestFormat } from "@/lib/http/request-format";

export const metadata: Metadata = { title: "Sandbox billing portal" };
export const dynamic = "force-dynamic";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const price = (plan: SubscriptionPlan, format: Format) => `${format.money(plan.price, plan.currency, { cents: true })} per ${plan.period}`;
const renewal = (subscription: SandboxSubscriptionState, format: Format) => format.longDate(new Date(subscription.periodEnd * 1000));

/** What switching to `type` does, and when: a cheaper plan waits for the next billing date, a dearer one is now. */
function switchTerms(subscription: SandboxSubscriptionState, type: SubscriptionType, format: Format): string {
  const plan = getPlan(type);
  const credits = format.number(plan.credits);
  if (isDowngrade(subscription.type, type)) {
    const date = renewal(subscription, format);
    return (
      `${plan.name}, ${price(plan, format)}, from your next billing date, ${date}. Until then you keep ${getPlan(subscription.type).name} ` +
      `and your credits, and nothing is charged or refunded today. On ${date} your credits are set to ${credits}.`
    );
  }
  return `${plan.name}, ${price(plan, format)}, from today. You pay the prorated difference today and your credits are set to ${credits} now.`;
}

function outcomeMessage(done: string | undefined, subscription: SandboxSubscriptionState | null, format: Format): string | null {
  switch (done) {
    case "switched":
      return subscription
        ? `You're now on ${getPlan(subscription.type).name}. The prorated difference was charged and your credits were set to the new plan's amount.`
        : null;
    case "scheduled":
      return subscription?.scheduledType
        ? `Your plan changes to ${getPlan(subscription.scheduledType).name} on ${renewal(subscription, format)}. Until then you keep ${getPlan(subscription.type).name} and your credits; nothing was charged or refunded.`
        : null;
    case "kept":
      return subscription ? `You're staying on ${getPlan(subscription.type).name}. Nothing changes on your next billing date.` : null;
    case "cancelled":
      return subscription ? `Your subscription has been cancelled. It stays active until ${renewal(subscription, format)}.` : null;
    case "renewed":
      return "Your subscription will continue.";
    case "advanced":
      return subscription
        ? "A new billing period has started and your credits were topped up."
        : "The billing period ended, and with it your cancelled subscription.";
    case "failed":
      return "That didn't work: there is no active subscription to change.";
    default:
      return null;
  }
}

// Stands in for Stripe's customer portal: each action sends the signed events Stripe would send for it.
export default async function SandboxBillingPortalPage({ searchParams }: PageProps<"/sandbox/billing-portal">) {
  requireSandbox("billing");
  const format = await requestFormat();
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const params = await searchParams;
  const token = first(params.session) ?? "";
  const portal = readSandboxPortalSession(token, session.user.id);
  const returnUrl = portal?.returnUrl ?? "/subscription";
  const subscription = portal ? await currentSandboxSubscription(session.user.id) : null;
  const message = outcomeMessage(first(params.done), subscription, format);
  const confirmingCancel = first(params.step) === "cancel";
  const here = `/sandbox/billing-portal?session=${encodeURIComponent(token)}`;
  // The plans to move to: not the one it is on, nor one it already moves to at the next billing date.
  const choices = PLANS.filter((plan) => plan.type !== subscription?.type && plan.type !== subscription?.scheduledType);

  return (
    <>
      <a href={returnUrl} className={cn(buttonVariants({ variant: "ghost" }), "-ml-3 mb-4 min-h-11")}>
        <ArrowLeft aria-hidden="true" />
        Return to Postloom
      </a>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Billing portal</h1>
        <SandboxBadge service="billing" />
      </div>

      {message && (
        <p role="status" className="mb-6 rounded-md border border-success/30 bg-success/10 p-3 text-sm">
          {message}
        </p>
      )}

      {!portal ? (
        <Card>
          <CardHeader>
            <CardTitle>This link has expired</CardTitle>
            <CardDescription>Open Manage subscription again from Plans &amp; Billing.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href="/subscription" className={buttonVariants()}>
              Back to Plans &amp; Billing
            </Link>
          </CardContent>
        </Card>
      ) : !subscription ? (
        <Card>
          <CardHeader>
            <CardTitle>No active subscription</CardTitle>
            <CardDescription>Choose a plan on Plans &amp; Billing to start one.</CardDescription>
          </CardHeader>
          <CardContent>
            <a href={returnUrl} className={buttonVariants()}>
              Return to Postloom
            </a>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-6">
          {portal.switchTo && portal.switchTo !== subscription.type && portal.switchTo !== subscription.scheduledType && !message && (
            <Card className="border-primary ring-1 ring-primary">
              <CardHeader>
                <CardTitle>Confirm your new plan</CardTitle>
                <CardDescription>{switchTerms(subscription, portal.switchTo, format)}</CardDescription>
              </CardHeader>
              <CardFooter>
                <form action={switchPlan}>
                  <input type="hidden" name="session" value={token} />
                  <input type="hidden" name="type" value={portal.switchTo} />
                  <SubmitButton pendingLabel="Switching..." className="min-h-11">
                    Confirm switch
                  </SubmitButton>
                </form>
              </CardFooter>
            </Card>
          )}

          <Card>
            <CardHeader>
              <CardDescription>Current plan</CardDescription>
              <div className="flex flex-wrap items-center gap-3">
                <CardTitle className="text-xl">Postloom {getPlan(subscription.type).name}</CardTitle>
                {subscription.cancelAtPeriodEnd ? (
                  <Badge variant="warning">Cancels {renewal(subscription, format)}</Badge>
                ) : subscription.scheduledType ? (
                  <Badge variant="warning">
                    Changes to {getPlan(subscription.scheduledType).name} on {renewal(subscription, format)}
                  </Badge>
                ) : (
                  <Badge variant="success">Active</Badge>
                )}
              </div>
              <p className="font-mono">{price(getPlan(subscription.type), format)}</p>
              <p className="text-sm text-muted-foreground">
                {subscription.cancelAtPeriodEnd
                  ? `Your plan ends on ${renewal(subscription, format)}.`
                  : subscription.scheduledType
                    ? `Your plan changes to ${getPlan(subscription.scheduledType).name} on ${renewal(subscription, format)}, when your credits are set to ${format.number(getPlan(subscription.scheduledType).credits)}. Until then you keep ${getPlan(subscription.type).name} and your credits.`
                    : `Your plan renews on ${renewal(subscription, format)}.`}
              </p>
              {subscription.scheduledType && (
                <form action={keepPlan} className="pt-2">
                  <input type="hidden" name="session" value={token} />
                  <SubmitButton variant="outline" pendingLabel="Keeping..." className="min-h-11">
                    Keep {getPlan(subscription.type).name}
                  </SubmitButton>
                </form>
              )}
            </CardHeader>
            {choices.length > 0 && (
              <CardContent className="space-y-3 border-t pt-6">
                <h2 className="text-sm font-medium">Change plan</h2>
                <ul className="space-y-3">
                  {choices.map((plan) => (
                    <li key={plan.type} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                      <div>
                        <p className="font-medium">{plan.name}</p>
                        <p className="text-sm text-muted-foreground">
                          {price(plan, format)} · {format.credits(plan.credits)} a month
                        </p>
                        <p className="text-sm text-muted-foreground">
                          {isDowngrade(subscription.type, plan.type) ? `From your next billing date, ${renewal(subscription, format)}` : "From today, prorated"}
                        </p>
                      </div>
                      <form action={switchPlan}>
                        <input type="hidden" name="session" value={token} />
                        <input type="hidden" name="type" value={plan.type} />
                        <SubmitButton variant="outline" pendingLabel="Switching..." className="min-h-11">
                          Switch to {plan.name}
                        </SubmitButton>
                      </form>
                    </li>
                  ))}
                </ul>
              </CardContent>
            )}
            <CardFooter className="flex-wrap gap-3 border-t pt-6">
              {subscription.cancelAtPeriodEnd ? (
                <form action={renewPlan}>
                  <input type="hidden" name="session" value={token} />
                  <SubmitButton pendingLabel="Renewing..." className="min-h-11">
                    Don&apos;t cancel
                  </SubmitButton>
                </form>
              ) : confirmingCancel ? (
                <div className="w-full space-y-3">
                  <p className="text-sm">
                    Cancel your plan? You keep it, and your credits, until {renewal(subscription, format)}. After that, generating and publishing stop.
                  </p>
                  <div className="flex flex-wrap gap-3">
                    <form action={cancelPlan}>
                      <input type="hidden" name="session" value={token} />
                      <SubmitButton variant="destructive" pendingLabel="Cancelling..." className="min-h-11">
                        Confirm cancellation
                      </SubmitButton>
                    </form>
                    <Link href={here} className={cn(buttonVariants({ variant: "outline" }), "min-h-11")}>
                      Keep my plan
                    </Link>
                  </div>
                </div>
              ) : (
                <Link href={`${here}&step=cancel`} className={cn(buttonVariants({ variant: "outline" }), "min-h-11")}>
                  Cancel subscription
                </Link>
              )}
            </CardFooter>
          </Card>

          <Card className="border-dashed">
            <CardHeader>
              <CardTitle className="text-base">Sandbox time travel</CardTitle>
              <CardDescription>
                Real subscriptions wait a month for this. Jump to the next billing date now:{" "}
                {subscription.cancelAtPeriodEnd
                  ? "your cancelled subscription ends."
                  : subscription.scheduledType
                    ? `the plan renews as ${getPlan(subscription.scheduledType).name}, with a new paid invoice and its credits.`
                    : "the plan renews with a new paid invoice and your credits are topped up."}
              </CardDescription>
            </CardHeader>
            <CardFooter>
              <form action={advancePeriod}>
                <input type="hidden" name="session" value={token} />
                <SubmitButton variant="secondary" pendingLabel="Moving on..." className="min-h-11">
                  Go to the next billing date
                </SubmitButton>
              </form>
            </CardFooter>
          </Card>
        </div>
      )}
    </>
  );
}
