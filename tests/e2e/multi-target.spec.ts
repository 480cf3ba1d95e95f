// One post to several targets through the Confirm Post dialog (the stack's Graph API double): both pages
// at once, each target's own status (and why one failed) in Post Details, and one target taken off a
// schedule while the other stays.
import type { Page } from "@playwright/test";
import { encrypt } from "../../lib/crypto/encryption";
import { arrangeFacebookPage, BAKERY, BIKES, facebookPosts } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";
import { E2E_ENCRYPTION_KEY } from "./support/ports";

/** Both of the double's pages connected: the bakery (the default) and the bike shop. */
async function arrangeTwoPages(email: string, { bikesToken = `page-token-${BIKES!.id}` } = {}) {
  await arrangeFacebookPage(email);
  const userId = await userIdOf(email);
  await testDb().socialConnection.create({
    data: { userId, platform: "FACEBOOK", accountId: BIKES!.id, accountName: BIKES!.name, pageId: BIKES!.id, accessToken: encrypt(bikesToken, E2E_ENCRYPTION_KEY) },
  });
}

async function openWithText(page: Page, email: string, content: string) {
  const post = await testDb().post.create({ data: { userId: await userIdOf(email), content, cost: 321 } });
  await page.goto(`/post-generator?post=${post.id}`);
  await expect(page.getByTestId("preview-text")).toHaveText(content);
  await page.getByRole("button", { name: "Post Now" }).click();
  return { post, dialog: page.getByRole("dialog", { name: "Confirm Post" }) };
}

async function openDetails(page: Page, content: string) {
  await page.goto("/your-posts");
  await page.getByTestId("post-card").filter({ hasText: content }).getByRole("button", { name: /^View/ }).click();
  return page.getByRole("dialog", { name: "Post Details" });
}

test.describe("a post to several pages", () => {
  test("both pages at once, each with its own status and a link to the post", async ({ page, user }) => {
    await arrangeTwoPages(user);
    const content = `Two pages at once ${Date.now()}`;
    const { dialog } = await openWithText(page, user, content);
    // The default page is chosen; the other is offered beside it.
    await expect(dialog.getByRole("button", { name: `Facebook: ${BAKERY!.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("button", { name: `Facebook: ${BIKES!.name}` })).toHaveAttribute("aria-pressed", "false");
    await dialog.getByRole("button", { name: `Facebook: ${BIKES!.name}` }).click();
    await dialog.getByRole("button", { name: "Post Now" }).click();
    await expect(page.getByText("Post published to Facebook")).toBeVisible();
    expect((await facebookPosts()).filter((p) => p.message === content).map((p) => p.pageId).sort()).toEqual([BAKERY!.id, BIKES!.id]);

    const details = await openDetails(page, content);
    const targets = details.getByTestId("post-target");
    await expect(targets).toHaveCount(2);
    await expect(targets.nth(0)).toContainText(`Facebook · Posted${BAKERY!.name}`);
    await expect(targets.nth(1)).toContainText(`Facebook · Posted${BIKES!.name}`);
    await expect(targets.nth(0).getByRole("link", { name: "View post on Facebook (opens in a new tab)" })).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/1001_\d+$/);
  });

  test("a page that refuses leaves the other delivered: Post Details says which failed and why", async ({ page, user }) => {
    // The bike shop's saved token is not one the double accepts: as if access to it had been revoked.
    await arrangeTwoPages(user, { bikesToken: "a-revoked-token" });
    const content = `One of two ${Date.now()}`;
    const { dialog } = await openWithText(page, user, content);
    await dialog.getByRole("button", { name: `Facebook: ${BIKES!.name}` }).click();
    await dialog.getByRole("button", { name: "Post Now" }).click();
    await expect(page.getByText("Post published to Facebook")).toBeVisible();

    const details = await openDetails(page, content);
    await expect(details.getByText("Partly published")).toBeVisible();
    const failed = details.getByTestId("post-target").filter({ hasText: BIKES!.name });
    await expect(failed).toContainText("Facebook · Failed");
    await expect(failed).toContainText("Reconnect Facebook on the dashboard, then post again.");
    await expect(details.getByTestId("post-target").filter({ hasText: BAKERY!.name })).toContainText("Facebook · Posted");
  });

  test("one target taken off a schedule; the other stays scheduled", async ({ page, user }) => {
    await arrangeTwoPages(user);
    const content = `Scheduled twice ${Date.now()}`;
    const { post, dialog } = await openWithText(page, user, content);
    await dialog.getByRole("button", { name: `Facebook: ${BIKES!.name}` }).click();
    await dialog.getByRole("switch", { name: "Schedule Post" }).click();
    await dialog.getByRole("button", { name: "Schedule Post" }).click();
    await expect(page.getByText(/^Post scheduled for /)).toBeVisible();

    const details = await openDetails(page, content);
    await expect(details.getByTestId("post-target")).toHaveCount(2);
    await details.getByRole("button", { name: `Don't post here (${BIKES!.name})` }).click();
    await expect(page.getByText(`${BIKES!.name} taken off the schedule`)).toBeVisible();
    const left = await testDb().postPlatform.findMany({ where: { postId: post.id }, select: { accountName: true, status: true } });
    expect(left).toEqual([{ accountName: BAKERY!.name, status: "PENDING" }]);
    expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");
  });
});
