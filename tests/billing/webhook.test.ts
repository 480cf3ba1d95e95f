// The Stripe webhook, in sandbox mode (its signing secret derived from AUTH_SECRET), with events
// shaped as Stripe sends them and signed with the SDK's test-header helper.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { assertActiveSubscription, hasActiveSubscription } from "@/lib/billing/entitlement";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { getCreditBalance, ledgerTotal, reserveCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import {
  checkoutSessionObject,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
  subscriptionScheduleObject,
  type SandboxSubscriptionState,
} from "@/lib/integrations/billing/sandbox/sandbox-stripe-objects";
import { deriveSandboxWebhookSecret } from "@/lib/integrations/billing/webhook-secret";
import { deliver, postWebhook, sign } from "./support/webhook-delivery";

const MONTH = 30 * 24 * 3600;
const T0 = Math.floor(Date.now() / 1000);

async function newCustomer() {
  const user = await db.user.create({ data: { email: `billing-${randomUUID()}@example.test` } });
  const customerId = `cus_${randomUUID().slice(0, 12)}`;
  await db.subscription.create({ data: { userId: user.id, stripeCustomerId: customerId } });
  const subscription = (overrides: Partial<SandboxSubscriptionState> = {}): SandboxSubscriptionState => ({
    id: `sub_${customerId}`,
    customerId,
    userId: user.id,
    type: "STANDARD",
    status: "active",
    created: T0,
    periodStart: T0,
    periodEnd: T0 + MONTH,
    cancelAtPeriodEnd: false,
    ...overrides,
  });
  return { userId: user.id, customerId, subscription };
}

const subscriptionEvent = (type: "created" | "updated" | "deleted", state: SandboxSubscriptionState, created: number) =>
  stripeEvent(`customer.subscription.${type}`, subscriptionObject(state), { created });

function invoicePaid(state: SandboxSubscriptionState, invoiceId: string, options: { created?: number; periodStart?: number; periodEnd?: number } = {}) {
  const created = options.created ?? T0;
  return stripeEvent(
    "invoice.paid",
    invoiceObject({
      id: invoiceId,
      subscription: state,
      billingReason: "subscription_create",
      created,
      lines: [
        {
          type: state.type,
          amount: 1500,
          periodStart: options.periodStart ?? state.periodStart,
          periodEnd: options.periodEnd ?? state.periodEnd,
          proration: false,
          description: "1 × Postloom",
        },
      ],
    }),
    { created },
  );
}

const row = (userId: string) => db.subscription.findUniqueOrThrow({ where: { userId } });
const recorded = (id: string) => db.stripeEvent.count({ where: { id } });

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
