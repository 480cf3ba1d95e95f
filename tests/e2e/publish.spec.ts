// Publishing from the Post Workspace through the Confirm Post dialog: mark as published, post now to a
// Facebook page (the stack's Graph API double), schedule (delivered by the embedded worker), cancel, and
// failures; a post whose delivery nobody could confirm, and one whose publishing stopped halfway (a crash).
// (The sandbox Facebook and its page feed: tests/e2e/sandbox-mode.spec.ts.)
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { arrangeFacebookPage, BAKERY, BIKES, connectFacebookPage, facebookPosts } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";
import { schedulerLookedSince } from "./support/scheduler";

/** Opens the workspace with a saved post, handed over as 'Open in Workspace' does. */
async function openInWorkspace(page: Page, email: string, content: string) {
  const post = await testDb().post.create({ data: { userId: await userIdOf(email), content, cost: 321 } });
  await page.addInitScript((handover) => localStorage.setItem("workspace_post", JSON.stringify(handover)), { content, imageUrl: null, id: post.id });
  await page.goto("/post-generator");
  await expect(page.getByTestId("preview-text")).toHaveText(content);
  return post;
}

async function openConfirmDialog(page: Page) {
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(dialog).toBeVisible();
  return dialog;
}

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

  test("schedule a post; the embedded worker publishes it when it is due", async ({ page, user }) => {
    // It waits a real minute for the post to fall due.
    test.setTimeout(150_000);
    await arrangeFacebookPage(user);
    const content = `Saturday market stall, 9 to 1. ${Date.now()}`;
    const post = await openInWorkspace(page, user, content);
    const dialog = await openConfirmDialog(page);
    await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("switch", { name: "Schedule Post" }).click();
    await expect(dialog.getByText("Your post will be published at the scheduled time")).toBeVisible();
    await dialog.getByRole("button", { name: "Schedule Post" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Post scheduled for /)).toBeVisible();

    // Tomorrow at 12:00 PM in the browser's time zone, stored in UTC.
    const stored = await testDb().post.findUniqueOrThrow({ where: { id: post.id }, include: { platforms: true } });
    expect(stored.status).toBe("SCHEDULED");
    const expected = await page.evaluate(() => {
      const d = new Date();
      return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 12, 0).toISOString();
    });
    expect(stored.scheduledTime!.toISOString()).toBe(expected);
    expect(stored.platforms).toEqual([expect.objectContaining({ platform: "FACEBOOK", status: "PENDING" })]);

    // The picker offers quarter hours only; bring the time to a minute from now to watch it go out.
    const dueAt = new Date(Date.now() + 60_000);
    await testDb().post.update({ where: { id: post.id }, data: { scheduledTime: dueAt } });
    // Not before its time: the worker has looked since, and left it.
    await schedulerLookedSince(new Date());
    expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");
    await expect
      .poll(async () => (await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).status, { timeout: 90_000, intervals: [1_000] })
      .toBe("PUBLISHED");
    const delivery = await testDb().postPlatform.findFirstOrThrow({ where: { postId: post.id } });
    expect(delivery.status).toBe("SUCCESS");
    expect(delivery.deliveredAt!.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(delivery.deliveredAt!.getTime() - dueAt.getTime()).toBeLessThan(15_000);

    expect((await facebookPosts()).filter((p) => p.message === content)).toEqual([
      expect.objectContaining({ pageId: BAKERY!.id, id: delivery.externalPostId }),
    ]);
    await page.goto("/dashboard");
    await expect(page.getByTestId("scheduler-status")).toContainText("Scheduler last checked for due posts");
  });

  test("cancel a schedule: the post goes back to generated and is never sent", async ({ page, user }) => {
    await arrangeFacebookPage(user);
    const content = `Cancelled: late-night opening ${Date.now()}`;
    const post = await openInWorkspace(page, user, content);
    const dialog = await openConfirmDialog(page);
    await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("switch", { name: "Schedule Post" }).click();
    await dialog.getByRole("button", { name: "Schedule Post" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/your-posts");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await card.getByRole("button", { name: /^View/ }).click();
    const details = page.getByRole("dialog", { name: "Post Details" });
    await details.getByRole("button", { name: "Cancel Schedule" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel Schedule" });
    await expect(confirm.getByText("Are you sure you want to cancel this scheduled post? This action cannot be undone.")).toBeVisible();
    await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
    // Hold the request a moment, to see the button say what it is doing.
    await page.route("**/api/post/schedule", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(confirm.getByRole("button", { name: "Cancelling..." })).toBeDisabled();
    await expect(page.getByText("Post schedule cancelled successfully")).toBeVisible();
    // The list refreshes by itself: the card is a generated post again.
    await expect(details).toBeHidden();
    await expect(card.getByText("Generated", { exact: true })).toBeVisible();
    await expect(card.getByText("Scheduled", { exact: true })).toHaveCount(0);
    expect(await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "GENERATED", scheduledTime: null });
    expect(await testDb().postPlatform.count({ where: { postId: post.id } })).toBe(0);

    // Even with its old time long past, nothing goes out: the worker only sends scheduled posts.
    await testDb().post.update({ where: { id: post.id }, data: { scheduledTime: new Date(Date.now() - 60_000) } });
    await schedulerLookedSince(new Date());
    expect((await facebookPosts()).filter((p) => p.message === content)).toEqual([]);
    expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("GENERATED");
  });
});

test.describe("a post whose delivery nobody could confirm", () => {
  /** A post sent to Facebook whose answer never came: what the scheduler leaves behind. */
  async function arrangeUnconfirmed(email: string, content: string, looked: Date[], nextCheckAt: Date | null) {
    const { userId, connectionId } = await arrangeFacebookPage(email);
    return testDb().post.create({
      data: {
        userId,
        content,
        status: "UNCONFIRMED",
        platforms: {
          create: {
            platform: "FACEBOOK",
            connectionId,
            accountName: BAKERY!.name,
            status: "UNCONFIRMED",
            pageId: BAKERY!.id,
            attempts: 1,
            sentAt: new Date(Date.now() - 40 * 60_000),
            checkedAt: looked,
            nextCheckAt,
            errorMessage: "Facebook didn't confirm this post in time, so we can't tell whether it went out.",
          },
        },
      },
    });
  }

  async function openDetails(page: Page, content: string) {
    await page.goto("/your-posts");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await expect(card.getByText("Unconfirmed: check your page")).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toHaveCount(0);
    await card.getByRole("button", { name: /^View/ }).click();
    return { card, details: page.getByRole("dialog", { name: "Post Details" }) };
  }

  test("while Postloom looks for it on the page, it says so and asks nothing", async ({ page, user }) => {
    const content = `Still looking ${Date.now()}`;
    await arrangeUnconfirmed(user, content, [new Date(Date.now() - 30 * 60_000)], new Date(Date.now() + 10 * 60_000));
    const { details } = await openDetails(page, content);
    await expect(details.getByTestId("unconfirmed-checking")).toContainText("we're looking for this post on your Facebook page");
    await expect(details.getByRole("button", { name: "It's on my page" })).toHaveCount(0);
  });

  test("after looking, the owner answers: sent again once, or marked as published without sending", async ({ page, user }) => {
    const looked = [new Date(Date.now() - 35 * 60_000), new Date(Date.now() - 10 * 60_000)];
    const resend = `Send me again ${Date.now()}`;
    await arrangeUnconfirmed(user, resend, looked, null);
    const { card, details } = await openDetails(page, resend);
    const times = await page.evaluate(
      (dates) => dates.map((d) => new Date(d).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })),
      looked.map((d) => d.toISOString()),
    );
    await expect(details.getByTestId("unconfirmed-ask")).toContainText(`We looked at your Facebook page at ${times[0]} and ${times[1]} and did not find it.`);
    await details.getByRole("button", { name: "It's not there, send it again" }).click();
    await expect(page.getByText("Post published to Facebook")).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    expect((await facebookPosts()).filter((p) => p.message === resend)).toHaveLength(1);

    const onPage = `Already there ${Date.now()}`;
    const arranged = await arrangeUnconfirmed(user, onPage, looked, null);
    const second = await openDetails(page, onPage);
    await second.details.getByRole("button", { name: "It's on my page" }).click();
    await expect(page.getByText("Marked as published")).toBeVisible();
    await expect(second.card.getByText("Published", { exact: true })).toBeVisible();
    expect((await facebookPosts()).filter((p) => p.message === onPage)).toHaveLength(0);
    expect(await testDb().post.findUniqueOrThrow({ where: { id: arranged.id } })).toMatchObject({ status: "PUBLISHED" });
  });
});

