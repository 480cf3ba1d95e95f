// The pages Stripe hosts, for the Stripe double: Checkout (pay or cancel a subscription) and the customer
// portal (switch plan: a cheaper one at the end of the period through a subscription schedule, as the
// portal's schedule_at_period_end setting does, a dearer one at once; keep the plan instead; cancel at the
// end of the period, undo that, and a test-clock jump to the next billing date). Each action sends the events
// Stripe would send, signed with the webhook secret, to the app's webhook, then shows the page again, as Stripe's
// own pages do. Stripe's objects: stripe-hosted-objects.ts; the portal: stripe-hosted-portal.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { addMonth, event, invoiceObject, newId, now, subscriptionObject, type Json } from "./stripe-hosted-objects";
import { portalAction, portalPage } from "./stripe-hosted-portal";
import { createSite, escape, page, type HostedPagesOptions } from "./stripe-hosted-site";

export type { HostedSubscription } from "./stripe-hosted-objects";
export type { HostedPagesOptions, HostedPlan } from "./stripe-hosted-site";

/** Handles a hosted page request; false when the path is not one of them. */
export function hostedPages(options: HostedPagesOptions, state: { customers: Map<string, Json>; subscriptions: Map<string, Json> }) {
  const site = createSite(options, state);
  const { checkouts, portals, plan, deliver, save } = site;

  function checkoutPage(id: string): string {
    const session = checkouts.get(id);
    if (!session || session.status !== "open") return page("Checkout", `<h1>This checkout has expired</h1><p>Start again from Plans &amp; Billing.</p>`);
    const priceId = String(((session.body.line_items as Json[])[0] as Json).price);
    const { name, cents } = plan(priceId);
    const email = String(site.customers.get(String(session.body.customer))?.email ?? "");
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
          redirect(res, `/p/session/${id}?done=${await portalAction(site, id!, action, new URLSearchParams(body))}`);
        else html(res, portalPage(site, id!, url.searchParams.get("done"), url.searchParams.get("step")));
        return true;
      }
      return false;
    },
  };
}
