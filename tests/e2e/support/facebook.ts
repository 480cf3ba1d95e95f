// Browser-test steps for Facebook, on the stack's Graph API double (its OAuth dialog and pages).
import type { Page } from "@playwright/test";
import { encrypt } from "../../../lib/crypto/encryption";
import { expect, testDb, userIdOf } from "./fixtures";
import { E2E_ENCRYPTION_KEY, E2E_FACEBOOK, MAILBOX_PORT } from "./ports";

export const [BAKERY, BIKES] = E2E_FACEBOOK.pages;

export function socialCard(page: Page) {
  return page.getByText("Social Media Integration").locator("xpath=ancestor::*[@data-slot='card']");
}

/** Connect through the popup and authorize a page, as a user does. */
export async function connectFacebookPage(page: Page, pageName = BAKERY!.name) {
  await page.goto("/dashboard");
  const card = socialCard(page);
  await expect(card.getByText("Connect to start posting")).toBeVisible();
  const popupOpened = page.waitForEvent("popup");
  await card.getByRole("button", { name: "Connect Facebook" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Log in with Facebook" })).toBeVisible();
  // The popup closes itself as soon as it has handed the code over: listen before clicking.
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: "Continue as Test Person" }).click();
  await closed;

  const dialog = page.getByRole("dialog", { name: "Choose where Postloom posts" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: pageName }).check();
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("Facebook account connected successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Connected and ready to post")).toBeVisible();
  await expect(card.getByTestId("connection")).toContainText(pageName);
}

/** A connected page, stored as the app stores it (for tests about what comes after connecting). */
export async function arrangeFacebookPage(email: string, pageId: string = BAKERY!.id) {
  const userId = await userIdOf(email);
  const page = E2E_FACEBOOK.pages.find((p) => p.id === pageId)!;
  const fields = {
    accountName: page.name,
    pageId: page.id,
    accessToken: encrypt(`page-token-${page.id}`, E2E_ENCRYPTION_KEY),
    health: "HEALTHY" as const,
    isDefault: true,
  };
  await testDb().socialConnection.deleteMany({ where: { userId, platform: "FACEBOOK", accountId: { not: page.id } } });
  const { id: connectionId } = await testDb().socialConnection.upsert({
    where: { userId_platform_accountId: { userId, platform: "FACEBOOK", accountId: page.id } },
    create: { userId, platform: "FACEBOOK", accountId: page.id, ...fields },
    update: fields,
  });
  return { userId, page, connectionId };
}

/** A post the Graph double received: `photos` counts its pictures (a multi-photo post's, or a photo post's one). */
export type ReceivedFacebookPost = { pageId: string; kind: "feed" | "photo"; message: string; id: string; link?: string; hasImage: boolean; photos: number };

/** What the Graph API double was sent, oldest first. */
export async function facebookPosts(): Promise<ReceivedFacebookPost[]> {
  return (await fetch(`http://127.0.0.1:${MAILBOX_PORT}/facebook/posts`)).json();
}

export type PublishedInstagramMedia = {
  id: string;
  accountId: string;
  caption: string;
  permalink: string;
  image: { format: string; width: number; height: number };
};

/** What the Instagram double published, oldest first. */
export async function instagramMedia(): Promise<PublishedInstagramMedia[]> {
  return (await fetch(`http://127.0.0.1:${MAILBOX_PORT}/instagram/media`)).json();
}

/** The bakery page's Instagram account, connected as the app stores it (its page's token). */
export async function arrangeInstagramAccount(email: string) {
  const userId = await userIdOf(email);
  const account = BAKERY!.instagram!;
  return testDb().socialConnection.create({
    data: {
      userId,
      platform: "INSTAGRAM",
      accountId: account.id,
      accountName: account.username,
      pageId: BAKERY!.id,
      accessToken: encrypt(`page-token-${BAKERY!.id}`, E2E_ENCRYPTION_KEY),
      isDefault: true,
    },
  });
}
