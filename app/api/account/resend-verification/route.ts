// POST /api/account/resend-verification – send a fresh verification link.
import { ok, readJson } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { resendVerification } from "@/lib/auth/accounts";
import { accountLimits, clientIp, consumeRateLimit } from "@/lib/auth/rate-limit";
import { resendSchema } from "@/lib/auth/schemas";

export const POST = apiHandler(async (request) => {
  const { email } = resendSchema.parse(await readJson(request));
  await consumeRateLimit(accountLimits("resend", clientIp(request.headers), email));
  await resendVerification(email);
  return ok(null, "Verification email sent successfully");
});
