// POST /api/account/sign-up – create an email-and-password account and send the verification mail.
import { ok, readJson } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { signUp } from "@/lib/auth/accounts";
import { accountLimits, clientIp, consumeRateLimit } from "@/lib/auth/rate-limit";
import { signUpSchema } from "@/lib/auth/schemas";
import { env } from "@/lib/env";

export const POST = apiHandler(async (request) => {
  const { email, password } = signUpSchema(env.PASSWORD_MIN_LENGTH).parse(await readJson(request));
  await consumeRateLimit(accountLimits("sign-up", clientIp(request.headers), email));
  await signUp(email, password);
  return ok(null, "Please check your email to verify your account", { status: 201 });
});
