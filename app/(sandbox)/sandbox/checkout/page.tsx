import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CheckIcon } from "@/components/marketing/icons";
import { SandboxBadge } from "@/components/sandbox-badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { planCredits } from "@/lib/billing/plan-credits";
import { getPlan } from "@/lib/billing/plans";
import type { Format } from "@/lib/format";
import { requestFormat } from "@/lib/http/request-format";
import { readSandboxCheckoutSession } from "@/lib/integrations/billing/sandbox/sandbox-session";
import { cn } from "@/lib/utils";
import { SubmitButton } from "../_components/submit-button";
import { payCheckout } from "./actions";
import { requireSandbox } from "@/lib/integrations/sandbox";

export const metadata: Metadata = { title: "Sandbox checkout" };
export const dynamic = "force-dynamic";

const ERRORS = {
  subscribed: "You already have a plan, so this checkout was not paid. Switch or cancel your plan from Manage subscription.",
  expired: "This checkout has expired. Start again from Plans & Billing.",
} as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// Stands in for Stripe Checkout: 'Pay' sends the signed events Stripe would send after a payment.
export default async function SandboxCheckoutPage({ searchParams }: PageProps<"/sandbox/checkout">) {
  requireSandbox("billing");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const params = await searchParams;
  const token = first(params.session);
  const checkout = readSandboxCheckoutSession(token, session.user.id);
  const error = first(params.error);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Checkout</h1>
        <SandboxBadge service="billing" />
      </div>

      {!checkout ? (
        <Card>
          <CardHeader>
            <CardTitle>This checkout has expired</CardTitle>
            <CardDescription>Checkout links last a day and work only for the account that opened them.</CardDescription>
          </CardHeader>
          <CardContent>
            <Link href="/subscription" className={buttonVariants()}>
              Back to Plans &amp; Billing
            </Link>
          </CardContent>
        </Card>
      ) : (
        <CheckoutForm
          token={token!}
          email={session.user.email}
          plan={getPlan(checkout.type)}
          format={await requestFormat()}
          cancelUrl={checkout.cancelUrl}
          error={error && error in ERRORS ? ERRORS[error as keyof typeof ERRORS] : undefined}
        />
      )}
    </>
  );
}

function CheckoutForm({
  token,
  email,
  plan,
  format,
  cancelUrl,
  error,
}: {
  token: string;
  email: string;
  plan: ReturnType<typeof getPlan>;
  format: Format;
  cancelUrl: string;
  error?: string;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_1fr]">
      <Card>
        <CardHeader>
          <CardDescription>Subscribe to Postloom {plan.name}</CardDescription>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-mono text-4xl font-semibold tracking-tight">{format.money(plan.price, plan.currency, { cents: true })}</span>
            <span className="text-muted-foreground">per {plan.period}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            <s className="font-mono">
              <span className="sr-only">was </span>
              {format.money(plan.wasPrice, plan.currency, { cents: true })}
            </s>{" "}
            Special offer
          </p>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3 border-t pt-5 text-sm">
            {[...plan.features, planCredits(format)[plan.type]].map((feature) => (
              <li key={feature} className="flex gap-3">
                <CheckIcon className="mt-0.5 text-primary" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-5 flex justify-between border-t pt-5 text-sm font-medium">
            <dt>Total due today</dt>
            <dd className="font-mono">{format.money(plan.price, plan.currency, { cents: true })}</dd>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Payment</CardTitle>
          <CardDescription>
            Paying as <span className="font-medium text-foreground">{email}</span>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <p className="rounded-md border border-dashed bg-muted/50 p-3 text-sm text-muted-foreground">
            This is the sandbox: no card is needed and nothing is charged. Paying sends Postloom the same signed events Stripe sends after a real payment.
          </p>
          {error && (
            <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
              {error}
            </p>
          )}
          <form action={payCheckout}>
            <input type="hidden" name="session" value={token} />
            <SubmitButton size="lg" className="w-full" pendingLabel="Paying...">
              Pay
            </SubmitButton>
          </form>
          <a href={cancelUrl} className={cn(buttonVariants({ variant: "ghost", size: "lg" }), "w-full")}>
            Cancel
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
