// Device cookies, as OWASP describes them ("Slow Down Online Guessing Attacks with Device Cookies"): a
// browser that has signed in to an account carries a signed cookie naming that account. Its attempts at
// that account count against a limit of its own, not the account's lockout, so a stranger's wrong guesses
// cannot lock the owner out of the browsers they already use. A device that keeps failing is locked out
// by its own limit.
import "server-only";
import { randomUUID } from "node:crypto";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";
import { env } from "@/lib/env";
import { cookieValue } from "@/lib/http/cookies";

export const DEVICE_COOKIE = "postloom-device";
const PURPOSE = "known-device";
const TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts one browser remembers (several people may share a shop's computer). */
const MAX_ACCOUNTS = 5;

export type KnownDevice = { id: string; userIds: string[] };

/** The device the request's cookie names, if its signature holds. */
export function knownDeviceFrom(headers: Headers): KnownDevice | null {
  const value = cookieValue(headers.get("cookie"), DEVICE_COOKIE);
  const device = value ? readSignedToken<KnownDevice>(PURPOSE, decodeURIComponent(value)) : null;
  return device && typeof device.id === "string" && Array.isArray(device.userIds) ? device : null;
}

/** The cookie that marks this browser as one `userId` has signed in from (keeping the others it knows). */
export function deviceCookieFor(device: KnownDevice | null, userId: string) {
  const next: KnownDevice = {
    id: device?.id ?? randomUUID(),
    userIds: [userId, ...(device?.userIds ?? []).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS),
  };
  return {
    name: DEVICE_COOKIE,
    value: createSignedToken(PURPOSE, next, TTL_MS),
    options: {
      httpOnly: true,
      secure: env.APP_URL.startsWith("https://"),
      sameSite: "lax" as const,
      // Only the sign-in endpoints read it.
      path: "/api",
      maxAge: TTL_MS / 1000,
    },
  };
}
