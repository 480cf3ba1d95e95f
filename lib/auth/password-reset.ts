// "Forgot password?": a single-use link, stored as a hash, valid for an hour. Asking for one gets the same
// answer whether or not the address has an account. Using it sets the new password and ends every session.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/integrations/mail";
import { passwordResetMail } from "@/lib/integrations/mail/account-mails";
import { hashPassword } from "./password";
import { endSessionsOf } from "@/lib/sessions/sessions";

const TOKEN_TTL_MS = 60 * 60 * 1000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export const RESET_LINK_INVALID = "This reset link is invalid, has expired or was already used. Please ask for a new one.";

/** Mails a reset link to the account with this address, if there is one; silent otherwise (no account probing). */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await db.$transaction([
    // A fresh link replaces older ones.
    db.passwordReset.deleteMany({ where: { userId: user.id } }),
    db.passwordReset.create({ data: { tokenHash: hash(token), userId: user.id, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) } }),
  ]);
  await sendMail(await passwordResetMail(email, `${env.APP_URL}/reset-password?${new URLSearchParams({ token })}`));
}

/**
 * Sets a new password with a reset link's token. The token is consumed as it is read (single use). Opening
 * the link proves the address, so an account still waiting for verification becomes verified. Every session
 * of the account ends: whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(token: string, password: string): Promise<{ email: string }> {
  const passwordHash = await hashPassword(password);
  const account = await db.$transaction(async (tx) => {
    const [reset] = await tx.$queryRaw<{ userId: string; expiresAt: Date }[]>`
      DELETE FROM "PasswordReset" WHERE "tokenHash" = ${hash(token)} RETURNING "userId", "expiresAt"`;
    if (!reset || new Date(reset.expiresAt).getTime() < Date.now()) return null;
    const user = await tx.user.update({ where: { id: reset.userId }, data: { passwordHash }, select: { email: true, emailVerified: true } });
    if (!user.emailVerified) await tx.user.update({ where: { id: reset.userId }, data: { emailVerified: new Date() } });
    await endSessionsOf(reset.userId, {}, tx);
    return user;
  });
  if (!account) throw new AppError("BAD_REQUEST", RESET_LINK_INVALID);
  return { email: account.email };
}
