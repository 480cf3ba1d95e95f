// Abuse limits (issue 3): sign-in, sign-up and resend each count attempts per client IP and per email
// address in the database, and answer RATE_LIMITED / 429 past the configured number. The routes are called
// as Next calls them. (tests/e2e/auth.spec.ts already shows the per-email sign-in limit through the UI stack.)
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";

// Small limits keep the loops short; set before lib/env.ts first reads process.env.
vi.hoisted(() => {
  process.env.RATE_LIMIT_MAX = "3";
  process.env.RATE_LIMIT_IP_MAX = "5";
  process.env.RATE_LIMIT_WINDOW_SECONDS = "900";
});

// next-auth's entry needs Next's bundler to load; the error classes it re-exports are @auth/core's own.
vi.mock("next-auth", async () => {
  const { AuthError, CredentialsSignin } = await import("@auth/core/errors");
  return { AuthError, CredentialsSignin };
});
// Auth.js's signIn() sets a cookie, which needs a request scope; what it decides is the credentials check
// its Credentials provider runs, so that is what it does here.
vi.mock("@/lib/auth", async () => {
  const { checkCredentials } = await import("@/lib/auth/accounts");
  return { signIn: async (_provider: string, { email, password }: { email: string; password: string }) => void (await checkCredentials(email, password)) };
});

const { POST: signInRoute } = await import("@/app/api/account/sign-in/route");
const { POST: signUpRoute } = await import("@/app/api/account/sign-up/route");
const { POST: resendRoute } = await import("@/app/api/account/resend-verification/route");
const { accountLimits, consumeRateLimit } = await import("@/lib/auth/rate-limit");
const { hashPassword } = await import("@/lib/auth/password");
const { db } = await import("@/lib/db");
const { env } = await import("@/lib/env");
const { warmUpDatabase } = await import("../support/users");

type Route = (request: Request, context: unknown) => Promise<Response> | Response;

const PASSWORD = "right-password";
let passwordHash: string;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  await warmUpDatabase();
  passwordHash = await hashPassword(PASSWORD);
});

const email = (prefix = "limit") => `${prefix}-${randomUUID()}@example.test`;
/** A documentation-range address of its own for each caller, so tests never share a counter. */
const ip = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

async function post(route: Route, path: string, body: unknown, fromIp: string) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-forwarded-for": `${fromIp}, 10.0.0.1` },
    body: JSON.stringify(body),
  });
  const response = await route(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { statusCode: string; message: string } };
}

const signIn = (address: string, password: string, fromIp: string) => post(signInRoute, "/api/account/sign-in", { email: address, password }, fromIp);
const signUp = (address: string, fromIp: string) => post(signUpRoute, "/api/account/sign-up", { email: address, password: PASSWORD }, fromIp);
const resend = (address: string, fromIp: string) => post(resendRoute, "/api/account/resend-verification", { email: address }, fromIp);

function expectLimited(reply: { status: number; body: { statusCode: string; message: string } }) {
  expect(reply.status).toBe(429);
  expect(reply.body.statusCode).toBe("RATE_LIMITED");
  expect(reply.body.message).toBe("Too many attempts. Please try again in 15 minutes.");
}

async function verifiedUser() {
  const address = email("member");
  await db.user.create({ data: { email: address, emailVerified: new Date(), passwordHash } });
  return address;
}

const mailsTo = (address: string) => db.sandboxMail.count({ where: { to: address } });

it("reads the configured limits", () => {
  expect([env.RATE_LIMIT_MAX, env.RATE_LIMIT_IP_MAX]).toEqual([3, 5]);
  expect(accountLimits("sign-in", "1.2.3.4", "a@example.test")).toEqual([
    { key: "sign-in:ip:1.2.3.4", max: 5 },
    { key: "sign-in:email:a@example.test", max: 3 },
  ]);
});

describe("sign-in", () => {
  it("per email: past the limit even the right password from a new IP is refused, whatever the address's case", async () => {
    const address = await verifiedUser();
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) {
      expect((await signIn(i === 0 ? address.toUpperCase() : address, "wrong-password", ip())).status).toBe(401);
    }
    expectLimited(await signIn(address, PASSWORD, ip()));

    // Another address is not held back by this one's count.
    const other = await verifiedUser();
    expect((await signIn(other, PASSWORD, ip())).status).toBe(200);
  });

  it("per IP: past the limit one client is refused for any address, while other clients are not", async () => {
    const client = ip();
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) {
      expect((await signIn(email(), "wrong-password", client)).status).toBe(401);
    }
    const address = await verifiedUser();
    expectLimited(await signIn(address, PASSWORD, client));
    const ok = await signIn(address, PASSWORD, ip());
    expect(ok.status).toBe(200);
    expect(ok.body.statusCode).toBe("OK");
  });

  it("counts again from zero once the window has passed", async () => {
    const address = await verifiedUser();
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) await signIn(address, "wrong-password", ip());
    expectLimited(await signIn(address, PASSWORD, ip()));

    await db.$executeRaw`UPDATE "RateLimit" SET "resetAt" = now() - interval '1 second' WHERE "key" = ${`sign-in:email:${address}`}`;
    expect((await signIn(address, PASSWORD, ip())).status).toBe(200);
  });
});

describe("sign-up", () => {
  it("per email: counts refused repeats too, and stops at the limit", async () => {
    const address = email("signup");
    expect((await signUp(address, ip())).status).toBe(201);
    for (let i = 1; i < env.RATE_LIMIT_MAX; i++) expect((await signUp(address, ip())).status).toBe(409);
    expectLimited(await signUp(address, ip()));
  });

  it("per IP: one client creates no more accounts past the limit", async () => {
    const client = ip();
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) expect((await signUp(email("signup-ip"), client)).status).toBe(201);
    const refused = email("signup-ip");
    expectLimited(await signUp(refused, client));
    expect(await db.user.count({ where: { email: refused } })).toBe(0);
    expect(await mailsTo(refused)).toBe(0);
    expect((await signUp(refused, ip())).status).toBe(201);
  });
});

describe("resend verification", () => {
  async function unverifiedUser() {
    const address = email("resend");
    await db.user.create({ data: { email: address, passwordHash } });
    return address;
  }

  it("per email: sends no more mail past the limit", async () => {
    const address = await unverifiedUser();
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) expect((await resend(address, ip())).status).toBe(200);
    expect(await mailsTo(address)).toBe(env.RATE_LIMIT_MAX);
    expectLimited(await resend(address, ip()));
    expect(await mailsTo(address)).toBe(env.RATE_LIMIT_MAX);
  });

  it("per IP: one client is refused past the limit, for any address", async () => {
    const client = ip();
    // Unknown addresses get the same quiet success, and count the same.
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) expect((await resend(email("nobody"), client)).status).toBe(200);
    const address = await unverifiedUser();
    expectLimited(await resend(address, client));
    expect(await mailsTo(address)).toBe(0);
    expect((await resend(address, ip())).status).toBe(200);
  });

  it("has its own count, apart from sign-in's", async () => {
    const address = await unverifiedUser();
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) await signIn(address, "wrong-password", ip());
    expectLimited(await signIn(address, PASSWORD, ip()));
    expect((await resend(address, ip())).status).toBe(200);
  });
});

describe("consumeRateLimit", () => {
  it("refuses the attempt after the limit, and says when to come back", async () => {
    const key = `test:${randomUUID()}`;
    await consumeRateLimit([{ key, max: 2 }], 90);
    await consumeRateLimit([{ key, max: 2 }], 90);
    await expect(consumeRateLimit([{ key, max: 2 }], 90)).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 2 minutes.",
    });
  });
});
