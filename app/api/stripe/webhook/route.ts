// POST /api/stripe/webhook – signed events from Stripe (and from the sandbox checkout and portal)
import { ok, readBody } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";

/** Stripe's events are a few kB; a subscription with many items stays well under this. */
const STRIPE_EVENT_LIMIT = 512 * 1024;

const MESSAGES = {
  processed: "Event processed.",
  duplicate: "Event already processed.",
  ignored: "Event type not handled.",
} as const;

export const POST = apiHandler(async (request) => {
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialised.
  const received = await receiveStripeEvent(await readBody(request, STRIPE_EVENT_LIMIT), request.headers.get("stripe-signature"));
  return ok(received, MESSAGES[received.outcome]);
});
