// Delivers events to the webhook route handler the way Stripe does: a JSON body signed with the
// SDK's test-header helper in the Stripe-Signature header.
import Stripe from "stripe";
import { POST } from "@/app/api/stripe/webhook/route";
import { stripeWebhookSecret } from "@/lib/integrations/billing/webhook-secret";

export type WebhookReply = { status: number; statusCode: string; message: string; object: { id: string; type: string; outcome: string } | null };

export async function postWebhook(payload: string, signature: string | null): Promise<WebhookReply> {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (signature !== null) headers.set("Stripe-Signature", signature);
  const response = await POST(new Request("http://localhost/api/stripe/webhook", { method: "POST", headers, body: payload }), undefined);
  return { status: response.status, ...(await response.json()) };
}

export function sign(payload: string, secret = stripeWebhookSecret(), timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export async function deliver(event: object, secret?: string): Promise<WebhookReply> {
  const payload = JSON.stringify(event);
  return postWebhook(payload, sign(payload, secret));
}
