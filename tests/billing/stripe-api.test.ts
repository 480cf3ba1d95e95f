// Production billing: the /api/subscription routes through the real `stripe` SDK, pointed with
// STRIPE_API_URL at a local double of Stripe's REST API.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actAs, call as request, createUser, noParams } from "../support/session";
import { GET as checkout } from "@/app/api/subscription/route";
import { DELETE as cancel } from "@/app/api/subscription/cancel/route";
import { GET as details } from "@/app/api/subscription/details/route";
import { GET as portal } from "@/app/api/subscription/portal/route";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { resetCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { stripeEvent, subscriptionObject } from "@/lib/integrations/billing/sandbox/sandbox-stripe-objects";
import { deriveSandboxWebhookSecret } from "@/lib/integrations/billing/webhook-secret";
import { startStripeDouble } from "./support/stripe-double";
import { deliver } from "./support/webhook-delivery";

const PRICES = { STANDARD: "price_test_standard", PROFESSIONAL: "price_test_professional" };
const double = await startStripeDouble({ prices: Object.values(PRICES) });
Object.assign(process.env, {
  STRIPE_SECRET_KEY: "sk_test_postloom",
  STRIPE_WEBHOOK_SECRET: "whsec_test_postloom",
  STRIPE_PRICE_STANDARD: PRICES.STANDARD,
  STRIPE_PRICE_PROFESSIONAL: PRICES.PROFESSIONAL,
  STRIPE_API_URL: double.url,
  APP_URL: "http://localhost:3999",
});
afterAll(() => double.close());

type Reply = { status: number; statusCode: string; message: string; object: Record<string, unknown> | null };
type Handler = (request: Request, context: typeof noParams) => Promise<Response> | Response;
const call = async (handler: Handler, url: string, method = "GET"): Promise<Reply> => {
  const response = await handler(request(url, { method }), noParams);
  return { status: response.status, ...(await response.json()) };
};

async function signIn() {
  const user = await createUser("stripe");
  actAs(user);
  return user;
}

/** A user who already pays for `type`, known to both Postloom and the Stripe double. */
async function signInSubscriber(type: "STANDARD" | "PROFESSIONAL") {
  const user = await signIn();
  const customer = `cus_${randomUUID().slice(0, 8)}`;
  const subscription = `sub_${randomUUID().slice(0, 8)}`;
  double.customers.set(customer, { id: customer, object: "customer" });
  double.addSubscription({ id: subscription, customer, price: PRICES[type] });
  await db.subscription.create({ data: { userId: user.id, stripeCustomerId: customer, stripeSubscriptionId: subscription, status: "ACTIVE", type } });
  return { user, customer, subscription };
}

beforeEach(() => {
  actAs(null);
  double.requests.length = 0;
  double.failures.clear();
});

describe("billing in production mode", () => {
  it("runs against Stripe", () => {
    expect(env.modes.billing).toBe("production");
  });

  it("checkout creates the Stripe customer once, stores it, and reuses it", async () => {
    const user = await signIn();
    const first = await call(checkout, "/api/subscription?subscriptionType=STANDARD");
    expect(first).toMatchObject({ status: 200, statusCode: "OK" });
    expect(first.object?.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [createCustomer] = double.calls("POST", "/v1/customers");
    expect(createCustomer?.body).toEqual({ email: user.email, metadata: { userId: user.id } });
    expect(createCustomer?.authorization).toBe("Bearer sk_test_postloom");
    expect(createCustomer?.stripeVersion).toBe(Stripe.API_VERSION);
    const customerId = [...double.customers.keys()].at(-1);
    expect((await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).stripeCustomerId).toBe(customerId);

    const [session1] = double.calls("POST", "/v1/checkout/sessions");
    expect(session1?.body).toEqual({
      mode: "subscription",
      customer: customerId,
      line_items: [{ price: PRICES.STANDARD, quantity: "1" }],
      success_url: "http://localhost:3999/subscription?checkout=success",
      cancel_url: "http://localhost:3999/subscription?checkout=cancelled",
      client_reference_id: user.id,
      metadata: { userId: user.id, subscriptionType: "STANDARD" },
      subscription_data: { metadata: { userId: user.id } },
    });

    const second = await call(checkout, "/api/subscription?subscriptionType=PROFESSIONAL");
    expect(second.status).toBe(200);
    expect(double.calls("POST", "/v1/customers")).toHaveLength(1);
    const sessions = double.calls("POST", "/v1/checkout/sessions");
    expect(sessions).toHaveLength(2);
    expect(sessions[1]?.body).toMatchObject({ customer: customerId, line_items: [{ price: PRICES.PROFESSIONAL }] });
  });

  it("two simultaneous first checkouts of one user share one customer", async () => {
    const user = await signIn();
    const replies = await Promise.all([1, 2, 3].map(() => call(checkout, "/api/subscription?subscriptionType=STANDARD")));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = (await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).stripeCustomerId;
    const used = new Set(double.calls("POST", "/v1/checkout/sessions").map((r) => r.body.customer));
    expect([...used]).toEqual([stored]);
  });

  it.each([
    ["an unknown plan", "/api/subscription?subscriptionType=GOLD"],
    ["a lowercase plan", "/api/subscription?subscriptionType=standard"],
    ["no plan", "/api/subscription"],
  ])("%s answers 422 and calls nothing at Stripe", async (_case, url) => {
    await signIn();
    const reply = await call(checkout, url);
    expect(reply).toMatchObject({
      status: 422,
      statusCode: "VALIDATION_ERROR",
      message: "Choose a plan: STANDARD or PROFESSIONAL.",
      object: { fieldErrors: { subscriptionType: ["Choose a plan: STANDARD or PROFESSIONAL."] } },
    });
    expect(double.requests).toHaveLength(0);
  });

  it("a subscriber choosing the other plan is sent to the portal's switch confirmation, not a second checkout", async () => {
    const { customer, subscription } = await signInSubscriber("STANDARD");
    const reply = await call(checkout, "/api/subscription?subscriptionType=PROFESSIONAL");
    expect(reply.status).toBe(200);
    expect(reply.object?.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(double.calls("POST", "/v1/checkout/sessions")).toHaveLength(0);
    expect(double.calls("GET", `/v1/subscriptions/${subscription}`)).toHaveLength(1);
    const [portalSession] = double.calls("POST", "/v1/billing_portal/sessions");
    expect(portalSession?.body).toEqual({
      customer,
      return_url: "http://localhost:3999/subscription",
      flow_data: {
        type: "subscription_update_confirm",
        subscription_update_confirm: { subscription, items: [{ id: subscription.replace("sub_", "si_"), price: PRICES.PROFESSIONAL, quantity: "1" }] },
        after_completion: { type: "redirect", redirect: { return_url: "http://localhost:3999/subscription" } },
      },
    });
  });

  it("the portal opens for the user's customer", async () => {
    const { customer } = await signInSubscriber("PROFESSIONAL");
    const reply = await call(portal, "/api/subscription/portal");
    expect(reply).toMatchObject({ status: 200, statusCode: "OK" });
    expect(reply.object?.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(double.calls("POST", "/v1/billing_portal/sessions")[0]?.body).toEqual({ customer, return_url: "http://localhost:3999/subscription" });
  });

  it("the portal without a customer yet answers 404 with what to do", async () => {
    await signIn();
    const reply = await call(portal, "/api/subscription/portal");
    expect(reply).toMatchObject({ status: 404, statusCode: "NOT_FOUND", message: "There is no subscription to manage yet. Choose a plan first." });
    expect(double.requests).toHaveLength(0);
  });

  it("cancel sets cancel_at_period_end at Stripe and shows it at once", async () => {
    const { user, subscription } = await signInSubscriber("STANDARD");
    const reply = await call(cancel, "/api/subscription/cancel", "DELETE");
    expect(reply).toMatchObject({ status: 200, statusCode: "OK", message: "Your subscription has been cancelled." });
    const [update] = double.calls("POST", `/v1/subscriptions/${subscription}`);
    expect(update?.body).toEqual({ cancel_at_period_end: "true" });
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ status: "ACTIVE", cancelAtPeriodEnd: true });
    expect((await call(details, "/api/subscription/details")).object).toMatchObject({ subscriptionStatus: "ACTIVE", cancelAtPeriodEnd: true });
  });

  it("cancel without a subscription answers 404", async () => {
    await signIn();
    const reply = await call(cancel, "/api/subscription/cancel", "DELETE");
    expect(reply).toMatchObject({ status: 404, statusCode: "NOT_FOUND", message: "You don't have an active subscription to cancel." });
  });

  it("a Stripe error reaches the user as a short 503, never Stripe's own text", async () => {
    await signIn();
    double.failures.set("POST /v1/customers", { status: 400, type: "invalid_request_error", message: "Secret internal detail" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await call(checkout, "/api/subscription?subscriptionType=STANDARD");
    errors.mockRestore();
    expect(reply).toMatchObject({ status: 503, statusCode: "SERVICE_UNAVAILABLE", message: "Our payment provider did not answer. Please try again." });
    expect(JSON.stringify(reply)).not.toContain("Secret internal detail");
  });

  it("details: no plan yet means null status and type, and no credits", async () => {
    await signIn();
    const reply = await call(details, "/api/subscription/details");
    expect(reply).toMatchObject({
      status: 200,
      statusCode: "OK",
      object: {
        subscriptionStatus: null,
        subscriptionType: null,
        creditAmount: 0,
        creditsBuy: "not enough for a post",
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        trialEndsAt: null,
      },
    });
  });

  it("details say what the credits left buy, in the owner's locale", async () => {
    const user = await signIn();
    await resetCredits(user.id, 545_000, `in_${randomUUID()}`);
    const reply = async (locale: string) =>
      (await (await details(request("/api/subscription/details", { headers: { "accept-language": locale } }), noParams)).json()).object;
    expect(await reply("en-GB,en;q=0.9")).toMatchObject({ creditAmount: 545_000, creditsBuy: "about 100 posts with pictures, or 1,200 without" });
    expect(await reply("de-DE")).toMatchObject({ creditAmount: 545_000, creditsBuy: "about 100 posts with pictures, or 1.200 without" });
  });

  it("every /api/subscription route needs a session (401)", async () => {
    for (const [handler, url, method] of [
      [checkout, "/api/subscription?subscriptionType=STANDARD", "GET"],
      [details, "/api/subscription/details", "GET"],
      [portal, "/api/subscription/portal", "GET"],
      [cancel, "/api/subscription/cancel", "DELETE"],
    ] as const) {
      expect(await call(handler, url, method)).toMatchObject({ status: 401, statusCode: "UNAUTHORIZED" });
    }
  });

  it("the webhook verifies with STRIPE_WEBHOOK_SECRET and refuses sandbox-signed events", async () => {
    const { user, customer, subscription } = await signInSubscriber("STANDARD");
    const now = Math.floor(Date.now() / 1000);
    const event = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({
        id: subscription,
        customerId: customer,
        userId: user.id,
        type: "PROFESSIONAL",
        status: "active",
        created: now,
        periodStart: now,
        periodEnd: now + 3600,
        cancelAtPeriodEnd: false,
      }),
    );
    // The sandbox secret is derived from AUTH_SECRET; with Stripe configured it must not be accepted.
    expect((await deliver(event, deriveSandboxWebhookSecret(env.AUTH_SECRET))).status).toBe(400);
    expect((await deliver(event, "whsec_test_postloom")).status).toBe(200);
    expect(await db.subscription.findUniqueOrThrow({ where: { userId: user.id } })).toMatchObject({ type: "PROFESSIONAL" });
  });

  it("deleting the account ends the Stripe subscription at once, then deletes everything", async () => {
    const { user, subscription } = await signInSubscriber("PROFESSIONAL");
    const response = await deleteAccount(request("/api/account", { method: "DELETE", body: JSON.stringify({ confirmEmail: user.email }) }), noParams);
    expect(response.status).toBe(200);
    expect(double.calls("DELETE", `/v1/subscriptions/${subscription}`)).toHaveLength(1);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("an account whose Stripe subscription cannot be ended stays, so deleting can be tried again", async () => {
    const { user, subscription } = await signInSubscriber("STANDARD");
    double.failures.set(`DELETE /v1/subscriptions/${subscription}`, { status: 500, type: "api_error", message: "Something went wrong" });
    const response = await deleteAccount(request("/api/account", { method: "DELETE", body: JSON.stringify({ confirmEmail: user.email }) }), noParams);
    expect(response.status).toBe(503);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });
});
