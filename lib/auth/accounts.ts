// Email-and-password accounts: sign-up, credential checks and verification resend.
import "server-only";
import { CredentialsSignin } from "next-auth";
import { db, isUniqueViolation } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/integrations/mail";
import { signUpAttemptMail } from "@/lib/integrations/mail/account-mails";
import { knownDeviceFrom, type KnownDevice } from "./known-devices";
import { decoyHash, hashPassword, verifyPassword } from "./password";
import { clientIp, consumeRateLimit, RateLimited, releaseRateLimit, type Limit } from "./rate-limit";
import { sendVerificationMail } from "./verification";

export class EmailNotVerified extends CredentialsSignin {
  code = "email-not-verified";
}

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid-credentials";
}

export class SignInRateLimited extends CredentialsSignin {
  code = "rate-limited";
  constructor(readonly retryAfterMinutes: number) {
    super();
  }
}

/**
 * Creates the account, with the client it came from (its free trial counts there), and sends its verification
 * link. An address that already has an account gets the same answer (so sign-up tells nobody which addresses
 * have accounts): its owner gets a mail saying someone tried, or, for an account still waiting for its link, a
 * fresh link.
 */
export async function signUp(email: string, password: string, client: string) {
  // Hashed either way, so an existing address takes as long as a new one.
  const passwordHash = await hashPassword(password);
  const existing = await db.user.findUnique({ where: { email }, select: { emailVerified: true, passwordHash: true } });
  if (existing) return tellOwnerOfSignUpAttempt(email, existing);
  try {
    await db.user.create({ data: { email, passwordHash, signUpClient: client } });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, and the loser is an attempt like any other.
    if (!isUniqueViolation(error)) throw error;
    return;
  }
  await sendVerificationMail(email);
}

async function tellOwnerOfSignUpAttempt(email: string, account: { emailVerified: Date | null; passwordHash: string | null }) {
  if (account.passwordHash && !account.emailVerified) return sendVerificationMail(email);
  await sendMail(await signUpAttemptMail(email, `${env.APP_URL}/login`, `${env.APP_URL}/forgot-password`));
}

/** Where a sign-in attempt comes from: the client's address and the device cookie it carries. */
export type SignInAttempt = { ip: string; device: KnownDevice | null };

export function signInAttemptFrom(headers: Headers): SignInAttempt {
  return { ip: clientIp(headers), device: knownDeviceFrom(headers) };
}

/**
 * The one limiter every password check goes through. Each attempt counts per client address, and per
 * account: against the account's shared lockout from an unknown browser, or against the browser's own
 * limit from one that has signed in to this account before (lib/auth/known-devices.ts).
 */
function passwordLimits(email: string, userId: string | undefined, attempt: SignInAttempt): Limit[] {
  const known = userId !== undefined && attempt.device?.userIds.includes(userId);
  return [
    { key: `sign-in:ip:${attempt.ip}`, max: env.RATE_LIMIT_IP_MAX },
    known ? { key: `sign-in:device:${attempt.device!.id}:${userId}`, max: env.RATE_LIMIT_MAX } : { key: `sign-in:email:${email}`, max: env.RATE_LIMIT_MAX },
  ];
}

/**
 * Checks a password through the limiter: only failed checks count toward a lockout. Resolves to the account
 * when it matched (null otherwise); throws RateLimited past a limit, before the password is looked at.
 */
export async function checkPassword(email: string, password: string, attempt: SignInAttempt) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, image: true, emailVerified: true, passwordHash: true },
  });
  const limits = passwordLimits(email, user?.id, attempt);
  await consumeRateLimit(limits);
  // An unknown address costs as much time as a known one, so timing does not tell them apart.
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !matches) return { user: null };
  await releaseRateLimit(limits);
  return { user };
}

/** Used by Auth.js's Credentials provider (both sign-in doors). Wrong password and unknown email fail alike. */
export async function checkCredentials(email: string, password: string, attempt: SignInAttempt) {
  const { user } = await checkPassword(email, password, attempt).catch((error) => {
    throw error instanceof RateLimited ? new SignInRateLimited(error.retryAfterMinutes) : error;
  });
  if (!user) throw new InvalidCredentials();
  if (!user.emailVerified) throw new EmailNotVerified();
  return { id: user.id, email: user.email, name: user.name, image: user.image, emailVerified: user.emailVerified };
}

/** Where a signed-in user starts: the app, or the onboarding wizard until they have a brand profile. */
export async function homePathFor(email: string): Promise<"/dashboard" | "/onboarding"> {
  const user = await db.user.findUnique({ where: { email }, select: { businessProfile: { select: { id: true } } } });
  return user?.businessProfile ? "/dashboard" : "/onboarding";
}

/**
 * A Google sign-in proves that its user controls the address, so an account still waiting for its
 * verification link becomes verified. Its password goes at the same moment: whoever signed up with an
 * address they did not own chose it, and Google links accounts by address (allowDangerousEmailAccountLinking),
 * so keeping it would hand the verified account to that person. The owner signs in with Google from then on.
 * One conditional statement, so a verified account never loses its password.
 */
export async function verifyEmailThroughGoogle(userId: string) {
  await db.user.updateMany({ where: { id: userId, emailVerified: null }, data: { emailVerified: new Date(), passwordHash: null } });
}

/** Sends a fresh link to an unverified account. Silent for unknown or verified addresses (no account probing). */
export async function resendVerification(email: string) {
  const user = await db.user.findUnique({ where: { email }, select: { emailVerified: true, passwordHash: true } });
  if (user?.passwordHash && !user.emailVerified) await sendVerificationMail(email);
}