test.describe("a post whose publishing stopped halfway", () => {
  test("Post Details says it is being sent, then that publishing went quiet and from when the owner can act; a cancel before then says how long to wait; then it is looked for on the page", async ({
    page,
    user,
  }) => {
    const { userId, connectionId } = await arrangeFacebookPage(user);
    const content = `Sent when the server died ${Date.now()}`;
    // A server claimed it and started sending it to Facebook, then died: its last heartbeat was 5 s ago.
    const heardAt = new Date(Date.now() - 5_000);
    const runner = `crashed-server-${Date.now()}`;
    await testDb().runnerHeartbeat.create({ data: { runner, beatAt: heardAt } });
    await testDb().post.create({
      data: {
        userId,
        content,
        status: "SCHEDULED",
        scheduledTime: new Date(Date.now() - 60_000),
        claimedBy: runner,
        claimedAt: new Date(heardAt.getTime() - 1_000),
        platforms: {
          create: { platform: "FACEBOOK", connectionId, accountName: BAKERY!.name, status: "SENDING", pageId: BAKERY!.id, attempts: 1, sentAt: heardAt },
        },
      },
    });
    const { timeZone } = await testDb().businessProfile.findUniqueOrThrow({ where: { userId } });
    const clock = (date: Date) => date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit", timeZone });
    const stopsAt = new Date(heardAt.getTime() + 30_000);

    await page.goto("/your-posts");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await card.getByRole("button", { name: /^View/ }).click();
    const details = page.getByRole("dialog", { name: "Post Details" });
    await expect(details.getByTestId("delivery-sending")).toHaveText("Sending to your Facebook page now.");
    // Unheard from for 12 s, it may have stopped: the owner learns until when to wait.
    await expect(details.getByTestId("delivery-stalled")).toHaveText(
      `We haven't heard from publishing since ${clock(heardAt)}, so it may have stopped before Facebook answered. If it hasn't finished by ${clock(stopsAt)}, you can cancel or change this post then, and we'll check your Facebook page for it.`,
    );
    await details.getByRole("button", { name: "Cancel Schedule" }).click();
    await page.getByRole("alertdialog", { name: "Cancel Schedule" }).getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Failed to cancel post schedule")).toBeVisible();
    await expect(
      page.getByText(
        /^Publishing this post has gone quiet, so it may have stopped\. If it doesn't pick up again, you can try again in \d+ seconds?, and we'll check your page for anything that went out\.$/,
      ),
    ).toBeVisible();

    // Once it is known to have stopped, the worker takes it over: what it was sending is looked for on the page.
    await page.waitForTimeout(Math.max(0, stopsAt.getTime() - Date.now()));
    await expect(async () => {
      await page.reload();
      await expect(card.getByText("Unconfirmed: check your page")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await card.getByRole("button", { name: /^View/ }).click();
    await expect(details.getByTestId("unconfirmed-checking")).toContainText("we're looking for this post on your Facebook page");
    expect((await facebookPosts()).filter((p) => p.message === content)).toEqual([]);
  });
});
