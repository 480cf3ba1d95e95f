// Step 1 of connecting: trade the popup's code for a long-lived user token (kept encrypted until a
// page is chosen) and return the pages the user manages.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { facebookApi, type FacebookApi } from "@/lib/integrations/facebook";
import { withFacebookErrors } from "./facebook-failure";
import { isValidFacebookState } from "./oauth-state";
import type { ConnectInput } from "./schemas";

export type PageChoice = { id: string; name: string };

export async function connectFacebook(userId: string, input: Pick<ConnectInput, "code" | "state">, facebook: FacebookApi = facebookApi()): Promise<PageChoice[]> {
  if (!isValidFacebookState(input.state, userId)) {
    throw new AppError("BAD_REQUEST", "This Facebook login expired or was not started from your account. Please connect again.");
  }
  const { token, pages } = await withFacebookErrors(async () => {
    const short = await facebook.exchangeCode(input.code, userId);
    const token = await facebook.extendUserToken(short.accessToken);
    return { token, pages: await facebook.listPages(token.accessToken) };
  });
  const userAccessToken = encrypt(token.accessToken);
  await db.socialConnection.upsert({
    where: { userId_platform: { userId, platform: "FACEBOOK" } },
    create: { userId, platform: "FACEBOOK", userAccessToken, tokenExpiresAt: token.expiresAt },
    update: { userAccessToken, tokenExpiresAt: token.expiresAt },
  });
  return pages.map(({ id, name }) => ({ id, name }));
}
