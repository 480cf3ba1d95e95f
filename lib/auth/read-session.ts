// Reads the session from Auth.js's session cookie (a JWT encrypted with AUTH_SECRET), as Auth.js does.
import type { Session } from "next-auth";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";
import { sessionUserFields } from "./config";

/** Auth.js's session cookie name on https sites (possibly split into .0, .1, … chunks). */
const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";

export async function readSession(requestHeaders: Headers): Promise<Session | null> {
  // Auth.js names the cookie __Secure-… on https sites; the name is also the key's salt, so a token
  // sealed under one name does not open under the other.
  const secureCookie = (requestHeaders.get("cookie") ?? "").includes(SECURE_SESSION_COOKIE);
  const token = await getToken({ req: { headers: requestHeaders }, secret: env.AUTH_SECRET, secureCookie }).catch(() => null);
  if (!token || typeof token.exp !== "number") return null;
  const user = sessionUserFields(token);
  if (!user.id) return null;
  return {
    user: { ...user, email: token.email ?? "", name: token.name ?? null, image: token.picture ?? null },
    expires: new Date(token.exp * 1000).toISOString(),
  };
}
