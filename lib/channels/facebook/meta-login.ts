// What one Meta login (Facebook Login) connects: the Facebook Pages the owner chose, each with its page token,
// and the Instagram accounts linked to them, reached with their page's token.
import "server-only";
import { FACEBOOK_FACTS } from "./facts";
import { INSTAGRAM_FACTS } from "../instagram/facts";
import type { LoginAccount } from "../channel";
import type { FacebookPage } from "./types";

/** The chosen pages and Instagram accounts among those the login lists; or what was chosen that it does not list. */
export function chosenAccounts(
  pages: FacebookPage[],
  choice: { pageIds: string[]; instagramIds: string[] },
): { accounts: LoginAccount[] } | { missing: "page" | "instagram" } {
  const accounts: LoginAccount[] = [];
  for (const pageId of choice.pageIds) {
    const page = pages.find((candidate) => candidate.id === pageId);
    if (!page) return { missing: "page" };
    const { id, name, pictureUrl, accessToken } = page;
    accounts.push({ platform: FACEBOOK_FACTS.key, accountId: id, accountName: name, kind: "Facebook Page", pictureUrl, pageId: id, accessToken });
  }
  for (const instagramId of choice.instagramIds) {
    const page = pages.find((candidate) => candidate.instagram?.id === instagramId);
    if (!page?.instagram) return { missing: "instagram" };
    const { id, username, pictureUrl } = page.instagram;
    accounts.push({
      platform: INSTAGRAM_FACTS.key,
      accountId: id,
      accountName: username,
      kind: "Instagram account",
      pictureUrl,
      pageId: page.id,
      accessToken: page.accessToken,
    });
  }
  return { accounts };
}
