// The Stripe webhook, in sandbox mode (its signing secret derived from AUTH_SECRET), with events
// shaped as Stripe sends them and signed with the SDK's test-header helper: each event type, and the
// signature check. (Exactly once, and out-of-order delivery: webhook-exactly-once.test.ts.)
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { assertActiveSubscription, hasActiveSubscription } from "@/lib/billing/entitlement";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { getCreditBalance, ledgerTotal, reserveCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { checkoutSessionObject, invoiceObject, stripeEvent, subscriptionScheduleObject } from "@/lib/integrations/billing/sandbox/sandbox-stripe-objects";
import { deriveSandboxWebhookSecret } from "@/lib/integrations/billing/webhook-secret";
import { deliver, postWebhook, sign } from "./support/webhook-delivery";
import { invoicePaid, MONTH, newCustomer, recorded, row, subscriptionEvent, T0 } from "./support/webhook-events";

describe("Stripe webhook: each event type", () => {
  it("checkout.session.completed links the new subscription to the user who paid", async () => {
    const { userId, subscription } = await newCustomer();
    const state = subscription();
    const event = stripeEvent(
      "checkout.session.completed",
      checkoutSessionObject({ id: `cs_${randomUUID()}`, subscription: state, successUrl: "http://localhost/s", cancelUrl: "http://localhost/c", created: T0 }),
    );
    const reply = await deliver(event);
    expect(reply).toMatchObject({ status: 200, statusCode: "OK", message: "Event processed.", object: { id: event.id, outcome: "processed" } });
    expect(await row(userId)).toMatchObject({ stripeSubscriptionId: state.id, status: null });
  });

  it("customer.subscription.created starts the plan: ACTIVE, its type and period", async () => {
    const { userId, subscription } = await newCustomer();
    const state = subscription();
    expect((await deliver(subscriptionEvent("created", state, T0))).status).toBe(200);
    expect(await row(userId)).toMatchObject({
      stripeSubscriptionId: state.id,
      status: "ACTIVE",
      type: "STANDARD",
      currentPeriodEnd: new Date(state.periodEnd * 1000),
      cancelAtPeriodEnd: false,
      stripeStateAt: T0,
    });
    expect(await hasActiveSubscription(userId)).toBe(true);
  });

  it("invoice.paid sets the balance to the plan's credits", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    expect((await deliver(invoicePaid(subscription(), `in_${randomUUID()}`))).status).toBe(200);
    expect(await getSubscriptionDetails(userId)).toMatchObject({ subscriptionStatus: "ACTIVE", subscriptionType: "STANDARD", creditAmount: 150_000 });
  });

  it("customer.subscription.updated switches the plan as Stripe reports it; the new invoice sets the new credits", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    await deliver(invoicePaid(subscription(), `in_${randomUUID()}`));
    await reserveCredits(userId, 20_000, "gen-1");

    await deliver(subscriptionEvent("updated", subscription({ type: "PROFESSIONAL" }), T0 + 10));
    expect(await getSubscriptionDetails(userId)).toMatchObject({ subscriptionType: "PROFESSIONAL", creditAmount: 130_000 });

    const switched = stripeEvent(
      "invoice.paid",
      invoiceObject({
        id: `in_${randomUUID()}`,
        subscription: subscription({ type: "PROFESSIONAL" }),
        billingReason: "subscription_update",
        created: T0 + 10,
        lines: [
          { type: "STANDARD", amount: -1000, periodStart: T0 + 10, periodEnd: T0 + MONTH, proration: true, description: "Unused time" },
          { type: "PROFESSIONAL", amount: 2300, periodStart: T0 + 10, periodEnd: T0 + MONTH, proration: true, description: "Remaining time" },
        ],
      }),
      { created: T0 + 10 },
    );
    await deliver(switched);
    expect(await getSubscriptionDetails(userId)).toMatchObject({ subscriptionType: "PROFESSIONAL", creditAmount: 350_000 });
    expect(await ledgerTotal(userId)).toBe(350_000);
  });

  it("customer.subscription.updated records a cancellation at period end; access lasts until then", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    await deliver(subscriptionEvent("updated", subscription({ cancelAtPeriodEnd: true, canceledAt: T0 + 5 }), T0 + 5));
    expect(await row(userId)).toMatchObject({ status: "ACTIVE", cancelAtPeriodEnd: true });
    expect(await hasActiveSubscription(userId)).toBe(true);
  });

  it("customer.subscription.deleted ends access (status CANCELED)", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    await deliver(subscriptionEvent("deleted", subscription({ status: "canceled", endedAt: T0 + 20 }), T0 + 20));
    expect(await row(userId)).toMatchObject({ status: "CANCELED", type: "STANDARD" });
    expect(await hasActiveSubscription(userId)).toBe(false);
    await expect(assertActiveSubscription(userId)).rejects.toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION" });
  });

  it("subscription_schedule events keep a downgrade waiting for the end of the period; the plan and credits stay until the renewal brings the new ones", async () => {
    const { userId, subscription } = await newCustomer();
    const professional = subscription({ type: "PROFESSIONAL" });
    await deliver(subscriptionEvent("created", professional, T0));
    await deliver(invoicePaid(professional, `in_${randomUUID()}`));
    const downgrade = { ...professional, scheduledType: "STANDARD" as const };
    const schedule = (stage: "before" | "after" | "released", created: number) =>
      stripeEvent(
        `subscription_schedule.${stage === "before" ? "created" : stage === "after" ? "updated" : "released"}`,
        subscriptionScheduleObject(downgrade, stage, T0 + 2 * MONTH, created),
        { created },
      );

    expect((await deliver(schedule("before", T0 + 10))).object).toMatchObject({ outcome: "processed" });
    await deliver(subscriptionEvent("updated", downgrade, T0 + 10));
    expect(await getSubscriptionDetails(userId)).toMatchObject({ subscriptionType: "PROFESSIONAL", scheduledType: "STANDARD", creditAmount: 350_000 });

    // Released (the owner keeps the plan), then scheduled again.
    await deliver(schedule("released", T0 + 20));
    expect(await row(userId)).toMatchObject({ type: "PROFESSIONAL", scheduledType: null });
    await deliver(schedule("before", T0 + 30));

    // The renewal: the schedule's last phase begins, the subscription moves to the new price, its invoice sets the credits.
    const renewed = subscription({ type: "STANDARD", periodStart: T0 + MONTH, periodEnd: T0 + 2 * MONTH });
    await deliver(schedule("after", T0 + MONTH));
    await deliver(subscriptionEvent("updated", renewed, T0 + MONTH));
    await deliver(invoicePaid(renewed, `in_${randomUUID()}`, { created: T0 + MONTH }));
    expect(await getSubscriptionDetails(userId)).toMatchObject({ subscriptionType: "STANDARD", scheduledType: null, creditAmount: 150_000 });

    // A late copy of the schedule as it was before cannot bring the downgrade back.
    await deliver(schedule("before", T0 + 30));
    expect(await row(userId)).toMatchObject({ type: "STANDARD", scheduledType: null });
  });

  it("the renewal on the scheduled plan clears the downgrade even when no schedule event says so", async () => {
    const { userId, subscription } = await newCustomer();
    const downgrade = { ...subscription({ type: "PROFESSIONAL" }), scheduledType: "STANDARD" as const };
    await deliver(subscriptionEvent("created", downgrade, T0));
    await deliver(stripeEvent("subscription_schedule.created", subscriptionScheduleObject(downgrade, "before", T0 + 2 * MONTH, T0), { created: T0 }));
    expect(await row(userId)).toMatchObject({ scheduledType: "STANDARD" });
    await deliver(subscriptionEvent("updated", subscription({ type: "STANDARD", periodStart: T0 + MONTH, periodEnd: T0 + 2 * MONTH }), T0 + MONTH));
    expect(await row(userId)).toMatchObject({ type: "STANDARD", scheduledType: null });
  });

  it("a schedule of another subscription of the customer changes nothing", async () => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription({ type: "PROFESSIONAL" }), T0));
    const other = { ...subscription({ id: "sub_earlier", type: "PROFESSIONAL" }), scheduledType: "STANDARD" as const };
    await deliver(stripeEvent("subscription_schedule.created", subscriptionScheduleObject(other, "before", T0 + 2 * MONTH, T0 + 5), { created: T0 + 5 }));
    expect(await row(userId)).toMatchObject({ type: "PROFESSIONAL", scheduledType: null });
  });

  it("answers 200 to event types it does not handle, and records nothing", async () => {
    const event = stripeEvent("customer.created", { id: "cus_x", object: "customer" });
    const reply = await deliver(event);
    expect(reply).toMatchObject({ status: 200, statusCode: "OK", message: "Event type not handled.", object: { outcome: "ignored" } });
    expect(await recorded(event.id)).toBe(0);
  });
});

