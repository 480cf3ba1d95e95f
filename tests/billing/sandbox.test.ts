// Sandbox billing (no Stripe key): checkout and portal send signed Stripe-format events through the
// same webhook pipeline, so everything a user sees comes from fulfilment, never from a shortcut.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cancelSubscription } from "@/lib/billing/cancel-subscription";
import { hasActiveSubscription } from "@/lib/billing/entitlement";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { openBillingPortal } from "@/lib/billing/open-billing-portal";
import { startCheckout } from "@/lib/billing/start-checkout";
import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";
import { getCreditBalance, ledgerTotal, reserveCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { completeSandboxCheckout } from "@/lib/integrations/billing/sandbox/complete-sandbox-checkout";
import {
  advanceSandboxBillingPeriod,
  cancelSandboxSubscription,
  keepSandboxPlan,
  renewSandboxSubscription,
  switchSandboxPlan,
} from "@/lib/integrations/billing/sandbox/sandbox-portal";
import { readSandboxPortalSession } from "@/lib/integrations/billing/sandbox/sandbox-session";

async function newUser() {
  return db.user.create({ data: { email: `sandbox-${randomUUID()}@example.test`, emailVerified: new Date() } });
}

const sessionOf = (url: string) => new URL(url).searchParams.get("session")!;

async function subscribe(user: { id: string; email: string }, type: "STANDARD" | "PROFESSIONAL" = "STANDARD") {
  const { url } = await startCheckout(user, type);
  return completeSandboxCheckout(user.id, sessionOf(url), receiveStripeEvent);
}

const eventTypes = async () => (await db.stripeEvent.findMany({ orderBy: { processedAt: "asc" } })).map((e) => e.type);

describe("sandbox checkout", () => {
  it("runs in sandbox mode with no Stripe settings", () => {
    expect(env.modes.billing).toBe("sandbox");
  });

  it("checkout leads to the in-app checkout page, with one customer per user", async () => {
    const user = await newUser();
    const { url } = await startCheckout(user, "STANDARD");
    expect(url).toMatch(new RegExp(`^${env.APP_URL}/sandbox/checkout\\?session=[\\w-]+\\.[\\w-]+$`));
    const { stripeCustomerId } = await db.subscription.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stripeCustomerId).toMatch(/^cus_sbx_/);
    await startCheckout(user, "PROFESSIONAL");
    expect((await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).stripeCustomerId).toBe(stripeCustomerId);
  });

  it("'Pay' delivers the Stripe events of a paid checkout: the plan is active with its credits", async () => {
    const user = await newUser();
    const before = (await eventTypes()).length;
    const successUrl = await subscribe(user, "STANDARD");
    expect(successUrl).toBe(`${env.APP_URL}/subscription?checkout=success`);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionType: "STANDARD", creditAmount: 150_000 });
    expect((await eventTypes()).slice(before)).toEqual(["checkout.session.completed", "customer.subscription.created", "invoice.paid"]);
  });

  it("paying the same checkout twice changes nothing the second time", async () => {
    const user = await newUser();
    const { url } = await startCheckout(user, "STANDARD");
    await completeSandboxCheckout(user.id, sessionOf(url), receiveStripeEvent);
    await reserveCredits(user.id, 5_000, "gen-1");
    const events = await db.stripeEvent.count();
    await completeSandboxCheckout(user.id, sessionOf(url), receiveStripeEvent);
    expect(await db.stripeEvent.count()).toBe(events);
    expect(await getCreditBalance(user.id)).toBe(145_000);
  });

  it("a checkout link works only for the user who opened it, and only unaltered", async () => {
    const owner = await newUser();
    const other = await newUser();
    const token = sessionOf((await startCheckout(owner, "STANDARD")).url);
    await expect(completeSandboxCheckout(other.id, token, receiveStripeEvent)).rejects.toMatchObject({ kind: "not-found" });
    const [body, mac] = token.split(".");
    const altered = JSON.parse(Buffer.from(body!, "base64url").toString());
    altered.type = "PROFESSIONAL";
    const forged = `${Buffer.from(JSON.stringify(altered)).toString("base64url")}.${mac}`;
    await expect(completeSandboxCheckout(owner.id, forged, receiveStripeEvent)).rejects.toMatchObject({ kind: "not-found" });
    expect(await hasActiveSubscription(owner.id)).toBe(false);
  });

  it("an older checkout paid after subscribing is refused instead of opening a second subscription", async () => {
    const user = await newUser();
    const stale = sessionOf((await startCheckout(user, "PROFESSIONAL")).url);
    await subscribe(user, "STANDARD");
    await expect(completeSandboxCheckout(user.id, stale, receiveStripeEvent)).rejects.toMatchObject({ kind: "conflict" });
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionType: "STANDARD", creditAmount: 150_000 });
  });
});

