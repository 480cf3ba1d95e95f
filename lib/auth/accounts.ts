// Email-and-password accounts: sign-up, credential checks and verification resend.
import { CredentialsSignin } from "next-auth";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { decoyHash, hashPassword, verifyPassword } from "./password";
import { sendVerificationMail } from "./verification";

export class EmailNotVerified extends CredentialsSignin {
  code = "email-not-verified";
}

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid-credentials";
}

export async function signUp(email: string, password: string) {
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new AppError("CONFLICT", "An account with this email already exists. Please sign in instead.");
  const passwordHash = await hashPassword(password);
  try {
    await db.user.create({ data: { email, passwordHash } });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if ((error as { code?: string }).code === "P2002") throw new AppError("CONFLICT", "An account with this email already exists. Please sign in instead.");
    throw error;
  }
  await sendVerificationMail(email);
}

/** Used by Auth.js's Credentials provider. Wrong password and unknown email fail alike. */
export async function checkCredentials(email: string, password: string) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, image: true, emailVerified: true, passwordHash: true },
  });
  if (!user?.passwordHash) {
    await verifyPassword(password, await decoyHash());
    throw new InvalidCredentials();
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw new InvalidCredentials();
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
