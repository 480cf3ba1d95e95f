// POST /api/stripe/webhook – signed events from Stripe (and from the sandbox checkout and portal)
import { ok } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";

const MESSAGES = {
  processed: "Event processed.",
  duplicate: "Event already processed.",
  ignored: "Event type not handled.",
} as const;

export const POST = apiHandler(async (request) => {
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialised.
  const received = await receiveStripeEvent(await request.text(), request.headers.get("stripe-signature"));
  return ok(received, MESSAGES[received.outcome]);
});
