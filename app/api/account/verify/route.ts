// GET /api/account/verify – the link in the verification mail; returns to /login with the result.
import { clientIp } from "@/lib/auth/rate-limit";
import { verifyEmailToken } from "@/lib/auth/verification";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const email = params.get("email")?.trim().toLowerCase() ?? "";
  const token = params.get("token") ?? "";
  const result = email && token ? await verifyEmailToken(email, token, clientIp(request.headers)).catch(() => "invalid" as const) : "invalid";
  return Response.redirect(`${env.APP_URL}/login?${new URLSearchParams({ verified: result, email })}`, 303);
}
