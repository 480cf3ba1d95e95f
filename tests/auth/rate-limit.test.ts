// Abuse limits: every password check (POST /api/account/sign-in and Auth.js's own credentials callback both
// run the Credentials provider's authorize) counts per client address and per account; a browser that has
// signed in to the account before counts on its own (device cookies), so a stranger cannot lock the owner
// out. Sign-up and resend count per address and per email, and sign-up answers alike for taken addresses.
// The routes are called as Next calls them; the client's address comes from X-Forwarded-For counted from
// the right (one trusted proxy here).
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

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
const { POST: signUpRoute } = await import("@/app/api/account/sign-up/route");
const { POST: resendRoute } = await import("@/app/api/account/resend-verification/route");
const { accountLimits, clientIp, consumeRateLimit } = await import("@/lib/auth/rate-limit");
const { DEVICE_COOKIE } = await import("@/lib/auth/known-devices");
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

beforeEach(() => {
  browser.jar.clear();
});

const email = (prefix = "limit") => `${prefix}-${randomUUID()}@example.test`;
/** A documentation-range address in a /64 of its own for each caller, so tests never share a counter. */
const ip = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

type Client = { ip: string; cookies?: Map<string, string>; spoofed?: string };

async function post(route: Route, path: string, body: unknown, client: Client) {
  // What reaches the app through one trusted proxy: whatever the client wrote, then the address the proxy saw.
  const forwarded = [client.spoofed, client.ip, "10.0.0.1"].filter(Boolean).join(", ");
  const cookie = [...(client.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join("; ");
  browser.headers = new Headers({ "Content-Type": "application/json", "x-forwarded-for": forwarded, ...(cookie && { cookie }) });
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: browser.headers, body: JSON.stringify(body) });
  const response = await route(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { statusCode: string; message: string } };
}

const signIn = (address: string, password: string, client: Client | string) =>
  post(signInRoute, "/api/account/sign-in", { email: address, password }, typeof client === "string" ? { ip: client } : client);
const signUp = (address: string, fromIp: string, password = PASSWORD) =>
  post(signUpRoute, "/api/account/sign-up", { email: address, password }, { ip: fromIp });
const resend = (address: string, fromIp: string) => post(resendRoute, "/api/account/resend-verification", { email: address }, { ip: fromIp });

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

/** Signs in as the owner from a browser of their own and returns its cookie jar (the device cookie). */
async function ownersBrowser(address: string) {
  expect((await signIn(address, PASSWORD, ip())).status).toBe(200);
  expect(browser.jar.has(DEVICE_COOKIE)).toBe(true);
  return new Map(browser.jar);
}

const mailsTo = (address: string) => db.sandboxMail.findMany({ where: { to: address }, orderBy: { id: "asc" } });

it("reads the configured limits", () => {
  expect([env.RATE_LIMIT_MAX, env.RATE_LIMIT_IP_MAX, env.TRUSTED_PROXY_HOPS]).toEqual([3, 5, 1]);
  expect(accountLimits("sign-up", "1.2.3.4", "a@example.test")).toEqual([
    { key: "sign-up:ip:1.2.3.4", max: 5 },
    { key: "sign-up:email:a@example.test", max: 3 },
  ]);
});

