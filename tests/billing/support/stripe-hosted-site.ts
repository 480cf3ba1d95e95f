// What the pages Stripe hosts share in the Stripe double: the plans, the open checkouts and portal sessions, the
// subscriptions they made, the delivery of their events to the app's webhook, and the HTML of a page.
import Stripe from "stripe";
import { subscriptionObject, type HostedSubscription, type Json } from "./stripe-hosted-objects";

export type HostedPlan = { priceId: string; name: string; cents: number };
export type HostedPagesOptions = { webhookUrl: string; webhookSecret: string; plans: HostedPlan[] };

export type HostedSite = ReturnType<typeof createSite>;

export function createSite(options: HostedPagesOptions, state: { customers: Map<string, Json>; subscriptions: Map<string, Json> }) {
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

  return { options, customers: state.customers, checkouts, portals, plan, deliver, save, liveSubscriptionOf };
}

export const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
export const formatDate = (seconds: number) => new Date(seconds * 1000).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

export function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}button,a.button{display:inline-block;min-height:44px;padding:0 1rem;margin:.25rem 0;font:inherit;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;text-decoration:none;line-height:44px;cursor:pointer}a.secondary,button.secondary{background:#fff;color:#635bff}[role=status]{border:1px solid #2e7d32;background:#e8f5e9;padding:.75rem;border-radius:6px}</style></head>
<body><p><strong>Stripe test mode</strong> (a local stand-in)</p>${body}</body></html>`;
}
