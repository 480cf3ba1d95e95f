// Google sign-in links to an existing account by address (allowDangerousEmailAccountLinking). These call
// Auth.js's signIn callback and event from the real setup against the database, as Auth.js calls them
// after it has linked the Google account to the user found by email.
import { randomUUID } from "node:crypto";
import type { Account, Profile } from "next-auth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authConfig } from "@/lib/auth/auth-config";
import { checkCredentials, InvalidCredentials, signUp } from "@/lib/auth/accounts";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { warmUpDatabase } from "../support/users";

// next-auth's entry needs Next's bundler to load; the error classes it re-exports are @auth/core's own.
vi.mock("next-auth", async () => {
  const { AuthError, CredentialsSignin } = await import("@auth/core/errors");
  return { AuthError, CredentialsSignin };
});
// The sign-in event reads the callback request's client (its free trial counts there), as next/headers gives it.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.10" }) }));

const googleAccount = (subject: string): Account => ({ provider: "google", type: "oidc", providerAccountId: subject });
const googleProfile = (email: string, verified = true): Profile => ({ sub: email, email, email_verified: verified });

async function googleSignIn(user: { id: string; email: string }, verified = true) {
  const config = authConfig();
  const account = googleAccount(randomUUID());
  const profile = googleProfile(user.email, verified);
  const allowed = await config.callbacks!.signIn!({ user, account, profile });
  if (allowed === true) await config.events!.signIn!({ user, account, profile, isNewUser: false });
  return allowed;
}

const accountOf = (email: string) =>
  db.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, emailVerified: true, passwordHash: true } });

const email = (prefix: string) => `${prefix}-${randomUUID()}@example.test`;
/** A sign-in from a browser of its own, so no limit is shared between tests. */
const ATTEMPT = { ip: "2001:db8::1", device: null };

beforeAll(warmUpDatabase);

describe("Google sign-in on an account with the same address", () => {
  it("verifies a never-verified account and drops the password someone else may have chosen for it", async () => {
    const victim = email("victim");
    // Someone signs up with the victim's address; the verification mail goes to the victim, unopened.
    await signUp(victim, "attacker-password", "203.0.113.11");
    await expect(checkCredentials(victim, "attacker-password", ATTEMPT)).rejects.toBeInstanceOf(Error);
    const before = await accountOf(victim);
    expect(before.emailVerified).toBeNull();
    expect(before.passwordHash).not.toBeNull();

    // The victim then signs in with Google, which links to that account and verifies it.
    expect(await googleSignIn(before)).toBe(true);

    const after = await accountOf(victim);
    expect(after.emailVerified).toBeInstanceOf(Date);
    expect(after.passwordHash).toBeNull();
    await expect(checkCredentials(victim, "attacker-password", ATTEMPT)).rejects.toBeInstanceOf(InvalidCredentials);
  });

  it("keeps the password of an account whose owner had already verified the address", async () => {
    const owner = email("owner");
    const verifiedAt = new Date("2026-01-02T03:04:05.000Z");
    await db.user.create({ data: { email: owner, emailVerified: verifiedAt, passwordHash: await hashPassword("owner-password") } });

    expect(await googleSignIn(await accountOf(owner))).toBe(true);

    const after = await accountOf(owner);
    expect(after.emailVerified).toEqual(verifiedAt);
    expect(after.passwordHash).not.toBeNull();
    await expect(checkCredentials(owner, "owner-password", ATTEMPT)).resolves.toMatchObject({ email: owner });
  });

  it("refuses a provider address that is not verified, so it links to nothing and verifies nothing", async () => {
    const victim = email("unverified-provider");
    await signUp(victim, "attacker-password", "203.0.113.11");

    expect(await googleSignIn(await accountOf(victim), false)).toBe(false);

    const after = await accountOf(victim);
    expect(after.emailVerified).toBeNull();
    expect(after.passwordHash).not.toBeNull();
  });

  it("leaves email-and-password sign-ins to the credentials check", async () => {
    const config = authConfig();
    const user = { id: "user-1", email: email("credentials") };
    const account: Account = { provider: "credentials", type: "credentials", providerAccountId: user.id };
    expect(await config.callbacks!.signIn!({ user, account })).toBe(true);
  });
});
