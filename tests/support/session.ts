// Route-handler tests act as a signed-in user by mocking the session cookie's reader (lib/auth's `auth` and
// `claimedSession`): the session it claims is a real, open row of "UserSession", as after a sign-in, so reads
// that check it in their own statement (lib/sessions/read-scope.ts) find it.
import { vi } from "vitest";
import { db } from "@/lib/db";

export const session: { user: { id: string; email: string; verified: boolean } | null; sessionId?: string } = { user: null };

vi.mock("@/lib/auth", async () => {
  const { isSessionLive } = await import("@/lib/sessions/sessions");
  const current = async () => {
    if (!session.user) return null;
    // A test's own session (made with startSession) as it is; otherwise one opened for the user now.
    const sessionId = session.sessionId ?? `test-session-${session.user.id}`;
    // Requests a test makes at once open it at once: the insert, not a read then an insert, decides.
    if (!session.sessionId) {
      await db.$executeRaw`INSERT INTO "UserSession" ("id", "userId", "expiresAt") VALUES (${sessionId}, ${session.user.id}, now() + interval '1 hour') ON CONFLICT ("id") DO NOTHING`;
    }
    return { sessionId, user: session.user, expires: new Date(Date.now() + 3600_000).toISOString() };
  };
  return {
    // Clearing the cookie needs Next's request scope; what signing out means on the server is lib/sessions/sessions.ts.
    signOut: async () => {},
    auth: async () => {
      const claimed = await current();
      return claimed && (await isSessionLive(claimed.sessionId, claimed.user.id)) ? claimed : null;
    },
    claimedSession: async () => {
      const claimed = await current();
      return (
        claimed && {
          session: claimed,
          get live() {
            return isSessionLive(claimed.sessionId, claimed.user.id);
          },
        }
      );
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
