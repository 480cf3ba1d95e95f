// Changing the password from the Account page: the current password is checked through the same limiter
// as every sign-in, and every other session of the account ends (this browser stays signed in).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { checkPassword, type SignInAttempt } from "./accounts";
import { hashPassword } from "./password";
import { changePasswordSchema } from "./schemas";
import { endSessionsOf } from "@/lib/sessions/sessions";

export const WRONG_CURRENT_PASSWORD = "That is not your current password.";

export async function changePassword(account: { userId: string; email: string; sessionId: string }, input: unknown, attempt: SignInAttempt): Promise<void> {
  const { currentPassword, newPassword } = changePasswordSchema(env.PASSWORD_MIN_LENGTH).parse(input);
  const { user } = await checkPassword(account.email, currentPassword, attempt);
  if (user?.id !== account.userId) {
    throw new AppError("VALIDATION_ERROR", WRONG_CURRENT_PASSWORD, { fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: account.userId }, data: { passwordHash } });
    await endSessionsOf(account.userId, { keep: account.sessionId }, tx);
  });
}