describe("Stripe webhook: signatures", () => {
  async function snapshot(userId: string) {
    return { subscription: await row(userId), events: await db.stripeEvent.count(), balance: await getCreditBalance(userId) };
  }

  it.each([
    ["tampered payload", (payload: string) => ({ payload: payload.replace("150", "999"), signature: sign(payload) })],
    ["another secret", (payload: string) => ({ payload, signature: sign(payload, deriveSandboxWebhookSecret("someone else's secret")) })],
    ["a made-up header", (payload: string) => ({ payload, signature: "t=1,v1=deadbeef" })],
    [
      "a correct signature made an hour ago (a replay)",
      (payload: string) => ({ payload, signature: sign(payload, undefined, Math.floor(Date.now() / 1000) - 3600) }),
    ],
  ])("%s: 400 and nothing changes", async (_case, forge) => {
    const { userId, subscription } = await newCustomer();
    await deliver(subscriptionEvent("created", subscription(), T0));
    const before = await snapshot(userId);
    const payload = JSON.stringify(invoicePaid(subscription(), `in_${randomUUID()}`));
    const { payload: body, signature } = forge(payload);
    const reply = await postWebhook(body, signature);
    expect(reply).toMatchObject({ status: 400, statusCode: "BAD_REQUEST", message: "Invalid Stripe signature.", object: null });
    expect(await snapshot(userId)).toEqual(before);
  });

  it("no Stripe-Signature header: 400", async () => {
    const reply = await postWebhook(JSON.stringify(stripeEvent("invoice.paid", {})), null);
    expect(reply).toMatchObject({ status: 400, statusCode: "BAD_REQUEST", message: "Missing Stripe-Signature header." });
  });
});
