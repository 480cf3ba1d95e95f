// Scheduling from the Post Workspace through the Confirm Post dialog: a scheduled post is delivered to the
// Facebook page (the stack's Graph API double) by the embedded worker when it is due, and a cancelled
// schedule is never sent. (Posting now: publish.spec.ts.)
import { arrangeFacebookPage, BAKERY, facebookPosts } from "./support/facebook";
import { expect, test, testDb } from "./support/fixtures";
import { openConfirmDialog, openInWorkspace } from "./support/publish-dialog";
import { schedulerLookedSince } from "./support/scheduler";

test.describe("publishing from the workspace", () => {
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
