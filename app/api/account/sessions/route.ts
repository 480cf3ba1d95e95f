// DELETE /api/account/sessions – sign out of all devices, this one included.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { signOut } from "@/lib/auth";
import { endSessionsOf } from "@/lib/sessions/sessions";

export const DELETE = withUser(async (_request, { user }) => {
  await endSessionsOf(user.id);
  await signOut({ redirect: false });
  return ok(null, "You've been signed out on every device.");
});
