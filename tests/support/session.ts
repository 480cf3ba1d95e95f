// Route-handler tests act as a signed-in user by mocking the session reader (lib/auth's `auth`).
import { vi } from "vitest";
import { db } from "@/lib/db";

export const session: { user: { id: string; email: string; verified: boolean } | null; sessionId?: string } = { user: null };

vi.mock("@/lib/auth", async () => {
  const { Prisma } = await import("@/lib/generated/prisma/client");
  const current = () =>
    session.user ? { sessionId: session.sessionId ?? `test-session-${session.user.id}`, user: session.user, expires: new Date(Date.now() + 3600_000).toISOString() } : null;
  return {
    // Clearing the cookie needs Next's request scope; what signing out means on the server is lib/auth/sessions.ts.
    signOut: async () => {},
    auth: async () => current(),
    // The faked session is open (tests of ended sessions go through lib/auth/sessions.ts and the browser).
    claimedSession: async () => {
      const claimed = current();
      return claimed && { session: claimed, live: Promise.resolve(true), open: Prisma.sql`TRUE` };
    },
  };
});

export async function createUser(prefix = "user") {
  const email = `${prefix}-${crypto.randomUUID()}@example.test`;
  return db.user.create({ data: { email, emailVerified: new Date() }, select: { id: true, email: true } });
}

/** Acts as `user` (null: a visitor), in the server-side session `sessionId` when the test made one. */
export function actAs(user: { id: string; email: string } | null, sessionId?: string) {
  session.user = user ? { ...user, verified: true } : null;
  session.sessionId = sessionId;
}

/** A request to a route handler; a string body is sent as JSON, as the browser's client sends it. */
export function call(url: string, init?: RequestInit) {
  const headers = new Headers(init?.headers);
  if (typeof init?.body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
  return new Request(new URL(url, "http://localhost:3000"), { ...init, headers });
}

export const noParams = { params: Promise.resolve({}) };
