// PUT /api/account/password – change the password (the current one is required); other sessions end.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { signInAttemptFrom } from "@/lib/auth/accounts";
import { changePassword } from "@/lib/auth/change-password";

export const PUT = withUser(async (request, { user, sessionId }) => {
  await changePassword({ userId: user.id, email: user.email, sessionId }, await readJson(request), signInAttemptFrom(request.headers));
  return ok(null, "Your password has been changed. You've been signed out on your other devices.");
});
