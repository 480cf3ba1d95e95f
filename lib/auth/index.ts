// Auth.js v5: email + password (verified emails only) and Google (or any OpenID provider via GOOGLE_ISSUER).
import "server-only";
import NextAuth from "next-auth";
import { headers } from "next/headers";
import { cache } from "react";
import { authConfig } from "./auth-config";
import { openSessionCookie } from "./read-session";
import { isSessionLive } from "./sessions";

const nextAuth = NextAuth(authConfig);

export const { handlers, signIn, signOut } = nextAuth;

/**
 * The current session, read once per request straight from the session cookie (see read-session.ts) and
 * checked against its server-side row (sessions.ts): what Auth.js's own `auth()` answers for a JWT session,
 * without rebuilding the whole Auth.js setup and running an internal session request on every call.
 */
export const auth = cache(async () => {
  const session = await openSessionCookie(await headers());
  return session && (await isSessionLive(session.sessionId, session.user.id)) ? session : null;
});
