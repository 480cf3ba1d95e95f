// The sandbox's checkout and portal sessions. Stripe keeps a session on its side and gives out a URL;
// the sandbox has nowhere to keep one, so the URL carries the session itself, signed so that it
// cannot be altered or made up. Like Stripe's, a session expires after a day.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/env";
import { SUBSCRIPTION_TYPES } from "@/lib/plans/catalogue";

const LIFETIME_SECONDS = 24 * 60 * 60;

const checkoutSession = z.object({
  kind: z.literal("checkout"),
  id: z.string(),
  userId: z.string(),
  customerId: z.string(),
  type: z.enum(SUBSCRIPTION_TYPES),
  successUrl: z.string(),
  cancelUrl: z.string(),
  exp: z.number(),
});
const portalSession = z.object({
  kind: z.literal("portal"),
  id: z.string(),
  userId: z.string(),
  customerId: z.string(),
  returnUrl: z.string(),
  switchTo: z.enum(SUBSCRIPTION_TYPES).optional(),
  exp: z.number(),
});
const sessionSchema = z.discriminatedUnion("kind", [checkoutSession, portalSession]);

export type SandboxCheckoutSession = z.infer<typeof checkoutSession>;
export type SandboxPortalSession = z.infer<typeof portalSession>;
type SandboxSession = z.infer<typeof sessionSchema>;

function signature(body: string) {
  return createHmac("sha256", env.AUTH_SECRET).update(`postloom sandbox billing session:${body}`).digest("base64url");
}

export function sandboxId(prefix: string) {
  return `${prefix}_sbx_${randomBytes(12).toString("hex")}`;
}

export function encodeSandboxSession(session: Omit<SandboxCheckoutSession, "exp" | "id"> | Omit<SandboxPortalSession, "exp" | "id">): string {
  const full = { ...session, id: sandboxId(session.kind === "checkout" ? "cs" : "bps"), exp: Math.floor(Date.now() / 1000) + LIFETIME_SECONDS };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${body}.${signature(body)}`;
}

function decode(token: string | undefined | null): SandboxSession | null {
  if (!token) return null;
  const [body, mac] = token.split(".");
  if (!body || !mac) return null;
  const expected = Buffer.from(signature(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = sessionSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp < Date.now() / 1000) return null;
  return parsed.data;
}

/** The checkout session in `token` if it is genuine, unexpired and the signed-in user's; otherwise null. */
export function readSandboxCheckoutSession(token: string | undefined | null, userId: string): SandboxCheckoutSession | null {
  const session = decode(token);
  return session?.kind === "checkout" && session.userId === userId ? session : null;
}

export function readSandboxPortalSession(token: string | undefined | null, userId: string): SandboxPortalSession | null {
  const session = decode(token);
  return session?.kind === "portal" && session.userId === userId ? session : null;
}
