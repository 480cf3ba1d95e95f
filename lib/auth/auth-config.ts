// The full Auth.js setup: email + password (verified emails only) and Google (or any OpenID provider via GOOGLE_ISSUER).
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { checkCredentials, verifyEmailThroughGoogle } from "./accounts";
import { baseAuthConfig } from "./config";
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
        async authorize(credentials) {
          const parsed = signInSchema.safeParse(credentials);
          if (!parsed.success) return null;
          return checkCredentials(parsed.data.email, parsed.data.password);
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
        if (account?.provider === "google" && user.id && profile?.email_verified === true) await verifyEmailThroughGoogle(user.id);
      },
    },
    callbacks: {
      ...base.callbacks,
      // Accounts are linked by address, so an address the provider has not verified (possible with another
      // OpenID provider behind GOOGLE_ISSUER) would open whichever account holds it.
      signIn({ account, profile }) {
        return account?.provider !== "google" || profile?.email_verified === true;
      },
      jwt(params) {
        const token = base.callbacks!.jwt!(params) as typeof params.token;
        if (params.account?.provider === "google") token.emailVerified = Boolean(params.profile?.email_verified);
        return token;
      },
    },
  };
}
