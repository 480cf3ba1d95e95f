// Step 2 of connecting: keep the chosen pages and Instagram accounts, each with its page token (encrypted).
// The user token is not needed after that, so it is dropped. The first account of a platform becomes the
// one a bare platform means (its default).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { decrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { facebookApi, type FacebookApi } from "@/lib/channels/facebook";
import { chosenAccounts } from "@/lib/channels/facebook/meta-login";
import { withFacebookErrors } from "./facebook-failure";
import { keepConnections } from "./keep-connections";
import type { AuthorizeInput } from "./schemas";

export type AuthorizedConnections = {
  /** The first page chosen (docs/product.md §3's reply), or null when only Instagram accounts were. */
  pageId: string | null;
  pageName: string | null;
  connected: { platform: Platform; accountId: string; accountName: string }[];
};

export async function authorizeConnections(userId: string, choice: AuthorizeInput, facebook: FacebookApi = facebookApi()): Promise<AuthorizedConnections> {
  const login = await db.metaLogin.findUnique({ where: { userId }, select: { userAccessToken: true, tokenExpiresAt: true } });
  if (!login) throw new AppError("CONFLICT", "Connect your Facebook account first, then choose a page.");
  const pages = await withFacebookErrors(() => facebook.listPages(decrypt(login.userAccessToken)));

  const listed = chosenAccounts(pages, choice);
  if ("missing" in listed) {
    throw new AppError(
      "NOT_FOUND",
      listed.missing === "page" ? "That page isn't one you manage on Facebook." : "That Instagram account isn't linked to a page you manage.",
    );
  }
  const chosen = listed.accounts;

  await db.$transaction(async (tx) => {
    await keepConnections(tx, userId, chosen, { tokenExpiresAt: login.tokenExpiresAt });
    await tx.metaLogin.deleteMany({ where: { userId } });
  });

  // A page is reached with its own token: the first chosen is the one the reply names.
  const firstPage = chosen.find((c) => c.accountId === c.pageId);
  return {
    pageId: firstPage?.accountId ?? null,
    pageName: firstPage?.accountName ?? null,
    connected: chosen.map(({ platform, accountId, accountName }) => ({ platform, accountId, accountName })),
  };
}
