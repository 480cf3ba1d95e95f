// Step 2 of connecting: keep the chosen page and its page token (encrypted); the user token is no
// longer needed after that, so it is dropped.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { facebookApi, type FacebookApi } from "@/lib/integrations/facebook";
import { withFacebookErrors } from "./facebook-failure";

export async function authorizeFacebookPage(userId: string, pageId: string, facebook: FacebookApi = facebookApi()) {
  const connection = await db.socialConnection.findUnique({
    where: { userId_platform: { userId, platform: "FACEBOOK" } },
    select: { userAccessToken: true },
  });
  if (!connection?.userAccessToken) {
    throw new AppError("CONFLICT", "Connect your Facebook account first, then choose a page.");
  }
  const pages = await withFacebookErrors(() => facebook.listPages(decrypt(connection.userAccessToken!)));
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) throw new AppError("NOT_FOUND", "That page isn't one you manage on Facebook.");
  await db.socialConnection.update({
    where: { userId_platform: { userId, platform: "FACEBOOK" } },
    data: { pageId: page.id, pageName: page.name, pageAccessToken: encrypt(page.accessToken), userAccessToken: null, needsReconnect: false },
  });
  return { pageId: page.id, pageName: page.name };
}
