// In the sandbox copy (no settings): a scheduled post that fails is told by email, through the sandbox outbox,
// with the link to the post; the email's unsubscribe link works once, without signing in. A notice about a
// connection whose trouble is over says so in the bell and is not counted unread.
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { socialCard } from "./support/facebook";
import { approveSandboxPage, connectSandboxPage, sandboxUser } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

test("a scheduled post that fails puts a mail in the sandbox outbox that leads to the post; its unsubscribe link works once, signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await sandboxUser(page);
  const own = await connectSandboxPage(page, email);

  // The page's admin removes Postloom; a post falls due there a few seconds later.
  await page.goto("/sandbox/facebook/sandbox-main");
  await page.getByRole("button", { name: "Remove Postloom's access" }).click();
  await expect(page.getByRole("status")).toContainText("Postloom's access to this page is removed.");
  const content = "Harbour blend is back on Friday, come early for a fresh bag";
  const scheduled = await page.request.post("/api/post/schedule", {
    data: { postContent: content, platforms: ["FACEBOOK"], scheduledAt: new Date(Date.now() + 3_000).toISOString() },
  });
  expect(scheduled.status()).toBe(200);
  const postId: number = (await scheduled.json()).object.id;

  // The outbox gets the mail about it (the embedded worker delivers, then sends).
  const outbox = page
    .getByRole("listitem")
    .filter({ hasText: "A scheduled post didn't go out" })
    .filter({ hasText: `To ${email}` });
  await expect(async () => {
    await page.goto("/sandbox/mail");
    await expect(outbox).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(outbox).toContainText(`"${content}" didn't reach ${own}.`);
  await expect(outbox).toContainText(`Open the post ${SANDBOX_APP_URL}/your-posts?post=${postId}`);

  // As sent: the headers, and the HTML part whose button leads to the post.
  await outbox.getByRole("link", { name: "View as sent, with its headers" }).click();
  const headers = page.getByRole("definition");
  await expect(headers.filter({ hasText: /^<http:\/\/.+\/api\/unsubscribe\?token=/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^List-Unsubscribe=One-Click$/ })).toHaveCount(1);
  const mail = page.frameLocator("iframe");
  await expect(mail.getByRole("heading", { name: "A scheduled post didn't go out" })).toBeVisible();
  await page.screenshot({ path: "test-results/sandbox-mail-post-failed-1280.png", fullPage: true });
  const unsubscribe = await mail.getByRole("link", { name: "Unsubscribe from these emails" }).getAttribute("href");
  const [opened] = await Promise.all([page.waitForEvent("popup"), mail.getByRole("link", { name: "Open the post" }).click()]);
  await expect(opened).toHaveURL(new RegExp(`/your-posts\\?post=${postId}$`));
  await expect(opened.getByRole("dialog")).toContainText(content);
  await opened.close();

  // Signed out, in another browser: the link asks first, unsubscribes once, and is refused after.
  const stranger = await browser.newContext({ baseURL: SANDBOX_APP_URL });
  const other = await stranger.newPage();
  await other.goto(unsubscribe!);
  await expect(other.getByText("Stop emails about posts that didn't go out?")).toBeVisible();
  await other.screenshot({ path: "test-results/unsubscribe-1280.png" });
  await other.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(other.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(other.getByRole("status")).toHaveText("You won't get emails about posts that didn't go out any more.");
  await other.reload();
  await other.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(other.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
  await expect(other.getByRole("status")).toHaveText("This link has already been used. You can choose which emails you get on your Account page.");
  await stranger.close();

  // The owner's Account page shows it off.
  await page.goto("/account#notifications");
  await expect(page.locator("#notifications").getByRole("switch", { name: /A post didn't go out/ })).toHaveAttribute("aria-checked", "false");
});

test("a notice about a page that needed reconnecting, never opened, says it is resolved once the page is reconnected, and leaves the unread count", async ({
  page,
}) => {
  const email = await sandboxUser(page);
  const own = await connectSandboxPage(page, email);
  await page.goto("/sandbox/facebook/sandbox-main");
  await page.getByRole("button", { name: "Remove Postloom's access" }).click();
  await expect(page.getByRole("status")).toContainText("Postloom's access to this page is removed.");

  await page.goto("/dashboard");
  const row = socialCard(page).getByTestId("connection");
  await row.getByRole("button", { name: `Check now ${own}` }).click();
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "NEEDS_RECONNECT");
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();

  // Reconnected from the card, without opening the notice: the bell has nothing left to count.
  await Promise.all([approveSandboxPage(page, email), row.getByRole("button", { name: `Reconnect ${own}` }).click()]);
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  const bell = page.getByRole("button", { name: "Notifications", exact: true });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId("unread-count")).toHaveCount(0);
  await bell.click();
  const notice = page.getByRole("list", { name: "Notifications" }).getByTestId("notification");
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`${own} needs reconnecting`);
  await expect(notice).toContainText(`Resolved: ${own} is connected and working again.`);
  await expect(notice).toHaveAttribute("data-read", "true");
  await expect(notice).not.toContainText("(unread)");
  await page.screenshot({ path: "test-results/notification-resolved-1280.png", animations: "disabled" });

  // And after a reload, from the server's own count; on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(notice).toContainText(`Resolved: ${own} is connected and working again.`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/notification-resolved-390.png", animations: "disabled" });
});
