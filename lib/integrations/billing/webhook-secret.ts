// The secret that signs Stripe webhook events: STRIPE_WEBHOOK_SECRET in production. The sandbox has no
// Stripe account to issue one, so it derives a stable secret from AUTH_SECRET; its checkout and portal
// sign their events with it and the one webhook route verifies them exactly as it verifies Stripe's.
import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";

export function deriveSandboxWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac("sha256", authSecret).update("postloom sandbox stripe webhook").digest("base64url")}`;
}

export function stripeWebhookSecret(): string {
  return env.STRIPE_WEBHOOK_SECRET ?? deriveSandboxWebhookSecret(env.AUTH_SECRET);
}
