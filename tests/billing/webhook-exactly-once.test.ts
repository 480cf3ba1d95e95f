// The Stripe webhook, in sandbox mode (its signing secret derived from AUTH_SECRET), with events shaped as
// Stripe sends them and signed with the SDK's test-header helper: each event applied exactly once however often
// and however concurrently it comes, and out-of-order delivery converging to Stripe's latest state. (Each event
// type, and signatures: webhook.test.ts.)
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { hasActiveSubscription } from "@/lib/billing/entitlement";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { getCreditBalance, ledgerTotal, reserveCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { invoiceObject, stripeEvent } from "@/lib/integrations/billing/sandbox/sandbox-stripe-objects";
import { deliver, postWebhook, sign } from "./support/webhook-delivery";
import { invoicePaid, MONTH, newCustomer, recorded, row, subscriptionEvent, T0 } from "./support/webhook-events";

describe("Stripe webhook: exactly once", () => {
  it("a repeated delivery does nothing", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    const paid = invoicePaid(subscription(), `in_${randomUUID()}`);
    expect((await deliver(paid)).object?.outcome).toBe("processed");
    await reserveCredits(userId, 1_000, "gen-1");

    const again = await deliver(paid);
    expect(again).toMatchObject({ status: 200, message: "Event already processed.", object: { outcome: "duplicate" } });
    expect(await getCreditBalance(userId)).toBe(149_000);
    expect(await recorded(paid.id)).toBe(1);
  });

  it("a renewal resets the credits once per invoice, even when Stripe resends it as a new event", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    await deliver(invoicePaid(subscription(), `in_first_${randomUUID()}`));
    await reserveCredits(userId, 100_000, "gen-1");
    expect(await getCreditBalance(userId)).toBe(50_000);

    const renewed = subscription({ periodStart: T0 + MONTH, periodEnd: T0 + 2 * MONTH });
    await deliver(subscriptionEvent("updated", renewed, T0 + MONTH));
    const renewalInvoice = `in_renewal_${randomUUID()}`;
    await deliver(invoicePaid(renewed, renewalInvoice, { created: T0 + MONTH }));
    expect(await getCreditBalance(userId)).toBe(150_000);

    await reserveCredits(userId, 30_000, "gen-2");
    // Same invoice, different event id (e.g. invoice.paid redelivered after a Stripe-side replay).
    await deliver(invoicePaid(renewed, renewalInvoice, { created: T0 + MONTH + 1 }));
    expect(await getCreditBalance(userId)).toBe(120_000);
    expect(await ledgerTotal(userId)).toBe(120_000);
    const kinds = await db.creditLedger.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { kind: true, delta: true } });
    expect(kinds).toEqual([
      { kind: "RESET", delta: 150_000 },
      { kind: "RESERVE", delta: -100_000 },
      { kind: "RESET", delta: 100_000 },
      { kind: "RESERVE", delta: -30_000 },
    ]);
  });

  it("invoice.payment_failed tells the owner once per invoice, with Stripe's next try; the credits stay", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    await deliver(invoicePaid(subscription(), `in_${randomUUID()}`));
    const invoiceId = `in_failed_${randomUUID()}`;
    const failed = (attempt: number) =>
      stripeEvent("invoice.payment_failed", {
        ...invoiceObject({ id: invoiceId, subscription: subscription(), billingReason: "subscription_cycle", created: T0 + MONTH, lines: [] }),
        attempt_count: attempt,
        next_payment_attempt: Date.UTC(2026, 11, 3, 12) / 1000,
      });
    // Stripe's first failure and its second try of the same invoice: one notification.
    expect((await deliver(failed(1))).object).toMatchObject({ outcome: "processed" });
    expect((await deliver(failed(2))).object).toMatchObject({ outcome: "processed" });
    const notifications = await db.notification.findMany({ where: { userId }, select: { kind: true, title: true, body: true, link: true } });
    expect(notifications).toEqual([
      {
        kind: "PAYMENT_FAILED",
        title: "We couldn't take your payment",
        body: "Your card was declined for your Postloom subscription. We'll try again on Thursday 3 December. Update your payment details on the Subscription page so your plan and credits carry on.",
        link: "/subscription",
      },
    ]);
    expect(await getCreditBalance(userId)).toBe(150_000);
  });

  it("20 concurrent deliveries of one invoice.paid grant once", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    const paid = invoicePaid(subscription(), `in_${randomUUID()}`);
    const payload = JSON.stringify(paid);
    const replies = await Promise.all(Array.from({ length: 20 }, () => postWebhook(payload, sign(payload))));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.object?.outcome === "processed")).toHaveLength(1);
    expect(replies.filter((r) => r.object?.outcome === "duplicate")).toHaveLength(19);
    expect(await getCreditBalance(userId)).toBe(150_000);
    expect(await db.creditLedger.count({ where: { userId } })).toBe(1);
    expect(await recorded(paid.id)).toBe(1);
  });

  it("20 concurrent deliveries of one subscription event apply once", async () => {
    const { userId, subscription } = await newCustomer();
    const created = subscriptionEvent("created", subscription(), T0);
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(created)));
    expect(replies.map((r) => r.object?.outcome).sort()).toEqual(["processed", ...Array(19).fill("duplicate")].sort());
    expect(await row(userId)).toMatchObject({ status: "ACTIVE", type: "STANDARD" });
  });

  it("a handler that fails records nothing, so Stripe's retry runs it again", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    const event = invoicePaid(subscription(), `in_${randomUUID()}`);
    // A price that is none of the plans (a misconfigured STRIPE_PRICE_*): the credits cannot be granted yet.
    const line = event.data.object.lines.data[0]!;
    line.pricing.price_details.price = "price_unknown";
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await deliver(event);
    errors.mockRestore();
    expect(reply).toMatchObject({ status: 500, statusCode: "INTERNAL_ERROR" });
    expect(await recorded(event.id)).toBe(0);
    expect(await getCreditBalance(userId)).toBe(0);
  });

  it("a signed event whose object is not what its type says is refused (422) and not recorded", async () => {
    const event = stripeEvent("invoice.paid", { id: "in_broken", object: "invoice" });
    const reply = await deliver(event);
    expect(reply).toMatchObject({ status: 422, statusCode: "VALIDATION_ERROR" });
    expect(await recorded(event.id)).toBe(0);
  });
});

