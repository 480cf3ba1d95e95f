// The pages Stripe hosts, for the Stripe double: Checkout (pay or cancel a subscription) and the customer
// portal (switch plan: a cheaper one at the end of the period through a subscription schedule, as the
// portal's schedule_at_period_end setting does, a dearer one at once; keep the plan instead; cancel at the
// end of the period, undo that, and a test-clock jump to the next billing date). Each action sends the events Stripe would send, signed with the webhook secret, to the
// app's webhook, then shows the page again, as Stripe's own pages do.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Stripe from "stripe";

export type HostedPlan = { priceId: string; name: string; cents: number };
export type HostedPagesOptions = { webhookUrl: string; webhookSecret: string; plans: HostedPlan[] };

type Json = Record<string, unknown>;

/** What the double keeps about a subscription to build Stripe's objects from. */
export type HostedSubscription = {
  id: string;
  customer: string;
  userId: string;
  priceId: string;
  status: "active" | "canceled";
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  /** The price a schedule moves it to at periodEnd (a downgrade), or null. */
  scheduledPriceId: string | null;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const addMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const formatDate = (seconds: number) => new Date(seconds * 1000).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

function subscriptionObject(s: HostedSubscription) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    created: s.created,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    canceled_at: s.canceledAt,
    ended_at: s.status === "canceled" ? now() : null,
    metadata: { userId: s.userId },
    schedule: s.scheduledPriceId ? scheduleId(s) : null,
    items: {
      object: "list",
      data: [
        {
          id: s.id.replace(/^sub_/, "si_"),
          object: "subscription_item",
          price: { id: s.priceId, object: "price", recurring: { interval: "month", interval_count: 1 } },
          quantity: 1,
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
        },
      ],
      has_more: false,
    },
    livemode: false,
  };
}

const scheduleId = (s: HostedSubscription) => `sub_sched_${s.id.slice(4)}_${s.periodEnd}`;

/** The schedule of a downgrade: this period on its price, the next on the scheduled one; where it stands by `stage`. */
function scheduleObject(s: HostedSubscription, stage: "before" | "after" | "released") {
  const phases = [
    { start_date: s.periodStart, end_date: s.periodEnd, items: [{ price: s.priceId, quantity: 1 }] },
    { start_date: s.periodEnd, end_date: addMonth(s.periodEnd), items: [{ price: s.scheduledPriceId!, quantity: 1 }] },
  ];
  const current = stage === "before" ? phases[0]! : stage === "after" ? phases[1]! : null;
  return {
    id: scheduleId(s),
    object: "subscription_schedule",
    customer: s.customer,
    status: stage === "released" ? "released" : "active",
    subscription: stage === "released" ? null : s.id,
    released_subscription: stage === "released" ? s.id : null,
    current_phase: current && { start_date: current.start_date, end_date: current.end_date },
    end_behavior: "release",
    phases,
    metadata: {},
    livemode: false,
  };
}

type Line = { priceId: string; amount: number; start: number; end: number; proration: boolean };

function invoiceObject(s: HostedSubscription, billingReason: string, lines: Line[]) {
  const id = newId("in");
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: "invoice",
    customer: s.customer,
    billing_reason: billingReason,
    status: "paid",
    amount_paid: Math.max(0, total),
    total,
    currency: "eur",
    created: now(),
    parent: { type: "subscription_details", subscription_details: { subscription: s.id, metadata: { userId: s.userId } } },
    lines: {
      object: "list",
      data: lines.map((line, i) => ({
        id: `il_${id.slice(3)}_${i}`,
        object: "line_item",
        amount: line.amount,
        currency: "eur",
        period: { start: line.start, end: line.end },
        pricing: { type: "price_details", price_details: { price: line.priceId } },
        parent: { type: "subscription_item_details", subscription_item_details: { proration: line.proration, subscription: s.id } },
      })),
      has_more: false,
    },
    livemode: false,
  };
}

