// POST /api/account/forgot-password – mail a link to choose a new password; the same answer for any address.
import { ok, readJson } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { accountLimits, clientIp, consumeRateLimit } from "@/lib/auth/rate-limit";
import { forgotPasswordSchema } from "@/lib/auth/schemas";

export const POST = apiHandler(async (request) => {
  const { email } = forgotPasswordSchema.parse(await readJson(request));
  await consumeRateLimit(accountLimits("reset", clientIp(request.headers), email));
  await requestPasswordReset(email);
  return ok(null, "If an account uses that address, we've sent it a link to choose a new password.");
});