describe("the client's address", () => {
  const headers = (forwarded?: string) => new Headers(forwarded ? { "x-forwarded-for": forwarded } : {});

  it("is the entry the trusted proxy added, whatever the client wrote before it", () => {
    expect(clientIp(headers("203.0.113.9, 10.0.0.1"))).toBe("203.0.113.9");
    expect(clientIp(headers("6.6.6.6, 1.1.1.1, 203.0.113.9, 10.0.0.1"))).toBe("203.0.113.9");
  });

  it("is the client as the limits count it: loopback is one, IPv4-mapped IPv6 is its IPv4, IPv6 counts by its /64", () => {
    const client = (address: string) => clientIp(headers(`${address}, 10.0.0.1`));
    for (const loopback of ["127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "[::1]", "::ffff:127.0.0.1"]) expect(client(loopback)).toBe("127.0.0.1");
    expect(client("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(client("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(client("203.0.113.9")).toBe("203.0.113.9");
    for (const same of [
      "2001:db8:1:2::1",
      "2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "[2001:db8:1:2::9]",
      "2001:db8:1:2::203.0.113.9",
    ]) {
      expect(client(same)).toBe("2001:db8:1:2::/64");
    }
    expect(client("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(client("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(client("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is never a header alone the client could have written", () => {
    expect(clientIp(headers())).toBe("unknown");
    // Fewer entries than trusted hops: the first is the best there is (it was added by the first proxy).
    expect(clientIp(headers("10.0.0.1"))).toBe("10.0.0.1");
  });

  it("rotating the client-written entries does not escape the per-address limit", async () => {
    const client = ip();
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) {
      expect((await signIn(email(), "wrong-password", { ip: client, spoofed: ip() })).status).toBe(401);
    }
    expectLimited(await signIn(await verifiedUser(), PASSWORD, { ip: client, spoofed: ip() }));
    const signUpClient = ip();
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++)
      await post(signUpRoute, "/api/account/sign-up", { email: email(), password: PASSWORD }, { ip: signUpClient, spoofed: ip() });
    expectLimited(await post(signUpRoute, "/api/account/sign-up", { email: email(), password: PASSWORD }, { ip: signUpClient, spoofed: ip() }));
  });
});

describe("sign-in", () => {
  it("per account: past the limit even the right password from a new browser and address is refused, whatever the address's case", async () => {
    const address = await verifiedUser();
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) {
      expect((await signIn(i === 0 ? address.toUpperCase() : address, "wrong-password", ip())).status).toBe(401);
    }
    expectLimited(await signIn(address, PASSWORD, ip()));

    // Another address is not held back by this one's count.
    const other = await verifiedUser();
    expect((await signIn(other, PASSWORD, ip())).status).toBe(200);
  });

  it("a stranger's wrong guesses do not lock the owner out of a browser that has signed in before", async () => {
    const address = await verifiedUser();
    const owner = await ownersBrowser(address);
    for (let i = 0; i < env.RATE_LIMIT_MAX + 5; i++) await signIn(address, "wrong-password", ip());
    expectLimited(await signIn(address, PASSWORD, ip()));
    // From any address, the owner's browser gets in.
    const reply = await signIn(address, PASSWORD, { ip: ip(), cookies: owner });
    expect(reply.status).toBe(200);
    expect(reply.body.statusCode).toBe("OK");
  });

  it("a known browser that keeps guessing is locked out on its own", async () => {
    const address = await verifiedUser();
    const owner = await ownersBrowser(address);
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) expect((await signIn(address, "wrong-password", { ip: ip(), cookies: owner })).status).toBe(401);
    expectLimited(await signIn(address, PASSWORD, { ip: ip(), cookies: owner }));
    // The account's shared lockout was not touched: a new browser still gets in.
    expect((await signIn(address, PASSWORD, ip())).status).toBe(200);
  });

  it("a forged or someone else's device cookie counts as an unknown browser", async () => {
    const address = await verifiedUser();
    const strangersBrowser = await ownersBrowser(await verifiedUser());
    const forged = new Map([[DEVICE_COOKIE, "eyJwIjp7ImlkIjoieCIsInVzZXJJZHMiOltdfX0.forged"]]);
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) await signIn(address, "wrong-password", { ip: ip(), cookies: i % 2 ? forged : strangersBrowser });
    expectLimited(await signIn(address, PASSWORD, { ip: ip(), cookies: strangersBrowser }));
    expectLimited(await signIn(address, PASSWORD, { ip: ip(), cookies: forged }));
  });

  it("successful sign-ins do not count toward a lockout", async () => {
    const address = await verifiedUser();
    for (let i = 0; i < env.RATE_LIMIT_MAX * 2; i++) expect((await signIn(address, PASSWORD, ip())).status).toBe(200);
  });

  it("per address: past the limit one client is refused for any account, while other clients are not", async () => {
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
  it("answers a taken address exactly as a new one, and tells the owner someone tried", async () => {
    const owner = await verifiedUser();
    const fresh = email("fresh");
    const forOwner = await signUp(owner, ip(), "someone-elses-password");
    const forFresh = await signUp(fresh, ip());
    expect(forOwner).toEqual(forFresh);
    expect(forOwner).toEqual({ status: 201, body: { statusCode: "OK", message: "Please check your email to verify your account", object: null } });

    const [mail] = await mailsTo(owner);
    expect(mail?.subject).toBe("Someone tried to sign up for Postloom with your email");
    expect(mail?.text).toContain("You already have one, so nothing was created.");
    // The owner's password is untouched.
    expect((await signIn(owner, PASSWORD, ip())).status).toBe(200);
    expect((await signIn(owner, "someone-elses-password", ip())).status).toBe(401);
  });

  it("gives an address still waiting for its link a fresh link instead", async () => {
    const address = email("waiting");
    await signUp(address, ip());
    await signUp(address, ip());
    const mails = await mailsTo(address);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your email for Postloom", "Confirm your email for Postloom"]);
  });

  it("per email: counts repeats too, and stops at the limit", async () => {
    const address = email("signup");
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) expect((await signUp(address, ip())).status).toBe(201);
    expectLimited(await signUp(address, ip()));
  });

  it("per address: one client creates no more accounts past the limit", async () => {
    const client = ip();
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) expect((await signUp(email("signup-ip"), client)).status).toBe(201);
    const refused = email("signup-ip");
    expectLimited(await signUp(refused, client));
    expect(await db.user.count({ where: { email: refused } })).toBe(0);
    expect(await mailsTo(refused)).toHaveLength(0);
    expect((await signUp(refused, ip())).status).toBe(201);
  });

  it("per address: an IPv6 client is one client across its /64, and 127.0.0.1 and ::1 are one", async () => {
    const network = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) expect((await signUp(email("signup-64"), `${network}:${i + 1}::${i + 7}`)).status).toBe(201);
    expectLimited(await signUp(email("signup-64"), `${network}:ffff:ffff:ffff:ffff`));
    // Another /64 is another subscriber.
    expect((await signUp(email("signup-64"), ip())).status).toBe(201);

    // This machine, through either loopback address or IPv4-mapped: the counts are one.
    const loopback = ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.0.0.2", "[::1]"];
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) expect((await signUp(email("signup-loopback"), loopback[i % loopback.length]!)).status).toBe(201);
    for (const address of loopback) expectLimited(await signUp(email("signup-loopback"), address));
    // The user each sign-up made keeps the client it came from, which its free trial counts against.
    expect(
      await db.user.findMany({ where: { email: { startsWith: "signup-loopback-" } }, select: { signUpClient: true }, distinct: ["signUpClient"] }),
    ).toEqual([{ signUpClient: "127.0.0.1" }]);
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
    expect(await mailsTo(address)).toHaveLength(env.RATE_LIMIT_MAX);
    expectLimited(await resend(address, ip()));
    expect(await mailsTo(address)).toHaveLength(env.RATE_LIMIT_MAX);
  });

  it("per address: one client is refused past the limit, for any account", async () => {
    const client = ip();
    // Unknown addresses get the same quiet success, and count the same.
    for (let i = 0; i < env.RATE_LIMIT_IP_MAX; i++) expect((await resend(email("nobody"), client)).status).toBe(200);
    const address = await unverifiedUser();
    expectLimited(await resend(address, client));
    expect(await mailsTo(address)).toHaveLength(0);
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
