// One post to several targets through the Confirm Post dialog (the stack's Graph API doubles): both pages
// at once, each target's own status (and why one failed) in Post Details, and one target taken off a
// schedule while the other stays; a page and an Instagram account at once, each previewed, Instagram
// fetching the picture itself; and what Instagram would refuse, refused before anything is sent.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { encrypt } from "../../lib/crypto/encryption";
import { arrangeWriter } from "./support/arrange-writer";
import { arrangeFacebookPage, arrangeInstagramAccount, BAKERY, BIKES, facebookPosts, instagramMedia } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";
import { E2E_ENCRYPTION_KEY } from "./support/ports";

/** Both of the double's pages connected: the bakery (the default) and the bike shop. */
async function arrangeTwoPages(email: string, { bikesToken = `page-token-${BIKES!.id}` } = {}) {
  await arrangeFacebookPage(email);
  const userId = await userIdOf(email);
  await testDb().socialConnection.create({
    data: {
      userId,
      platform: "FACEBOOK",
      accountId: BIKES!.id,
      accountName: BIKES!.name,
      pageId: BIKES!.id,
      accessToken: encrypt(bikesToken, E2E_ENCRYPTION_KEY),
    },
  });
}

async function openWithText(page: Page, email: string, content: string, imageId?: string) {
  const post = await testDb().post.create({
    data: { userId: await userIdOf(email), content, cost: 321, imageId, imageUrl: imageId && `/api/images/${imageId}` },
  });
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
    expect(
      (await facebookPosts())
        .filter((p) => p.message === content)
        .map((p) => p.pageId)
        .sort(),
    ).toEqual([BAKERY!.id, BIKES!.id]);

    const details = await openDetails(page, content);
    const targets = details.getByTestId("post-target");
    await expect(targets).toHaveCount(2);
    await expect(targets.nth(0)).toContainText(`Facebook · Posted${BAKERY!.name}`);
    await expect(targets.nth(1)).toContainText(`Facebook · Posted${BIKES!.name}`);
    await expect(targets.nth(0).getByRole("link", { name: "View post on Facebook (opens in a new tab)" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.facebook\.com\/1001_\d+$/,
    );
  });

  test("a page that refuses leaves the other delivered: Post Details says which failed and why", async ({ page, user }) => {
    // The bike shop's saved token is not one the double accepts: as if access to it had been revoked.
    await arrangeTwoPages(user, { bikesToken: "a-revoked-token" });
    const content = `One of two ${Date.now()}`;
    const { dialog } = await openWithText(page, user, content);
    await dialog.getByRole("button", { name: `Facebook: ${BIKES!.name}` }).click();
    // "Post Now" may take its whole budget (retries included) before it answers: wait for the answer, not a fixed time.
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/post/publish", { timeout: 30_000 });
    await dialog.getByRole("button", { name: "Post Now" }).click();
    expect((await reply).status()).toBe(200);
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

/** A picture as the image model makes them (a landscape PNG), stored for the user. */
async function storedImage(email: string) {
  const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: "#c8782a" } })
    .png()
    .toBuffer();
  return testDb().generatedImage.create({ data: { userId: await userIdOf(email), contentType: "image/png", data: png } });
}

test.describe("a post to Facebook and Instagram", () => {
  test("both at once, each previewed; Instagram fetches the picture; Post Details has both", async ({ page, user }) => {
    await arrangeFacebookPage(user);
    await arrangeInstagramAccount(user);
    const content = `Warm loaves at seven ${Date.now()} #bakery #sourdough`;
    const { dialog } = await openWithText(page, user, content, (await storedImage(user)).id);
    const handle = `Instagram: @${BAKERY!.instagram!.username}`;
    // Both defaults are chosen: the post has a picture Instagram can take.
    await expect(dialog.getByRole("button", { name: `Facebook: ${BAKERY!.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("button", { name: handle })).toHaveAttribute("aria-pressed", "true");
    const previews = dialog.getByRole("tablist", { name: "Preview on" });
    await expect(previews.getByRole("tab")).toHaveText(["Facebook", "Instagram"]);
    await previews.getByRole("tab", { name: "Instagram" }).click();
    await expect(dialog.getByRole("article", { name: "Instagram preview" })).toContainText(content);
    await expect(dialog.getByTestId("instagram-counter")).toContainText("2 / 30 hashtags");
    await page.screenshot({ path: "test-results/confirm-post-instagram-1280.png" });

    await dialog.getByRole("button", { name: "Post Now" }).click();
    await expect(page.getByText("Post published to Facebook and Instagram")).toBeVisible();
    expect((await facebookPosts()).filter((p) => p.message === content)).toHaveLength(1);
    const [media] = (await instagramMedia()).filter((m) => m.caption === content);
    expect(media).toMatchObject({ accountId: BAKERY!.instagram!.id, image: { format: "jpeg", width: 1440, height: 960 } });

    const details = await openDetails(page, content);
    const targets = details.getByTestId("post-target");
    await expect(targets).toHaveCount(2);
    await expect(targets.nth(0)).toContainText(`Facebook · Posted${BAKERY!.name}`);
    await expect(targets.nth(1)).toContainText(`Instagram · Posted`);
    await expect(targets.nth(1).getByRole("link", { name: "View post on Instagram (opens in a new tab)" })).toHaveAttribute("href", media!.permalink);
  });

  test("what Instagram would refuse is refused before sending: no picture (one is offered), a caption over 2,200 characters", async ({ page, user }) => {
    await arrangeWriter(user, { credits: 100_000 });
    await arrangeFacebookPage(user);
    await arrangeInstagramAccount(user);
    const content = `Just words for now ${Date.now()}`;
    const { post, dialog } = await openWithText(page, user, content);
    const handle = `Instagram: @${BAKERY!.instagram!.username}`;
    // Without a picture Instagram isn't chosen for the owner; choosing it says why it can't go, and offers one.
    await expect(dialog.getByRole("button", { name: handle })).toHaveAttribute("aria-pressed", "false");
    await dialog.getByRole("button", { name: handle }).click();
    await expect(dialog.getByRole("alert")).toContainText("Instagram needs an image. Add one to this post, or choose only Facebook.");
    await expect(dialog.getByRole("button", { name: "Post Now" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Generate an image" }).click();
    await expect(page.getByText("Image added. See it in the preview.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Post Now" })).toBeEnabled();
    expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).imageId).not.toBeNull();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const long = `${"Our story, told slowly. ".repeat(100)}`.trim();
    const second = await openWithText(page, user, long, (await storedImage(user)).id);
    await second.dialog.getByRole("switch", { name: "Schedule Post" }).click();
    await expect(second.dialog.getByRole("alert")).toContainText(
      `Instagram captions can be at most 2,200 characters; this one has ${long.length.toLocaleString("en-US")}.`,
    );
    await expect(second.dialog.getByRole("button", { name: "Schedule Post" })).toBeDisabled();
    // Facebook alone takes it.
    await second.dialog.getByRole("button", { name: handle }).click();
    await expect(second.dialog.getByRole("alert")).toBeHidden();
    await second.dialog.getByRole("button", { name: "Schedule Post" }).click();
    await expect(page.getByText(/^Post scheduled for /)).toBeVisible();
    expect(await testDb().postPlatform.findMany({ where: { postId: second.post.id }, select: { platform: true } })).toEqual([{ platform: "FACEBOOK" }]);
  });
});
