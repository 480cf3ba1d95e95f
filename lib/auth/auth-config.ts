// The full Auth.js setup: email + password (verified emails only) and Google (or any OpenID provider via GOOGLE_ISSUER).
import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { cookies, headers } from "next/headers";
import { startTrial } from "@/lib/billing/trial";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { checkCredentials, signInAttemptFrom, verifyEmailThroughGoogle } from "./accounts";
import { baseAuthConfig } from "@/lib/sessions/config";
import { deviceCookieFor } from "./known-devices";
import { clientIp } from "./rate-limit";
import { endSession, isSessionLive, startSession } from "@/lib/sessions/sessions";
import { signInSchema } from "./schemas";

/** Built per request, so env is read at run time, never at build time. */
export function authConfig(): NextAuthConfig {
  const base = baseAuthConfig();
  return {
    ...base,
    adapter: PrismaAdapter(db),
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        // Both doors (POST /api/account/sign-in and Auth.js's own /api/auth/callback/credentials) end here,
        // with the caller's headers, so both go through the same limiter.
        async authorize(credentials, request) {
          const parsed = signInSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const attempt = signInAttemptFrom(request.headers);
          const user = await checkCredentials(parsed.data.email, parsed.data.password, attempt);
          const cookie = deviceCookieFor(attempt.device, user.id);
          (await cookies()).set(cookie.name, cookie.value, cookie.options);
          return user;
        },
      }),
      ...(env.modes.google === "production"
        ? [
            Google({
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              ...(env.GOOGLE_ISSUER && { issuer: env.GOOGLE_ISSUER }),
              // An existing account with the address Google vouches for is the same person (the signIn callback
              // refuses addresses the provider has not verified; the signIn event drops an unverified account's password).
              allowDangerousEmailAccountLinking: true,
            }),
          ]
        : []),
    ],
    events: {
      async signIn({ user, account, profile }) {
        if (account?.provider === "google" && user.id && profile?.email_verified === true) {
          await verifyEmailThroughGoogle(user.id);
          if (user.email) await startTrial(user.id, user.email, clientIp(await headers()));
        }
      },
      // Both doors (POST /api/account/sign-out and Auth.js's own /api/auth/signout) end the server-side session.
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await endSession(sid);
      },
    },
    callbacks: {
      ...base.callbacks,
      // Accounts are linked by address, so an address the provider has not verified (possible with another
      // OpenID provider behind GOOGLE_ISSUER) would open whichever account holds it.
      signIn({ account, profile }) {
        return account?.provider !== "google" || profile?.email_verified === true;
      },
      // Signing in opens a server-side session and puts its id in the cookie; any later read of the cookie
      // through Auth.js (its /api/auth/session) finds an ended session signed out, as lib/auth's auth() does.
      async jwt(params) {
        const token = base.callbacks!.jwt!(params) as typeof params.token;
        if (params.user?.id) token.sid = await startSession(params.user.id);
        else if (typeof token.sid !== "string" || !(await isSessionLive(token.sid, String(token.uid ?? token.sub)))) return null;
        if (params.account?.provider === "google") token.emailVerified = Boolean(params.profile?.email_verified);
        return token;
      },
    },
  };
}
