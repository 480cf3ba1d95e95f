// Auth.js settings shared by the request proxy and the server (no database access here).
import "server-only";
import type { NextAuthConfig, Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { env } from "@/lib/env";

/** Kept equal to lib/sessions/sessions.ts's row lifetime (this module is also read by the proxy, away from the database). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

declare module "next-auth" {
  interface Session {
    /** The server-side session (lib/sessions/sessions.ts) the cookie belongs to. */
    sessionId: string;
    user: { id: string; email: string; /** The email address has been verified. */ verified: boolean; name?: string | null; image?: string | null };
  }
}

/** What our session adds to Auth.js's user fields, from the token the jwt callback below fills. */
export function sessionUserFields(token: JWT): Pick<Session["user"], "id" | "verified"> {
  return { id: (token.uid ?? token.sub) as string, verified: Boolean(token.emailVerified) };
}

export function baseAuthConfig(): NextAuthConfig {
  return {
    secret: env.AUTH_SECRET,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [],
    callbacks: {
      jwt({ token, user }) {
        if (user?.id) {
          token.uid = user.id;
          token.emailVerified = Boolean((user as { emailVerified?: Date | null }).emailVerified);
        }
        return token;
      },
      session({ session, token }) {
        Object.assign(session.user, sessionUserFields(token));
        session.sessionId = token.sid as string;
        return session;
      },
    },
    logger: {
      // A refused sign-in is an expected outcome, not a server error worth a stack trace.
      error(error) {
        if ((error as { type?: string }).type === "CredentialsSignin") return;
        console.error("[auth]", error);
      },
    },
  };
}
