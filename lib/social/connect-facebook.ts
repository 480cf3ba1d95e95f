// Step 1 of connecting: trade the popup's code for a long-lived user token (kept encrypted, as a MetaLogin,
// until the owner has chosen) and return every page the user can publish to, with its Instagram account.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { facebookApi, type FacebookApi, type FacebookPage } from "@/lib/channels/facebook";
import { withFacebookErrors } from "./facebook-failure";
import { isValidFacebookState } from "./oauth-state";
import type { ConnectInput, PageChoice } from "./schemas";

/** A page as the chooser shows it: no token. */
export const pageChoiceOf = ({ id, name, pictureUrl, instagram }: FacebookPage): PageChoice => ({ id, name, pictureUrl, instagram });

export async function connectFacebook(
  userId: string,
  input: Pick<ConnectInput, "code" | "state">,
  facebook: FacebookApi = facebookApi(),
): Promise<PageChoice[]> {
  if (!isValidFacebookState(input.state, userId)) {
    throw new AppError("BAD_REQUEST", "This Facebook login expired or was not started from your account. Please connect again.");
  }
  const { token, pages } = await withFacebookErrors(async () => {
    const short = await facebook.exchangeCode(input.code, userId);
    const token = await facebook.extendUserToken(short.accessToken);
    return { token, pages: await facebook.listPages(token.accessToken) };
  });
  const login = { userAccessToken: encrypt(token.accessToken), tokenExpiresAt: token.expiresAt };
  await db.metaLogin.upsert({ where: { userId }, create: { userId, ...login }, update: login });
  return pages.map(pageChoiceOf);
}
