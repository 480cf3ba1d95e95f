// GET /api/account/google – starts Google sign-in inside the 500x600 popup.
import { signIn } from "@/lib/auth";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET() {
  if (env.modes.google !== "production") {
    return Response.redirect(`${env.APP_URL}/auth/popup-done?error=not-configured`, 303);
  }
  // signIn() sets the PKCE and state cookies, then redirects to the provider.
  await signIn("google", { redirectTo: "/auth/popup-done" });
}
