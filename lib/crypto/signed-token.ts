// Short-lived signed values (OAuth state, sandbox codes): HMAC-SHA256 with AUTH_SECRET over the
// purpose and the payload, so a value made for one purpose is refused for another.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

type Envelope<T> = { p: T; exp: number };

function sign(purpose: string, body: string, secret: string) {
  return createHmac("sha256", secret).update(`${purpose}.${body}`).digest("base64url");
}

export function createSignedToken<T>(purpose: string, payload: T, ttlMs: number, secret: string = env.AUTH_SECRET, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: payload, exp: now + ttlMs } satisfies Envelope<T>)).toString("base64url");
  return `${body}.${sign(purpose, body, secret)}`;
}

/** The payload, or null when the value is malformed, forged, made for another purpose, or expired. */
export function readSignedToken<T>(purpose: string, token: string, secret: string = env.AUTH_SECRET, now = Date.now()): T | null {
  return readSignedTokenWithExpiry<T>(purpose, token, secret, now)?.payload ?? null;
}

/** readSignedToken, with when the value expires (ms since the epoch). */
export function readSignedTokenWithExpiry<T>(
  purpose: string,
  token: string,
  secret: string = env.AUTH_SECRET,
  now = Date.now(),
): { payload: T; expiresAt: number } | null {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length) return null;
  const expected = Buffer.from(sign(purpose, body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const envelope = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Envelope<T>;
    return typeof envelope.exp === "number" && envelope.exp > now ? { payload: envelope.p, expiresAt: envelope.exp } : null;
  } catch {
    return null;
  }
}
