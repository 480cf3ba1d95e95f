// POST /api/account/sign-out – ends the session.
import { ok } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { signOut } from "@/lib/auth";

export const POST = apiHandler(async () => {
  await signOut({ redirect: false });
  return ok(null, "Logged out successfully");
});
