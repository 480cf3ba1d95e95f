// Opens Auth.js's session cookie (a JWT encrypted with AUTH_SECRET), as Auth.js does. This only proves the
// cookie is genuine and unexpired; whether its session is still open on the server is lib/auth's `auth()`.
// The request proxy uses this alone, to send visitors without a cookie to /login before any page runs.
import "server-only";
import type { Session } from "next-auth";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";
import { sessionUserFields } from "./config";

/** Auth.js's session cookie name on https sites (possibly split into .0, .1, … chunks). */
const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";

/**
 * Sessions already opened, by cookie header. Opening one (key derivation and decryption) is the largest
 * part of a small API request, and the proxy and the route handler each need it; the token is sealed
 * and carries its own expiry, so the same cookie always opens to the same session until then.
 */
const opened = new Map<string, Readonly<Session>>();
const OPENED_MAX = 1_000;

export async function openSessionCookie(requestHeaders: Headers): Promise<Session | null> {
  const cookie = requestHeaders.get("cookie") ?? "";
  // Both names, and their chunks (.0, .1, …), contain this.
  if (!cookie.includes("authjs.session-token")) return null;
  const known = opened.get(cookie);
  if (known) {
    opened.delete(cookie);
    if (Date.parse(known.expires) <= Date.now()) return null;
    opened.set(cookie, known); // most recently used last
    return known;
  }
  const session = await openSession(requestHeaders, cookie);
  if (session) {
    opened.set(cookie, session);
    if (opened.size > OPENED_MAX) opened.delete(opened.keys().next().value!);
  }
  return session;
}

async function openSession(requestHeaders: Headers, cookie: string): Promise<Session | null> {
  // Auth.js names the cookie __Secure-… on https sites; the name is also the key's salt, so a token
  // sealed under one name does not open under the other.
  const secureCookie = cookie.includes(SECURE_SESSION_COOKIE);
  const token = await getToken({ req: { headers: requestHeaders }, secret: env.AUTH_SECRET, secureCookie }).catch(() => null);
  if (!token || typeof token.exp !== "number") return null;
  const user = sessionUserFields(token);
  if (!user.id || typeof token.sid !== "string") return null;
  return Object.freeze({
    sessionId: token.sid,
    user: Object.freeze({ ...user, email: token.email ?? "", name: token.name ?? null, image: token.picture ?? null }),
    expires: new Date(token.exp * 1000).toISOString(),
  });
}
