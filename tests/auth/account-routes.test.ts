// Account recovery and settings through their routes: "Forgot password?" and its single-use, one-hour link;
// changing the password (the current one required, through the sign-in limiter); signing out everywhere;
// deleting the account. Sessions are the real server-side rows.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { actAs, call, noParams } from "../support/session";
import { warmUpDatabase } from "../support/users";

vi.hoisted(() => {
  process.env.RATE_LIMIT_MAX = "3";
});
vi.mock("next-auth", async () => {
  const { AuthError, CredentialsSignin } = await import("@auth/core/errors");
  return { AuthError, CredentialsSignin };
});

const { GET: overview, DELETE: deleteAccount } = await import("@/app/api/account/route");
const { PUT: changePassword } = await import("@/app/api/account/password/route");
const { DELETE: endAllSessions } = await import("@/app/api/account/sessions/route");
const { POST: forgotPassword } = await import("@/app/api/account/forgot-password/route");
const { POST: resetPassword } = await import("@/app/api/account/reset-password/route");
const { checkPassword } = await import("@/lib/auth/accounts");
const { hashPassword } = await import("@/lib/auth/password");
const { isSessionLive, startSession } = await import("@/lib/sessions/sessions");
const { db } = await import("@/lib/db");

const PASSWORD = "right-password";
let passwordHash: string;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  await warmUpDatabase();
  passwordHash = await hashPassword(PASSWORD);
});

type Handler = (request: Request, context: typeof noParams) => Promise<Response> | Response;
async function send(handler: Handler, method: string, path: string, body?: unknown, ip = `2001:db8:${randomUUID().slice(0, 4)}::1`) {
  const response = await handler(
    call(path, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { "x-forwarded-for": ip } }),
    noParams,
  );
  return { status: response.status, ...((await response.json()) as { statusCode: string; message: string; object: never }) };
}

async function member({ verified = true } = {}) {
  const email = `account-${randomUUID()}@example.test`;
  const user = await db.user.create({ data: { email, passwordHash, emailVerified: verified ? new Date() : null }, select: { id: true, email: true } });
  return user;
}

/** The user signed in on this "browser", with a real session row; returns its id. */
async function signedIn(user: { id: string; email: string }) {
  const sessionId = await startSession(user.id);
  actAs(user, sessionId);
  return sessionId;
}

const lastMail = async (to: string) => (await db.sandboxMail.findMany({ where: { to }, orderBy: { id: "desc" }, take: 1 }))[0];
const resetLinkToken = (text: string) => new URL(text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0]).searchParams.get("token")!;
const passwordWorks = async (email: string, password: string) =>
  Boolean((await checkPassword(email, password, { ip: `2001:db8::${randomUUID().slice(0, 4)}`, device: null })).user);

describe("forgot password", () => {
  it("answers the same for an address with and without an account, and mails only the account", async () => {
    const user = await member();
    const unknown = `nobody-${randomUUID()}@example.test`;
    const known = await send(forgotPassword, "POST", "/api/account/forgot-password", { email: user.email });
    const other = await send(forgotPassword, "POST", "/api/account/forgot-password", { email: unknown });
    expect(known).toEqual(other);
    expect(known).toMatchObject({ status: 200, message: "If an account uses that address, we've sent it a link to choose a new password." });
    expect((await lastMail(user.email))?.subject).toBe("Reset your Postloom password");
    expect(await lastMail(unknown)).toBeUndefined();
  });

  it("the link sets a new password once, ends every session, and verifies the address", async () => {
    const user = await member({ verified: false });
    const sessions = await Promise.all([startSession(user.id), startSession(user.id)]);
    await send(forgotPassword, "POST", "/api/account/forgot-password", { email: user.email });
    const token = resetLinkToken((await lastMail(user.email))!.text);

    const reset = await send(resetPassword, "POST", "/api/account/reset-password", { token, password: "brand-new-password" });
    expect(reset).toMatchObject({ status: 200, message: "Your password has been changed. Please sign in with your new password." });
    expect(await passwordWorks(user.email, "brand-new-password")).toBe(true);
    expect(await passwordWorks(user.email, PASSWORD)).toBe(false);
    expect(await Promise.all(sessions.map((sid) => isSessionLive(sid, user.id)))).toEqual([false, false]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();

    const again = await send(resetPassword, "POST", "/api/account/reset-password", { token, password: "another-password" });
    expect(again).toMatchObject({ status: 400, message: "This reset link is invalid, has expired or was already used. Please ask for a new one." });
    expect(await passwordWorks(user.email, "another-password")).toBe(false);
  });

  it("a link expires after an hour, and a newer one replaces it", async () => {
    const user = await member();
    await send(forgotPassword, "POST", "/api/account/forgot-password", { email: user.email });
    const first = resetLinkToken((await lastMail(user.email))!.text);
    await send(forgotPassword, "POST", "/api/account/forgot-password", { email: user.email });
    const second = resetLinkToken((await lastMail(user.email))!.text);
    expect((await send(resetPassword, "POST", "/api/account/reset-password", { token: first, password: "brand-new-password" })).status).toBe(400);

    await db.passwordReset.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await send(resetPassword, "POST", "/api/account/reset-password", { token: second, password: "brand-new-password" })).status).toBe(400);
    expect(await passwordWorks(user.email, PASSWORD)).toBe(true);
  });

  it("the new password follows the password policy", async () => {
    const reply = await send(resetPassword, "POST", "/api/account/reset-password", { token: "whatever", password: "abc" });
    expect(reply).toMatchObject({ status: 422, statusCode: "VALIDATION_ERROR", message: "Password must be at least 6 characters" });
  });
});

