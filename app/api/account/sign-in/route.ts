// POST /api/account/sign-in – email and password sign-in; sets the session cookie.
import { CredentialsSignin } from "next-auth";
import { ok, readJson } from "@/lib/api/envelope";
import { AppError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { signIn } from "@/lib/auth";
import { homePathFor, SignInRateLimited } from "@/lib/auth/accounts";
import { RateLimited } from "@/lib/auth/rate-limit";
import { signInSchema } from "@/lib/auth/schemas";

export const POST = apiHandler(async (request) => {
  const { email, password } = signInSchema.parse(await readJson(request));
  // Auth.js's Credentials provider checks the password, through the sign-in limiter (lib/auth/accounts.ts).
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof SignInRateLimited) throw new RateLimited(error.retryAfterMinutes);
    if (error instanceof CredentialsSignin) {
      if (error.code === "email-not-verified") throw new AppError("EMAIL_NOT_VERIFIED");
      throw new AppError("INVALID_CREDENTIALS");
    }
    throw error;
  }
  return ok({ redirectTo: await homePathFor(email) }, "Signed in");
});
