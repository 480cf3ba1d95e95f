// Abuse limits: every password check (POST /api/account/sign-in and Auth.js's own credentials callback both
// run the Credentials provider's authorize) counts per client address and per account; a browser that has
// signed in to the account before counts on its own (device cookies), so a stranger cannot lock the owner
// out. The routes are called as Next calls them; the client's address comes from X-Forwarded-For counted from
// the right (one trusted proxy here). (Sign-up and resend: rate-limit-sign-up.test.ts.)
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  accountLimits,
  browser,
  clientIp,
  consumeRateLimit,
  db,
  DEVICE_COOKIE,
  email,
  env,
  expectLimited,
  ip,
  PASSWORD,
  post,
  signIn,
  signUpRoute,
  setUpRateLimits,
  verifiedUser,
} from "./support/rate-limit-setup";

setUpRateLimits();

/** Signs in as the owner from a browser of their own and returns its cookie jar (the device cookie). */
async function ownersBrowser(address: string) {
  expect((await signIn(address, PASSWORD, ip())).status).toBe(200);
  expect(browser.jar.has(DEVICE_COOKIE)).toBe(true);
  return new Map(browser.jar);
}

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
