// The customer portal Stripe hosts, in the Stripe double: switch plan (a cheaper one at the end of the period
// through a subscription schedule, as the portal's schedule_at_period_end setting does, a dearer one at once;
// keep the plan instead), cancel at the end of the period, undo that, and a test-clock jump to the next billing
// date. Each action sends the events Stripe would send to the app's webhook.
import { addMonth, event, invoiceObject, now, scheduleId, scheduleObject, subscriptionObject, type HostedSubscription } from "./stripe-hosted-objects";
import { escape, formatDate, page, type HostedSite } from "./stripe-hosted-site";

/** The portal session's page: the plan, what it can be switched to, cancelling, and the test clock; `done` says what the last action did. */
export function portalPage(site: HostedSite, id: string, done: string | null, step: string | null): string {
  const { options, portals, plan, liveSubscriptionOf } = site;
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

/** Does what a portal form asked; answers what was done, for the page to say. */
export async function portalAction(site: HostedSite, id: string, name: string, form: URLSearchParams): Promise<string> {
  const { portals, plan, deliver, save, liveSubscriptionOf } = site;
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