const event = (type: string, object: object, previousAttributes?: object) => ({
  id: newId("evt"),
  object: "event",
  api_version: Stripe.API_VERSION,
  created: now(),
  type,
  data: { object, ...(previousAttributes && { previous_attributes: previousAttributes }) },
  livemode: false,
  pending_webhooks: 1,
});

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}button,a.button{display:inline-block;min-height:44px;padding:0 1rem;margin:.25rem 0;font:inherit;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;text-decoration:none;line-height:44px;cursor:pointer}a.secondary,button.secondary{background:#fff;color:#635bff}[role=status]{border:1px solid #2e7d32;background:#e8f5e9;padding:.75rem;border-radius:6px}</style></head>
<body><p><strong>Stripe test mode</strong> (a local stand-in)</p>${body}</body></html>`;
}

/** Handles a hosted page request; false when the path is not one of them. */
export function hostedPages(options: HostedPagesOptions, state: { customers: Map<string, Json>; subscriptions: Map<string, Json> }) {
  const checkouts = new Map<string, { body: Json; status: "open" | "complete" }>();
  const portals = new Map<string, { customer: string; returnUrl: string; switchTo?: string }>();
  const hosted = new Map<string, HostedSubscription>();
  const plan = (priceId: string) => options.plans.find((p) => p.priceId === priceId)!;

  async function deliver(events: object[]) {
    for (const payload of events.map((e) => JSON.stringify(e))) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      const reply = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
      if (!reply.ok) throw new Error(`The webhook answered ${reply.status}: ${await reply.text()}`);
    }
  }

  /** Keeps the API's view (GET /v1/subscriptions/:id) in step with the hosted pages' changes. */
  function save(s: HostedSubscription) {
    hosted.set(s.id, s);
    state.subscriptions.set(s.id, subscriptionObject(s));
    return s;
  }

  function liveSubscriptionOf(customer: string) {
    return [...hosted.values()].find((s) => s.customer === customer && s.status === "active");
  }

  function checkoutPage(id: string): string {
    const session = checkouts.get(id);
    if (!session || session.status !== "open") return page("Checkout", `<h1>This checkout has expired</h1><p>Start again from Plans &amp; Billing.</p>`);
    const priceId = String(((session.body.line_items as Json[])[0] as Json).price);
    const { name, cents } = plan(priceId);
    const email = String(state.customers.get(String(session.body.customer))?.email ?? "");
    return page(
      `Subscribe to Postloom ${name}`,
      `<h1>Subscribe to Postloom ${escape(name)}</h1><p>€${(cents / 100).toFixed(2)} per month</p><p>Paying as ${escape(email)}</p>
<form method="post" action="/c/pay/${id}/pay"><button type="submit">Pay</button></form>
<p><a class="button secondary" href="${escape(String(session.body.cancel_url))}">Cancel</a></p>`,
    );
  }

  async function pay(id: string): Promise<string> {
    const session = checkouts.get(id)!;
    session.status = "complete";
    const body = session.body;
    const priceId = String(((body.line_items as Json[])[0] as Json).price);
    const userId = String((body.subscription_data as Json | undefined)?.metadata && ((body.subscription_data as Json).metadata as Json).userId);
    const start = now();
    const subscription = save({
      id: newId("sub"),
      customer: String(body.customer),
      userId,
      priceId,
      status: "active",
      created: start,
      periodStart: start,
      periodEnd: addMonth(start),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      scheduledPriceId: null,
    });
    const completed = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      customer: subscription.customer,
      subscription: subscription.id,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
    };
    await deliver([
      event("checkout.session.completed", completed),
      event("customer.subscription.created", subscriptionObject(subscription)),
      event(
        "invoice.paid",
        invoiceObject(subscription, "subscription_create", [{ priceId, amount: plan(priceId).cents, start, end: subscription.periodEnd, proration: false }]),
      ),
    ]);
    return String(body.success_url).replace("{CHECKOUT_SESSION_ID}", id);
  }

  function portalPage(id: string, done: string | null, step: string | null): string {
    const portal = portals.get(id);
    if (!portal) return page("Billing portal", `<h1>This link has expired</h1>`);
    const s = liveSubscriptionOf(portal.customer);
    const back = `<p><a class="button secondary" href="${escape(portal.returnUrl)}">Return to Postloom</a></p>`;
    const messages: Record<string, string> = {
      switched: s ? `You're now on ${plan(s.priceId).name}.` : "",
      scheduled: s?.scheduledPriceId ? `Your plan changes to ${plan(s.scheduledPriceId).name} on ${formatDate(s.periodEnd)}.` : "",
      kept: s ? `You're staying on ${plan(s.priceId).name}.` : "",
      cancelled: s ? `Your subscription has been cancelled. It stays active until ${formatDate(s.periodEnd)}.` : "",
      renewed: "Your subscription will continue.",
      advanced: s ? "A new billing period has started." : "The billing period ended, and with it your cancelled subscription.",
    };
    const status = done && messages[done] ? `<p role="status">${escape(messages[done])}</p>` : "";
    if (!s) return page("Billing portal", `${back}<h1>Billing portal</h1>${status}<p>No active subscription.</p>`);
    const current = plan(s.priceId);
    const action = (name: string, label: string, extra = "", secondary = false) =>
      `<form method="post" action="/p/session/${id}/${name}">${extra}<button type="submit"${secondary ? ' class="secondary"' : ""}>${escape(label)}</button></form>`;
    const confirm =
      portal.switchTo && portal.switchTo !== s.priceId && portal.switchTo !== s.scheduledPriceId && !done
        ? `<section><h2>Confirm your new plan</h2><p>${escape(plan(portal.switchTo).name)}</p>${action("switch", "Confirm switch", `<input type="hidden" name="price" value="${escape(portal.switchTo)}">`)}</section>`
        : "";
    const switches = options.plans
      .filter((p) => p.priceId !== s.priceId && p.priceId !== s.scheduledPriceId)
      .map((p) => action("switch", `Switch to ${p.name}`, `<input type="hidden" name="price" value="${escape(p.priceId)}">`, true))
      .join("");
    const scheduled = s.scheduledPriceId
      ? `<p>Your plan changes to ${escape(plan(s.scheduledPriceId).name)} on ${formatDate(s.periodEnd)}.</p>${action("keep", `Keep ${current.name}`, "", true)}`
      : "";
    const cancel = s.cancelAtPeriodEnd
      ? action("renew", "Don't cancel")
      : step === "cancel"
        ? `<p>Cancel your plan? You keep it until ${formatDate(s.periodEnd)}.</p>${action("cancel", "Confirm cancellation")}`
        : `<p><a class="button secondary" href="/p/session/${id}?step=cancel">Cancel subscription</a></p>`;
    return page(
      "Billing portal",
      `${back}<h1>Billing portal</h1>${status}${confirm}
<section><h2>Postloom ${escape(current.name)}</h2><p>${s.cancelAtPeriodEnd ? `Your plan ends on ${formatDate(s.periodEnd)}.` : `Your plan renews on ${formatDate(s.periodEnd)}.`}</p>${scheduled}${switches}${cancel}</section>
<section><h2>Test clock</h2>${action("advance", "Go to the next billing date", "", true)}</section>`,
    );
  }

  async function portalAction(id: string, name: string, form: URLSearchParams): Promise<string> {
    const portal = portals.get(id)!;
    const before = liveSubscriptionOf(portal.customer);
    if (!before) return "failed";
    const t = now();
    // Releasing a schedule: the subscription carries on as it is (nothing when there is none).
    const release = (s: HostedSubscription) =>
      s.scheduledPriceId
        ? [
            event("subscription_schedule.released", scheduleObject(s, "released")),
            event("customer.subscription.updated", subscriptionObject({ ...s, scheduledPriceId: null }), { schedule: scheduleId(s) }),
          ]
        : [];
    if (name === "switch") {
      const priceId = form.get("price")!;
      if (priceId === before.scheduledPriceId) return "scheduled";
      if (plan(priceId).cents < plan(before.priceId).cents) {
        const after = save({ ...before, scheduledPriceId: priceId });
        await deliver([
          event("subscription_schedule.created", scheduleObject(after, "before")),
          event("customer.subscription.updated", subscriptionObject(after), { schedule: null }),
        ]);
        return "scheduled";
      }
      await deliver(release(before));
      const after = save({ ...before, priceId, scheduledPriceId: null });
      const share = Math.max(0, Math.min(1, (before.periodEnd - t) / (before.periodEnd - before.periodStart)));
      await deliver([
        event("customer.subscription.updated", subscriptionObject(after), { items: subscriptionObject(before).items }),
        event(
          "invoice.paid",
          invoiceObject(after, "subscription_update", [
            { priceId: before.priceId, amount: -Math.round(plan(before.priceId).cents * share), start: t, end: before.periodEnd, proration: true },
            { priceId, amount: Math.round(plan(priceId).cents * share), start: t, end: before.periodEnd, proration: true },
          ]),
        ),
      ]);
      return "switched";
    }
    if (name === "keep") {
      await deliver(release(before));
      save({ ...before, scheduledPriceId: null });
      return "kept";
    }
    if (name === "cancel" || name === "renew") {
      const cancel = name === "cancel";
      if (cancel) await deliver(release(before));
      const after = save({ ...before, cancelAtPeriodEnd: cancel, canceledAt: cancel ? t : null, scheduledPriceId: cancel ? null : before.scheduledPriceId });
      await deliver([event("customer.subscription.updated", subscriptionObject(after), { cancel_at_period_end: !cancel })]);
      return cancel ? "cancelled" : "renewed";
    }
    // advance: the test clock reaches the end of the period.
    if (before.cancelAtPeriodEnd) {
      const ended = save({ ...before, status: "canceled" });
      await deliver([event("customer.subscription.deleted", subscriptionObject(ended))]);
    } else {
      // A scheduled downgrade starts with the new period: its schedule enters the last phase.
      const after = save({
        ...before,
        priceId: before.scheduledPriceId ?? before.priceId,
        scheduledPriceId: null,
        periodStart: before.periodEnd,
        periodEnd: addMonth(before.periodEnd),
      });
      await deliver([
        ...(before.scheduledPriceId ? [event("subscription_schedule.updated", scheduleObject(before, "after"))] : []),
        event("customer.subscription.updated", subscriptionObject(after), { items: subscriptionObject(before).items }),
        event(
          "invoice.paid",
          invoiceObject(after, "subscription_cycle", [
            { priceId: after.priceId, amount: plan(after.priceId).cents, start: after.periodStart, end: after.periodEnd, proration: false },
          ]),
        ),
      ]);
    }
    return "advanced";
  }

  const html = (res: ServerResponse, body: string) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(body);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { Location: location });
    res.end();
  };

  return {
    checkouts,
    portals,
    /** Registers a checkout session the API created, so its hosted page can be opened. */
    openCheckout: (id: string, body: Json) => checkouts.set(id, { body, status: "open" }),
    openPortal: (id: string, input: { customer: string; returnUrl: string; switchTo?: string }) => portals.set(id, input),
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<boolean> {
      const checkout = url.pathname.match(/^\/c\/pay\/([^/]+)(\/pay)?$/);
      if (checkout) {
        const [, id, paying] = checkout;
        if (req.method === "POST" && paying && checkouts.get(id!)?.status === "open") redirect(res, await pay(id!));
        else html(res, checkoutPage(id!));
        return true;
      }
      const portal = url.pathname.match(/^\/p\/session\/([^/]+)(?:\/(switch|keep|cancel|renew|advance))?$/);
      if (portal) {
        const [, id, action] = portal;
        if (req.method === "POST" && action && portals.has(id!))
          redirect(res, `/p/session/${id}?done=${await portalAction(id!, action, new URLSearchParams(body))}`);
        else html(res, portalPage(id!, url.searchParams.get("done"), url.searchParams.get("step")));
        return true;
      }
      return false;
    },
  };
}