describe("the Account page's routes", () => {
  it("overview: the address, the sign-in methods and the open sessions", async () => {
    const user = await member();
    await signedIn(user);
    await startSession(user.id);
    await db.account.create({ data: { userId: user.id, type: "oidc", provider: "google", providerAccountId: randomUUID() } });
    expect(await send(overview, "GET", "/api/account")).toMatchObject({
      status: 200,
      object: { email: user.email, signInMethods: { password: true, google: true }, openSessions: 2 },
    });
  });

  it("changing the password needs the current one, and signs out the other devices only", async () => {
    const user = await member();
    const here = await signedIn(user);
    const elsewhere = await startSession(user.id);

    const wrong = await send(changePassword, "PUT", "/api/account/password", { currentPassword: "not-it", newPassword: "brand-new-password" });
    expect(wrong).toMatchObject({
      status: 422,
      message: "That is not your current password.",
      object: { fieldErrors: { currentPassword: ["That is not your current password."] } },
    });
    expect(await isSessionLive(elsewhere, user.id)).toBe(true);

    const same = await send(changePassword, "PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same).toMatchObject({ status: 422, object: { fieldErrors: { newPassword: ["Choose a password different from your current one"] } } });

    const changed = await send(changePassword, "PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "brand-new-password" });
    expect(changed).toMatchObject({ status: 200, message: "Your password has been changed. You've been signed out on your other devices." });
    expect(await passwordWorks(user.email, "brand-new-password")).toBe(true);
    expect([await isSessionLive(here, user.id), await isSessionLive(elsewhere, user.id)]).toEqual([true, false]);
  });

  it("guessing the current password goes through the sign-in limiter", async () => {
    const user = await member();
    await signedIn(user);
    const ip = "2001:db8::77";
    for (let i = 0; i < 3; i++)
      expect(
        (await send(changePassword, "PUT", "/api/account/password", { currentPassword: `guess-${i}`, newPassword: "brand-new-password" }, ip)).status,
      ).toBe(422);
    const limited = await send(changePassword, "PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "brand-new-password" }, ip);
    expect(limited).toMatchObject({ status: 429, statusCode: "RATE_LIMITED" });
    // The guesses counted against the account's own limit: unknown browsers are held off too.
    await expect(passwordWorks(user.email, PASSWORD)).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("sign out of all devices ends every session, this one included", async () => {
    const user = await member();
    const here = await signedIn(user);
    const elsewhere = await startSession(user.id);
    expect(await send(endAllSessions, "DELETE", "/api/account/sessions")).toMatchObject({ status: 200, message: "You've been signed out on every device." });
    expect([await isSessionLive(here, user.id), await isSessionLive(elsewhere, user.id)]).toEqual([false, false]);
  });

  it("deleting the account needs its address typed, then removes everything it owns", async () => {
    const user = await member();
    await signedIn(user);
    await db.post.create({ data: { userId: user.id, content: "A post", status: "SCHEDULED", scheduledTime: new Date(Date.now() + 3600_000) } });
    await db.businessProfile.create({
      data: {
        userId: user.id,
        businessName: "Crumb",
        industry: "retail",
        description: "A small bakery.",
        targetAudience: "Neighbours",
        painPoints: "Stale bread",
      },
    });

    const wrong = await send(deleteAccount, "DELETE", "/api/account", { confirmEmail: "someone@example.test" });
    expect(wrong).toMatchObject({ status: 422, message: "Type your email address exactly as shown to confirm" });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);

    const deleted = await send(deleteAccount, "DELETE", "/api/account", { confirmEmail: user.email.toUpperCase() });
    expect(deleted).toMatchObject({ status: 200, message: "Your account has been deleted." });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(0);
  });

  it("every one of them needs a session", async () => {
    actAs(null);
    for (const [handler, method, path] of [
      [overview, "GET", "/api/account"],
      [deleteAccount, "DELETE", "/api/account"],
      [changePassword, "PUT", "/api/account/password"],
      [endAllSessions, "DELETE", "/api/account/sessions"],
    ] as const) {
      expect((await send(handler, method, path, method === "GET" ? undefined : {})).status).toBe(401);
    }
  });
});
