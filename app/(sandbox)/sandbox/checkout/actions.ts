"use server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";
import { BillingError } from "@/lib/integrations/billing";
import { completeSandboxCheckout } from "@/lib/integrations/billing/sandbox/complete-sandbox-checkout";
import { formText, requireSandbox } from "@/lib/integrations/sandbox";

/** 'Pay': completes the checkout as Stripe would, its events going to the webhook's receiver, then returns to the app's success URL. */
export async function payCheckout(formData: unknown) {
  requireSandbox("billing");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const token = formText(formData, "session");
  let successUrl: string;
  try {
    successUrl = await completeSandboxCheckout(session.user.id, token, receiveStripeEvent);
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    redirect(`/sandbox/checkout?session=${encodeURIComponent(token)}&error=${error.kind === "conflict" ? "subscribed" : "expired"}`);
  }
  redirect(successUrl);
}
