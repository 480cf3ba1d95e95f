// GET /api/account – the Account page's overview; DELETE /api/account – delete the account (body confirmEmail).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { signOut } from "@/lib/auth";
import { deleteAccount } from "@/lib/auth/delete-account";
import { getAccountOverview } from "@/lib/auth/get-account-overview";

export const dynamic = "force-dynamic";

export const GET = withUserRead(async (_request, { scope }) => ok(await getAccountOverview(scope)));

export const DELETE = withUser(async (request, { user }) => {
  await deleteAccount({ userId: user.id, email: user.email }, await readJson(request));
  await signOut({ redirect: false });
  return ok(null, "Your account has been deleted.");
});
