// Publishing from the Post Workspace through the Confirm Post dialog: mark as published, post now to a
// Facebook page (the stack's Graph API double), a published post reopened, and a failed publish.
// (Scheduling and cancelling: publish-schedule.spec.ts; a post whose delivery nobody could confirm, and one
// whose publishing stopped halfway (a crash): publish-recovery.spec.ts. The sandbox Facebook and its page
// feed: tests/e2e/sandbox-mode.spec.ts.)
import sharp from "sharp";
import { arrangeFacebookPage, BAKERY, BIKES, connectFacebookPage, facebookPosts } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";
import { openConfirmDialog, openInWorkspace } from "./support/publish-dialog";

test.describe("publishing from the workspace", () => {
  test("mark a post as published without posting anywhere", async ({ page, user }) => {
    const post = await openInWorkspace(page, user, "Thank you for a wonderful first year!");
    const dialog = await openConfirmDialog(page);
    await expect(dialog.getByText("Select Platforms")).toBeVisible();
    // Facebook is not connected: it cannot be chosen, and scheduling needs a platform.
    await expect(dialog.getByRole("button", { name: "Facebook" })).toBeDisabled();
    await expect(dialog.getByRole("link", { name: "Connect Facebook" })).toHaveAttribute("href", "/dashboard");
    await expect(dialog.getByRole("switch", { name: "Schedule Post" })).toBeDisabled();
    await expect(dialog.getByText("Your post will be marked as published without being posted to any platform")).toBeVisible();
    await dialog.getByRole("button", { name: "Mark post as published" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Post marked as published")).toBeVisible();
    expect(await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      status: "PUBLISHED",
      content: "Thank you for a wonderful first year!",
    });
  });

  test("the connected page is chosen at first, and the owner's last choice is remembered", async ({ page, user }) => {
    await arrangeFacebookPage(user);
    await openInWorkspace(page, user, "Only marked as published.");
    let dialog = await openConfirmDialog(page);
    const facebook = dialog.getByRole("button", { name: "Facebook" });
    await expect(facebook).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("link", { name: "Connect Facebook" })).toHaveCount(0);
    await facebook.click();
    await dialog.getByRole("button", { name: "Mark post as published" }).click();
    await expect(dialog).toBeHidden();

    await openInWorkspace(page, user, "The next post.");
    dialog = await openConfirmDialog(page);
    await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "false");
    await expect(dialog.getByRole("button", { name: "Mark post as published" })).toBeEnabled();
  });

  test("text typed without generating is saved as a new post (cost 0) when published", async ({ page, user }) => {
    await page.goto("/post-generator");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("textbox", { name: "Post text" }).fill("Closed Monday for a family wedding. See you Tuesday!");
    await page.getByRole("textbox", { name: "Post text" }).blur();
    const dialog = await openConfirmDialog(page);
    await dialog.getByRole("button", { name: "Mark post as published" }).click();
    await expect(dialog).toBeHidden();
    const posts = await testDb().post.findMany({ where: { userId: await userIdOf(user) } });
    expect(posts).toEqual([expect.objectContaining({ content: "Closed Monday for a family wedding. See you Tuesday!", status: "PUBLISHED", cost: 0 })]);
  });

  test("Post Now publishes to the Facebook page, and its details show the page's live figures", async ({ page, user }) => {
    await connectFacebookPage(page);
    const content = `Pumpkin bread is back today! ${Date.now()}`;
    const post = await openInWorkspace(page, user, content);
    const dialog = await openConfirmDialog(page);
    // A connected page is chosen already.
    await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByText("Your post will be published immediately")).toBeVisible();
    await dialog.getByRole("button", { name: "Post Now" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Post published to Facebook")).toBeVisible();

    // It is out: the workspace says so, rather than offering to post it again.
    await expect(page.getByRole("region", { name: "This post is published" })).toContainText(BAKERY!.name);
    await expect(page.getByRole("button", { name: "Post Now" })).toHaveCount(0);

    const delivery = await testDb().postPlatform.findFirstOrThrow({ where: { postId: post.id } });
    expect(delivery).toMatchObject({ platform: "FACEBOOK", status: "SUCCESS", pageId: BAKERY!.id });
    const [sent] = (await facebookPosts()).filter((p) => p.message === content);
    expect(sent).toMatchObject({ pageId: BAKERY!.id, kind: "feed", id: delivery.externalPostId });
    // The double's figures for a post are derived from its text.
    const feedReactions = content.length % 50;

    // The post's card says where it went, and its details show the page's live figures.
    await page.goto("/your-posts");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await expect(card.getByText("Facebook · Posted")).toBeVisible();
    await card.getByRole("button", { name: /^View/ }).click();
    const engagement = page.getByRole("dialog", { name: "Post Details" }).getByRole("region", { name: "Engagement on Facebook" });
    // Counted with the plural rule: "1 Reaction", "2 Reactions".
    await expect(engagement).toContainText(`${feedReactions} ${feedReactions === 1 ? "Reaction" : "Reactions"}`);
    await expect(engagement).toContainText(/\d+ Comments?/);
    await expect(engagement).toContainText(/\d+ Shares?/);
  });

  test("a published post reopened in the workspace says where and when it went out, and is used again as a new draft", async ({ page, user }) => {
    const { userId, connectionId } = await arrangeFacebookPage(user);
    await testDb().businessProfile.update({ where: { userId }, data: { timeZone: "Europe/Lisbon" } });
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c87a2a" } })
      .png()
      .toBuffer();
    const image = await testDb().generatedImage.create({ data: { userId, contentType: "image/png", data: png } });
    const content = `Fresh croissants from the oven at seven. ${Date.now()}`;
    const sentAt = new Date("2026-11-29T09:30:00Z");
    const post = await testDb().post.create({
      data: {
        userId,
        content,
        imageId: image.id,
        imageUrl: `/api/images/${image.id}`,
        status: "PUBLISHED",
        publishedAt: sentAt,
        platforms: {
          create: {
            platform: "FACEBOOK",
            connectionId,
            accountName: BAKERY!.name,
            status: "SUCCESS",
            deliveredAt: sentAt,
            externalPostId: "1001_777",
            permalink: "https://www.facebook.com/1001_777",
          },
        },
      },
    });

    // Reopened from Your Posts, as an owner does.
    await page.goto("/your-posts");
    await page.getByTestId("post-card").filter({ hasText: content }).getByRole("button", { name: /^View/ }).click();
    await page.getByRole("dialog", { name: "Post Details" }).getByRole("button", { name: "Open in Workspace" }).click();
    await expect(page.getByTestId("preview-text")).toHaveText(content);
    const published = page.getByRole("region", { name: "This post is published" });
    // When, in the brand's zone (Lisbon: 09:30 GMT on that day), whatever the browser's.
    const when = await page.evaluate(
      (at) =>
        new Date(at).toLocaleString("en-US", {
          year: "numeric",
          month: "short",
          day: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZone: "Europe/Lisbon",
          timeZoneName: "short",
        }),
      sentAt.toISOString(),
    );
    const target = published.getByTestId("published-target");
    await expect(target).toContainText(`Facebook · ${BAKERY!.name}`);
    await expect(target).toContainText(when);
    await expect(published.getByRole("link", { name: "View post on Facebook (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/1001_777",
    );
    await expect(page.getByRole("button", { name: "Post Now" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to queue" })).toHaveCount(0);

    await published.getByRole("button", { name: "Use as a new draft" }).click();
    await expect(page.getByText("A new draft with the same text and picture. Change it, then post it.")).toBeVisible();
    await expect(published).toHaveCount(0);
    await expect(page).not.toHaveURL(new RegExp(`post=${post.id}$`));
    const copyId = Number(new URL(page.url()).searchParams.get("post"));
    expect(await testDb().post.findUniqueOrThrow({ where: { id: copyId } })).toMatchObject({
      content,
      imageId: image.id,
      status: "GENERATED",
      cost: 0,
      publishedAt: null,
    });
    expect(await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ content, status: "PUBLISHED" });
    await expect(page.getByTestId("preview-text")).toHaveText(content);
    const dialog = await openConfirmDialog(page);
    await expect(dialog.getByRole("button", { name: "Post Now" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // One only marked as published says that, and when.
    const marked = await testDb().post.create({ data: { userId, content: "Closed for the holidays.", status: "PUBLISHED", publishedAt: sentAt } });
    await page.goto(`/post-generator?post=${marked.id}`);
    await expect(page.getByRole("region", { name: "This post is published" })).toContainText(`Marked as published on ${when}, without posting anywhere.`);
    await expect(page.getByRole("button", { name: "Post Now" })).toHaveCount(0);
  });

  test("a failed publish shows the error and keeps the dialog open", async ({ page, user }) => {
    const { userId } = await arrangeFacebookPage(user);
    // A token Facebook does not accept for this page: as if access had been revoked.
    await testDb().socialConnection.updateMany({ where: { userId, platform: "FACEBOOK" }, data: { pageId: BIKES!.id } });
    await openInWorkspace(page, user, "This one will not go through.");
    const dialog = await openConfirmDialog(page);
    await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Post Now" }).click();
    await expect(page.getByText("Failed to publish post. Please try again.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Post Now" })).toBeEnabled();
    expect((await testDb().socialConnection.findFirstOrThrow({ where: { userId } })).health).toBe("NEEDS_RECONNECT");
  });
});