describe("Stripe webhook: out-of-order delivery converges to Stripe's latest state", () => {
  it("an older 'created' arriving after a newer 'updated' does not roll the plan back", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("updated", subscription({ type: "PROFESSIONAL" }), T0 + 60));
    await deliver(subscriptionEvent("created", subscription(), T0));
    expect(await row(userId)).toMatchObject({ status: "ACTIVE", type: "PROFESSIONAL", stripeStateAt: T0 + 60 });
  });

  it("an update delivered after the deletion does not bring the subscription back", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    await deliver(subscriptionEvent("deleted", subscription({ status: "canceled" }), T0 + 300));
    await deliver(subscriptionEvent("updated", subscription({ type: "PROFESSIONAL" }), T0 + 250));
    expect(await row(userId)).toMatchObject({ status: "CANCELED", type: "STANDARD" });
  });

  it("invoice.paid before any subscription event still grants the credits, and the plan follows", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(invoicePaid(subscription(), `in_${randomUUID()}`));
    expect(await getCreditBalance(userId)).toBe(150_000);
    expect(await hasActiveSubscription(userId)).toBe(false);
    await deliver(subscriptionEvent("created", subscription(), T0));
    expect(await getSubscriptionDetails(userId)).toMatchObject({ subscriptionStatus: "ACTIVE", creditAmount: 150_000 });
  });

  it("an invoice of a past period, delivered late, does not refill the current period's balance", async () => {
    const { userId, subscription } = await newCustomer();
    const renewed = subscription({ periodStart: T0 + MONTH, periodEnd: T0 + 2 * MONTH });
    await deliver(subscriptionEvent("updated", renewed, T0 + MONTH));
    await deliver(invoicePaid(renewed, `in_${randomUUID()}`, { created: T0 + MONTH }));
    await reserveCredits(userId, 50_000, "gen-1");
    await deliver(invoicePaid(subscription(), `in_${randomUUID()}`, { created: T0 }));
    expect(await getCreditBalance(userId)).toBe(100_000);
  });

  it("the end of an earlier subscription does not end the one the user has now", async () => {
    const { userId, subscription } = await newCustomer();
    const old = subscription({ id: `sub_old_${randomUUID()}` });
    await deliver(subscriptionEvent("created", old, T0));
    await deliver(subscriptionEvent("deleted", { ...old, status: "canceled" }, T0 + 10));
    const current = subscription({ id: `sub_new_${randomUUID()}`, type: "PROFESSIONAL" });
    await deliver(subscriptionEvent("created", current, T0 + 20));
    // Stripe resends the old deletion later, with a newer timestamp.
    await deliver(subscriptionEvent("deleted", { ...old, status: "canceled" }, T0 + 30));
    expect(await row(userId)).toMatchObject({ stripeSubscriptionId: current.id, status: "ACTIVE", type: "PROFESSIONAL" });
  });
});
