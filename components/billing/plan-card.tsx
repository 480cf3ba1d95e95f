// One plan as a card: name and badge, was price struck through, the price now, the saving, the
// features, and an action. Shared by the landing pricing section and Plans & Billing.
import { CheckIcon } from "@/components/marketing/icons";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { planSaving, type SubscriptionPlan } from "@/lib/billing/plans";
import type { Format } from "@/lib/format";
import { cn } from "@/lib/utils";

export function PlanCard({
  plan,
  badge,
  highlighted,
  action,
  note,
  credits,
  format,
}: {
  plan: SubscriptionPlan;
  /** The plan's credits and what they buy, as the server words them (planCredits). */
  credits: string;
  /** The owner's formatter: prices and figures in their locale. */
  format: Format;
  badge?: string;
  highlighted: boolean;
  action: React.ReactNode;
  /** A line under the name, e.g. "Your plan". */
  note?: React.ReactNode;
}) {
  return (
    <Card
      data-plan={plan.type}
      data-highlighted={highlighted || undefined}
      className={cn("relative w-full gap-0 py-0", highlighted && "border-primary shadow-lg ring-1 ring-primary md:-my-3 md:py-3")}
    >
      <CardHeader className="gap-2 px-6 pt-7 sm:px-8">
        <div className="flex min-h-6 items-center justify-between gap-3">
          <h3 className="text-lg font-semibold tracking-tight">{plan.name}</h3>
          {badge ? <Badge variant="coral">{badge}</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        {note}
      </CardHeader>

      <CardContent className="px-6 pt-6 sm:px-8">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <s className="font-mono text-lg text-muted-foreground decoration-2">
            <span className="sr-only">was </span>
            {format.money(plan.wasPrice, plan.currency)}
          </s>
          <span className="font-mono text-5xl font-semibold tracking-tight">
            <span className="sr-only">now </span>
            {format.money(plan.price, plan.currency)}
          </span>
          <span className="text-muted-foreground">/{plan.period}</span>
        </p>
        <p className="mt-3 inline-flex rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success">{planSaving(plan, format)}</p>

        <ul className="mt-6 space-y-3 border-t pt-6 text-sm">
          {[...plan.features, credits].map((feature) => (
            <li key={feature} className="flex gap-3">
              <CheckIcon className="mt-0.5 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>

      <CardFooter className="mt-auto px-6 pt-8 pb-7 sm:px-8">{action}</CardFooter>
    </Card>
  );
}
