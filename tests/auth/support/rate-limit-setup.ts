// The abuse-limit tests' shared setup: small limits, set before lib/env.ts first reads process.env; next-auth,
// next/headers and lib/auth mocked so the routes run as Next runs them, with the browser's cookie jar and the
// request in flight; and the calls a client makes. Import it before anything under lib/ or app/, and call
// setUpRateLimits() once at the test file's top level. `passwordHash` is a live binding, set once the file's tests start.
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, expect, vi } from "vitest";

// Small limits keep the loops short; set before lib/env.ts first reads process.env.
vi.hoisted(() => {
  process.env.RATE_LIMIT_MAX = "3";
  process.env.RATE_LIMIT_IP_MAX = "5";
  process.env.RATE_LIMIT_WINDOW_SECONDS = "900";
  process.env.TRUSTED_PROXY_HOPS = "1";
});

// next-auth's entry needs Next's bundler to load; the error classes it re-exports are @auth/core's own.
vi.mock("next-auth", async () => {
  const { AuthError, CredentialsSignin } = await import("@auth/core/errors");
  return { AuthError, CredentialsSignin };
});

/** The browser's cookie jar and the request in flight, as next/headers would see them. */
const browser = vi.hoisted(() => ({ jar: new Map<string, string>(), headers: new Headers() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ set: (name: string, value: string) => void browser.jar.set(name, value) }),
  headers: async () => browser.headers,
}));
// Auth.js's server-side signIn() forwards the request's headers to its Credentials provider, whose authorize
// decides; here it calls that authorize (the app's real one) the same way.
vi.mock("@/lib/auth", async () => {
  const { authConfig } = await import("@/lib/auth/auth-config");
  return {
    signIn: async (_provider: string, credentials: { email: string; password: string }) => {
      const provider = authConfig().providers[0] as unknown as { options: { authorize: (c: unknown, r: Request) => Promise<unknown> } };
      const user = await provider.options.authorize(
        credentials,
        new Request("http://localhost:3000/api/auth/callback/credentials", { headers: browser.headers }),
      );
      if (!user) throw new (await import("@auth/core/errors")).CredentialsSignin();
    },
  };
});

const { POST: signInRoute } = await import("@/app/api/account/sign-in/route");
export const { POST: signUpRoute } = await import("@/app/api/account/sign-up/route");
export const { POST: resendRoute } = await import("@/app/api/account/resend-verification/route");
export const { accountLimits, clientIp, consumeRateLimit } = await import("@/lib/auth/rate-limit");
export const { DEVICE_COOKIE } = await import("@/lib/auth/known-devices");
const { hashPassword } = await import("@/lib/auth/password");
export const { db } = await import("@/lib/db");
export const { env } = await import("@/lib/env");
const { warmUpDatabase } = await import("../../support/users");

type Route = (request: Request, context: unknown) => Promise<Response> | Response;

export { browser };

export const PASSWORD = "right-password";
export let passwordHash: string;

export function setUpRateLimits() {
  beforeAll(async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    await warmUpDatabase();
    passwordHash = await hashPassword(PASSWORD);
  });

  beforeEach(() => {
    browser.jar.clear();
  });
}

export const email = (prefix = "limit") => `${prefix}-${randomUUID()}@example.test`;
/** A documentation-range address in a /64 of its own for each caller, so tests never share a counter. */
export const ip = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

export type Client = { ip: string; cookies?: Map<string, string>; spoofed?: string };

export async function post(route: Route, path: string, body: unknown, client: Client) {
  // What reaches the app through one trusted proxy: whatever the client wrote, then the address the proxy saw.
  const forwarded = [client.spoofed, client.ip, "10.0.0.1"].filter(Boolean).join(", ");
  const cookie = [...(client.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join("; ");
  browser.headers = new Headers({ "Content-Type": "application/json", "x-forwarded-for": forwarded, ...(cookie && { cookie }) });
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: browser.headers, body: JSON.stringify(body) });
  const response = await route(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { statusCode: string; message: string } };
}

export const signIn = (address: string, password: string, client: Client | string) =>
  post(signInRoute, "/api/account/sign-in", { email: address, password }, typeof client === "string" ? { ip: client } : client);

export function expectLimited(reply: { status: number; body: { statusCode: string; message: string } }) {
  expect(reply.status).toBe(429);
  expect(reply.body.statusCode).toBe("RATE_LIMITED");
  expect(reply.body.message).toBe("Too many attempts. Please try again in 15 minutes.");
}

export async function verifiedUser() {
  const address = email("member");
  await db.user.create({ data: { email: address, emailVerified: new Date(), passwordHash } });
  return address;
}
