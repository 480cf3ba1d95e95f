// What "Stripe" knows about a user's subscription in the sandbox. There is no Stripe account behind the
// sandbox, so its state is the app's own mirror of the subscription, which its events keep up to date.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { getPlan, type SubscriptionType } from "@/lib/plans/catalogue";
import { BillingError } from "../billing-error";
import type { SandboxSubscriptionState } from "./sandbox-stripe-objects";

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function subtractMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return Math.floor(date.getTime() / 1000);
}

/** A stable id for something derived from another id, so repeating an action repeats the same ids. */
export function derivedId(prefix: string, from: string): string {
  return `${prefix}_sbx_${createHash("sha256").update(from).digest("hex").slice(0, 24)}`;
}

export const planCents = (type: SubscriptionType) => getPlan(type).price * 100;

export async function currentSandboxSubscription(userId: string): Promise<SandboxSubscriptionState | null> {
  const row = await db.subscription.findUnique({ where: { userId } });
  if (!row?.stripeSubscriptionId || !row.stripeCustomerId || !row.type || !row.currentPeriodEnd || row.status !== "ACTIVE") return null;
  const periodEnd = Math.floor(row.currentPeriodEnd.getTime() / 1000);
  const periodStart = subtractMonth(periodEnd);
  return {
    id: row.stripeSubscriptionId,
    customerId: row.stripeCustomerId,
    userId,
    type: row.type,
    status: "active",
    created: periodStart,
    periodStart,
    periodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.cancelAtPeriodEnd ? nowSeconds() : null,
    scheduledType: row.scheduledType,
  };
}

export async function requireSandboxSubscription(userId: string): Promise<SandboxSubscriptionState> {
  const subscription = await currentSandboxSubscription(userId);
  if (!subscription) throw new BillingError("not-found", "You don't have an active subscription.");
  return subscription;
}
