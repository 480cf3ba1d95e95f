// Abuse limits on sign-up and on resending the verification mail: each counts per address and per email, and
// sign-up answers alike for taken addresses. The routes are called as Next calls them; the client's address
// comes from X-Forwarded-For counted from the right (one trusted proxy here). (Sign-in: rate-limit.test.ts.)
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  db,
  email,
  env,
  expectLimited,
  ip,
  PASSWORD,
  passwordHash,
  post,
  resendRoute,
  signIn,
  signUpRoute,
  setUpRateLimits,
  verifiedUser,
} from "./support/rate-limit-setup";

setUpRateLimits();

const signUp = (address: string, fromIp: string, password = PASSWORD) =>
  post(signUpRoute, "/api/account/sign-up", { email: address, password }, { ip: fromIp });
const resend = (address: string, fromIp: string) => post(resendRoute, "/api/account/resend-verification", { email: address }, { ip: fromIp });

const mailsTo = (address: string) => db.sandboxMail.findMany({ where: { to: address }, orderBy: { id: "asc" } });

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
