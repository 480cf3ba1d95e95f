// openSessionCookie() behind auth() and the proxy: the session read straight from Auth.js's session cookie,
// as Auth.js reads it. (Whether its server-side session is still open: tests/auth/sessions.test.ts.)
import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";

import { openSessionCookie } from "@/lib/sessions/read-session";

const cookieHeader = { value: "" };
const auth = () => openSessionCookie(new Headers(cookieHeader.value ? { cookie: cookieHeader.value } : {}));

const NAME = "authjs.session-token";
const SECURE_NAME = `__Secure-${NAME}`;

async function tokenFor(claims: Record<string, unknown>, { salt = NAME, maxAge = 3600 } = {}) {
  return encode({ token: claims, secret: env.AUTH_SECRET, salt, maxAge });
}

beforeEach(() => {
  cookieHeader.value = "";
});

describe("openSessionCookie", () => {
  it("is null without a session cookie", async () => {
    expect(await auth()).toBeNull();
  });

  it("gives the user of a valid session cookie, with id, email and verified flag", async () => {
    cookieHeader.value = `other=1; ${NAME}=${await tokenFor({ sub: "user-1", uid: "user-1", sid: "session-1", email: "ana@example.test", emailVerified: true })}`;
    const session = await auth();
    expect(session?.user).toEqual({ id: "user-1", email: "ana@example.test", verified: true, name: null, image: null });
    expect(session?.sessionId).toBe("session-1");
    expect(Date.parse(session!.expires)).toBeGreaterThan(Date.now());
  });

  it("reads the __Secure- cookie an https site gets", async () => {
    cookieHeader.value = `${SECURE_NAME}=${await tokenFor({ sub: "user-2", sid: "session-2", email: "bo@example.test" }, { salt: SECURE_NAME })}`;
    expect((await auth())?.user).toMatchObject({ id: "user-2", verified: false });
  });

  it("refuses a token sealed for the other cookie name, a tampered one, an expired one, or one for another secret", async () => {
    const secureToken = await tokenFor({ sub: "user-3" }, { salt: SECURE_NAME });
    const cases = [
      `${NAME}=${secureToken}`,
      `${NAME}=${(await tokenFor({ sub: "user-3" })).slice(0, -4)}AAAA`,
      `${NAME}=${await tokenFor({ sub: "user-3" }, { maxAge: -60 })}`,
      `${NAME}=${await encode({ token: { sub: "user-3" }, secret: "another-secret-entirely", salt: NAME })}`,
    ];
    for (const cookie of cases) {
      cookieHeader.value = cookie;
      expect(await auth(), cookie.slice(0, 40)).toBeNull();
    }
  });

  it("refuses a cookie from before server-side sessions (no session id)", async () => {
    cookieHeader.value = `${NAME}=${await tokenFor({ sub: "user-5", uid: "user-5", email: "di@example.test" })}`;
    expect(await auth()).toBeNull();
  });

  it("opens a cookie once, and stops answering for it when its session expires", async () => {
    cookieHeader.value = `${NAME}=${await tokenFor({ sub: "user-4", uid: "user-4", sid: "session-4", email: "cy@example.test" }, { maxAge: 60 })}`;
    const first = await auth();
    expect(first?.user).toMatchObject({ id: "user-4" });
    expect(await auth()).toBe(first);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await auth()).toBeNull();
  });
});

afterEach(() => {
  vi.useRealTimers();
});
