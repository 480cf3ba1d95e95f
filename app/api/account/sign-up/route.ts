// POST /api/account/sign-up – create an email-and-password account and send the verification mail.
import { ok, readJson } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { signUp } from "@/lib/auth/accounts";
import { accountLimits, clientIp, consumeRateLimit } from "@/lib/auth/rate-limit";
import { signUpSchema } from "@/lib/auth/schemas";
import { env } from "@/lib/env";

export const POST = apiHandler(async (request) => {
  const { email, password } = signUpSchema(env.PASSWORD_MIN_LENGTH).parse(await readJson(request));
  const client = clientIp(request.headers);
  await consumeRateLimit(accountLimits("sign-up", client, email));
  await signUp(email, password, client);
  return ok(null, "Please check your email to verify your account", { status: 201 });
});
