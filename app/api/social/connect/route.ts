// POST /api/social/connect – trade the Facebook popup's code (checked against its signed state) for the user's pages.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { connectFacebook } from "@/lib/social/connect-facebook";
import { connectSchema } from "@/lib/social/schemas";

export const POST = withUser(async (request, { user }) => {
  const input = connectSchema.parse(await readJson(request));
  return ok(await connectFacebook(user.id, input), "Facebook account connected successfully");
});
