import Link from "next/link";

import { PlanCard } from "@/components/billing/plan-card";
import { buttonVariants } from "@/components/ui/button";
import type { PlanCredits } from "@/lib/billing/plan-credits";
import { PLANS } from "@/lib/billing/plans";
import type { Format } from "@/lib/format";
import { cn } from "@/lib/utils";

// The two plans as cards. Plan buttons lead to /subscription for a signed-in user, /login otherwise.
export function PricingCards({ signedIn, credits, format, className }: { signedIn: boolean; credits: PlanCredits; format: Format; className?: string }) {
  const href = signedIn ? "/subscription" : "/login";

  return (
    <ul className={cn("mx-auto grid max-w-4xl gap-6 md:grid-cols-2 md:gap-8", className)}>
      {PLANS.map((plan) => (
        <li key={plan.type} className="flex">
          <PlanCard
            plan={plan}
            credits={credits[plan.type]}
            format={format}
            badge={plan.badge}
            highlighted={plan.highlight}
            action={
              <Link href={href} className={cn(buttonVariants({ variant: plan.highlight ? "default" : "outline", size: "lg" }), "w-full")}>
                {plan.buttonText}
                <span className="sr-only"> – {plan.name}</span>
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}