describe("sandbox billing portal", () => {
  it("a subscriber choosing the other plan lands on the portal's switch confirmation", async () => {
    const user = await newUser();
    await subscribe(user, "STANDARD");
    const { url } = await startCheckout(user, "PROFESSIONAL");
    expect(url.startsWith(`${env.APP_URL}/sandbox/billing-portal?session=`)).toBe(true);
    expect(readSandboxPortalSession(sessionOf(url), user.id)).toMatchObject({ switchTo: "PROFESSIONAL", returnUrl: `${env.APP_URL}/subscription` });
    const manage = await openBillingPortal(user.id);
    expect(readSandboxPortalSession(sessionOf(manage.url), user.id)?.switchTo).toBeUndefined();
  });

  it("switching to a dearer plan takes effect at once with the new plan's credits", async () => {
    const user = await newUser();
    await subscribe(user, "STANDARD");
    await reserveCredits(user.id, 40_000, "gen-1");
    await switchSandboxPlan(user.id, "PROFESSIONAL", receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionType: "PROFESSIONAL", creditAmount: 350_000 });
    expect(await ledgerTotal(user.id)).toBe(350_000);
  });

  it("a downgrade waits for the next billing date: the plan and its credits stay until then, and the renewal brings the new ones", async () => {
    const user = await newUser();
    await subscribe(user, "PROFESSIONAL");
    await reserveCredits(user.id, 40_000, "gen-1");
    const before = (await eventTypes()).length;
    expect(await switchSandboxPlan(user.id, "STANDARD", receiveStripeEvent)).toBe("scheduled");
    expect((await eventTypes()).slice(before)).toEqual(["subscription_schedule.created", "customer.subscription.updated"]);
    const scheduled = await getSubscriptionDetails(user.id);
    expect(scheduled).toMatchObject({ subscriptionType: "PROFESSIONAL", scheduledType: "STANDARD", creditAmount: 310_000 });

    await advanceSandboxBillingPeriod(user.id, receiveStripeEvent);
    const renewed = await getSubscriptionDetails(user.id);
    expect(renewed).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionType: "STANDARD", scheduledType: null, creditAmount: 150_000 });
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(new Date(scheduled.currentPeriodEnd!).getTime());
    expect(await ledgerTotal(user.id)).toBe(150_000);
    // The next renewal stays on the new plan.
    await advanceSandboxBillingPeriod(user.id, receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionType: "STANDARD", scheduledType: null, creditAmount: 150_000 });
  });

  it("keeping the plan, or cancelling it, drops a scheduled downgrade", async () => {
    const user = await newUser();
    await subscribe(user, "PROFESSIONAL");
    await switchSandboxPlan(user.id, "STANDARD", receiveStripeEvent);
    await keepSandboxPlan(user.id, receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionType: "PROFESSIONAL", scheduledType: null });
    await advanceSandboxBillingPeriod(user.id, receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionType: "PROFESSIONAL", creditAmount: 350_000 });

    await switchSandboxPlan(user.id, "STANDARD", receiveStripeEvent);
    await cancelSandboxSubscription(user.id, receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionType: "PROFESSIONAL", scheduledType: null, cancelAtPeriodEnd: true });
  });

  it("cancelling (the API's cancel, or the portal) keeps the plan until the period ends; renewing undoes it", async () => {
    const user = await newUser();
    await subscribe(user, "STANDARD");
    await cancelSubscription(user.id);
    const cancelled = await getSubscriptionDetails(user.id);
    expect(cancelled).toMatchObject({ subscriptionStatus: "ACTIVE", cancelAtPeriodEnd: true });
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ stripeStateAt: expect.any(Number) });
    await renewSandboxSubscription(user.id, receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", cancelAtPeriodEnd: false });
  });

  it("what the sandbox refuses reaches the API's cancel as the billing domain's 404, with the sandbox's reason", async () => {
    const user = await newUser();
    await subscribe(user, "STANDARD");
    await db.subscription.update({ where: { userId: user.id }, data: { status: "PAST_DUE" } });
    await expect(cancelSubscription(user.id)).rejects.toMatchObject({
      name: "AppError",
      code: "NOT_FOUND",
      status: 404,
      message: "You don't have an active subscription.",
    });
  });

  it("the next billing date renews the plan and tops the credits up", async () => {
    const user = await newUser();
    await subscribe(user, "STANDARD");
    await reserveCredits(user.id, 100_000, "gen-1");
    const { currentPeriodEnd: firstEnd } = await getSubscriptionDetails(user.id);
    await advanceSandboxBillingPeriod(user.id, receiveStripeEvent);
    const renewed = await getSubscriptionDetails(user.id);
    expect(renewed).toMatchObject({ subscriptionStatus: "ACTIVE", creditAmount: 150_000 });
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(new Date(firstEnd!).getTime());
  });

  it("a cancelled plan ends on the next billing date; the user can subscribe again", async () => {
    const user = await newUser();
    await subscribe(user, "PROFESSIONAL");
    await cancelSubscription(user.id);
    await advanceSandboxBillingPeriod(user.id, receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionStatus: "CANCELED" });
    expect(await hasActiveSubscription(user.id)).toBe(false);
    await expect(cancelSubscription(user.id)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const { url } = await startCheckout(user, "STANDARD");
    expect(url).toContain("/sandbox/checkout?session=");
    await completeSandboxCheckout(user.id, sessionOf(url), receiveStripeEvent);
    expect(await getSubscriptionDetails(user.id)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionType: "STANDARD", creditAmount: 150_000 });
  });
});
