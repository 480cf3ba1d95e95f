// POST /api/account/reset-password – set a new password with the mailed link's token; every session ends.
import { ok, readJson } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { env } from "@/lib/env";

export const POST = apiHandler(async (request) => {
  const { token, password } = resetPasswordSchema(env.PASSWORD_MIN_LENGTH).parse(await readJson(request));
  return ok(await resetPassword(token, password), "Your password has been changed. Please sign in with your new password.");
});
