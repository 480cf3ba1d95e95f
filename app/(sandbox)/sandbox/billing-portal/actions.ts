"use server";
import { notFound, redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import { SUBSCRIPTION_TYPES } from "@/lib/billing/plans";
import { env } from "@/lib/env";
import {
  advanceSandboxBillingPeriod,
  cancelSandboxSubscription,
  renewSandboxSubscription,
  switchSandboxPlan,
} from "@/lib/integrations/billing/sandbox/sandbox-portal";
import { readSandboxPortalSession } from "@/lib/integrations/billing/sandbox/sandbox-session";

type Outcome = "switched" | "cancelled" | "renewed" | "advanced";

/** Runs one portal action for the signed-in owner of the portal session, then shows the portal again. */
async function portalAction(formData: FormData, outcome: Outcome, run: (userId: string) => Promise<void>) {
  if (env.modes.billing !== "sandbox") notFound();
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const token = String(formData.get("session") ?? "");
  const portal = `/sandbox/billing-portal?session=${encodeURIComponent(token)}`;
  if (!readSandboxPortalSession(token, session.user.id)) redirect(portal);
  let done: Outcome | "failed" = outcome;
  try {
    await run(session.user.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    done = "failed";
  }
  redirect(`${portal}&done=${done}`);
}

export async function switchPlan(formData: FormData) {
  const type = SUBSCRIPTION_TYPES.find((t) => t === formData.get("type"));
  if (!type) return;
  await portalAction(formData, "switched", (userId) => switchSandboxPlan(userId, type));
}

export async function cancelPlan(formData: FormData) {
  await portalAction(formData, "cancelled", cancelSandboxSubscription);
}

export async function renewPlan(formData: FormData) {
  await portalAction(formData, "renewed", renewSandboxSubscription);
}

export async function advancePeriod(formData: FormData) {
  await portalAction(formData, "advanced", advanceSandboxBillingPeriod);
}
