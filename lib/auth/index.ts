// Auth.js v5: email + password (verified emails only) and Google (or any OpenID provider via GOOGLE_ISSUER).
import "server-only";
import NextAuth from "next-auth";
import { headers } from "next/headers";
import { cache } from "react";
import { authConfig } from "./auth-config";
import { openSessionCookie } from "@/lib/sessions/read-session";
import { isSessionLive } from "@/lib/sessions/sessions";

const nextAuth = NextAuth(authConfig);

export const { handlers, signIn, signOut } = nextAuth;

/**
 * The current session, read once per request straight from the session cookie (see read-session.ts) and
 * checked against its server-side row (sessions.ts): what Auth.js's own `auth()` answers for a JWT session,
 * without rebuilding the whole Auth.js setup and running an internal session request on every call.
 */
export const auth = cache(async () => {
  const claim = await claimedSession();
  return claim && (await claim.live) ? claim.session : null;
});

/**
 * The session the cookie claims, or null without a genuine cookie, with the check of its server-side row,
 * `live`, made when first asked for: a read that makes the check in its own statement (withUserRead) asks
 * only when it has to. Anything that acts on the session must wait for `live`, as `auth()` does.
 */
export const claimedSession = cache(async () => {
  const session = await openSessionCookie(await headers());
  if (!session) return null;
  let live: Promise<boolean> | undefined;
  return {
    session,
    get live() {
      return (live ??= isSessionLive(session.sessionId, session.user.id));
    },
  };
});
