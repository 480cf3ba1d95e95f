"use server";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import { SUBSCRIPTION_TYPES } from "@/lib/billing/plans";
import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";
import { BillingError, type StripeWebhookReceiver } from "@/lib/integrations/billing";
import {
  advanceSandboxBillingPeriod,
  cancelSandboxSubscription,
  keepSandboxPlan,
  renewSandboxSubscription,
  switchSandboxPlan,
} from "@/lib/integrations/billing/sandbox/sandbox-portal";
import { readSandboxPortalSession } from "@/lib/integrations/billing/sandbox/sandbox-session";
import { formText, requireSandbox } from "@/lib/integrations/sandbox";

type Outcome = "switched" | "scheduled" | "kept" | "cancelled" | "renewed" | "advanced";

/**
 * Runs one portal action for the signed-in owner of the portal session, its events going to the webhook's
 * receiver, then shows the portal again with its outcome (`outcome`, or the one the action says it had).
 */
async function portalAction(formData: unknown, outcome: Outcome, run: (userId: string, webhook: StripeWebhookReceiver) => Promise<Outcome | void>) {
  requireSandbox("billing");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const token = formText(formData, "session");
  const portal = `/sandbox/billing-portal?session=${encodeURIComponent(token)}`;
  if (!readSandboxPortalSession(token, session.user.id)) redirect(portal);
  let done: Outcome | "failed";
  try {
    done = (await run(session.user.id, receiveStripeEvent)) ?? outcome;
  } catch (error) {
    if (!(error instanceof AppError || error instanceof BillingError)) throw error;
    done = "failed";
  }
  redirect(`${portal}&done=${done}`);
}

export async function switchPlan(formData: unknown) {
  const type = SUBSCRIPTION_TYPES.find((t) => t === formText(formData, "type"));
  await portalAction(formData, "switched", async (userId, webhook) => {
    if (!type) throw new AppError("VALIDATION_ERROR", "Choose a plan to switch to.");
    return switchSandboxPlan(userId, type, webhook);
  });
}

export async function keepPlan(formData: unknown) {
  await portalAction(formData, "kept", keepSandboxPlan);
}

export async function cancelPlan(formData: unknown) {
  await portalAction(formData, "cancelled", cancelSandboxSubscription);
}

export async function renewPlan(formData: unknown) {
  await portalAction(formData, "renewed", renewSandboxSubscription);
}

export async function advancePeriod(formData: unknown) {
  await portalAction(formData, "advanced", advanceSandboxBillingPeriod);
}
