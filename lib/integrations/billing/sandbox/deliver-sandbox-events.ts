// The sandbox's webhook delivery: each event is signed exactly as Stripe signs it and handed to the
// webhook's own receiver, which the caller passes in (in process, so it works whatever host the app is
// reached on), one after the other, as Stripe would send them.
import "server-only";
import Stripe from "stripe";
import type { StripeWebhookReceiver } from "../types";
import { stripeWebhookSecret } from "../webhook-secret";
import type { SandboxEvent } from "./sandbox-stripe-objects";

export async function deliverSandboxEvents(webhook: StripeWebhookReceiver, events: SandboxEvent[]): Promise<void> {
  const secret = stripeWebhookSecret();
  for (const event of events) {
    const payload = JSON.stringify(event);
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
    await webhook(payload, signature);
  }
}
