// The sandbox channels of a build with no settings at all (embedded database, sandbox services): a post for
// Instagram goes to the sandbox page and its sandbox Instagram account, and a sandbox page whose admin removed
// Postloom needs reconnecting, with its warnings, until one click reconnects it. (Signing up, subscribing and
// posting to the sandbox Facebook: sandbox-mode.spec.ts.)
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { socialCard } from "./support/facebook";
import { approveSandboxPage, connectSandboxPage, connectSandboxPageAndInstagram, sandboxUser, subscribe } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

test("a post for Instagram goes to the sandbox page and its Instagram account at once, and shows on both feeds", async ({ page }) => {
  const email = await sandboxUser(page);
  await subscribe(page, email);

  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByRole("radio", { name: "Instagram" }).click();
  await panel.getByLabel("Description", { exact: true }).fill("Cinnamon buns fresh from the oven every Saturday.");
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  const content = (await page.getByTestId("preview-text").textContent())!.trim();

  await connectSandboxPageAndInstagram(page, email);

  await page.goto("/your-posts");
  await page
    .getByRole("button", { name: /^View post created/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Open in Workspace" }).click();
  await page.getByRole("button", { name: "Post Now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(confirm.getByRole("button", { name: /^Instagram: @/ })).toHaveAttribute("aria-pressed", "true");
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Post published to Facebook and Instagram")).toBeVisible({ timeout: 30_000 });

  await page.goto("/dashboard");
  await socialCard(page)
    .getByRole("link", { name: /^View account/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/instagram\/sandbox-ig-main$/);
  await expect(page.getByText("1 post", { exact: false }).first()).toBeVisible();
  await expect(page.locator("[id^=media-]").first()).toContainText(content.slice(0, 40));
  await page.screenshot({ path: "test-results/sandbox-instagram-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/sandbox-instagram-390.png", fullPage: true });

  await page.goto("/sandbox/facebook/sandbox-main");
  await expect(page.getByRole("list", { name: "Page posts" }).getByRole("listitem").first()).toContainText(content.slice(0, 40));
});

test("a page whose admin removed Postloom: 'Check now' says it needs reconnecting and why, its scheduled post shows a warning on the calendar and in Your Posts, and one click reconnects it and clears the warning", async ({
  page,
}) => {
  const email = await sandboxUser(page);
  const own = await connectSandboxPage(page, email);
  const card = socialCard(page);
  await expect(card.getByText("More platforms coming soon!")).toHaveCount(0);
  const row = card.getByTestId("connection");
  await row.getByRole("button", { name: `Check now ${own}` }).click();
  await expect(page.getByText(`${own}: Connected and ready to post`)).toBeVisible();

  // A post scheduled to the page for tomorrow (the brand's zone is UTC: its day is the UTC date).
  const content = "Harbour blend is back on Friday, come early for a fresh bag";
  const due = new Date(Date.now() + 24 * 3600_000);
  const dueDay = due.toISOString().slice(0, 10);
  expect(
    (await page.request.post("/api/post/schedule", { data: { postContent: content, platforms: ["FACEBOOK"], scheduledAt: due.toISOString() } })).status(),
  ).toBe(200);
  const chip = page.getByTestId("calendar-post").filter({ hasText: content });
  const postCard = page.getByTestId("post-card").filter({ hasText: content });
  const risk = "At risk: Facebook needs reconnecting";

  // The page's admin removes Postloom on "Facebook".
  await page.goto("/sandbox/facebook/sandbox-main");
  await page.getByRole("button", { name: "Remove Postloom's access" }).click();
  await expect(page.getByRole("status")).toContainText("Postloom's access to this page is removed.");

  await page.goto("/dashboard");
  await row.getByRole("button", { name: `Check now ${own}` }).click();
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "NEEDS_RECONNECT");
  await expect(row).toContainText("Reconnect needed");
  await expect(row).toContainText("You no longer have a role on the Page that lets Postloom post.");
  await expect(card.getByRole("alert")).toContainText(`Posts to ${own} can't go out until you do.`);

  // The bell tells it too, once, naming the post due there, and leads back to the connections.
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole("list", { name: "Notifications" }).getByTestId("notification");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`1 scheduled post to ${own} won't go out`);
  await expect(item).toContainText("You no longer have a role on the Page that lets Postloom post.");
  await page.screenshot({ path: "test-results/notifications-1280.png", animations: "disabled" });
  await item.getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard#connections$/);
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/connection-health-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/connection-health-390.png", fullPage: true });
  // The bar keeps the bell and the account menu on screen at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeInViewport();
  await page.getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(page.getByRole("list", { name: "Notifications" })).toBeVisible();
  await page.screenshot({ path: "test-results/notifications-390.png", animations: "disabled" });
  await page.keyboard.press("Escape");

  // The post is at risk: a warning on the phone's agenda, on the week and the month, and in Your Posts.
  await page.goto(`/calendar?view=week&date=${dueDay}`);
  await expect(page.getByRole("list", { name: "Agenda" }).getByTestId("calendar-post").filter({ hasText: content })).toContainText(risk);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(chip).toHaveAttribute("data-at-risk", "true");
  await expect(chip).toContainText(risk);
  await page.screenshot({ path: "test-results/post-at-risk-week-1280.png", fullPage: true });
  await page.goto(`/calendar?view=month&date=${dueDay}`);
  await expect(chip.getByRole("button", { name: new RegExp(`${risk}$`) })).toBeVisible();
  await expect(chip).toHaveAttribute("title", risk);
  await page.goto("/your-posts");
  const warning = postCard.getByTestId("post-at-risk");
  await expect(warning).toContainText(`${risk}. It won't go out until you reconnect ${own}.`);
  await page.screenshot({ path: "test-results/post-at-risk-your-posts-1280.png", fullPage: true });
  await warning.getByRole("link", { name: "Reconnect on the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard#connections$/);

  await Promise.all([approveSandboxPage(page, email), row.getByRole("button", { name: `Reconnect ${own}` }).click()]);
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  await expect(card.getByRole("alert")).toHaveCount(0);
  // The new token works, checked at once.
  await row.getByRole("button", { name: `Check now ${own}` }).click();
  await expect(page.getByText(`${own}: Connected and ready to post`)).toBeVisible();

  // Reconnected, the post is no longer at risk: the warnings are gone.
  await page.goto(`/calendar?view=week&date=${dueDay}`);
  await expect(chip).toBeVisible();
  await expect(chip).not.toHaveAttribute("data-at-risk", "true");
  await expect(chip).not.toContainText("At risk");
  await page.goto("/your-posts");
  await expect(postCard).toBeVisible();
  await expect(postCard.getByTestId("post-at-risk")).toHaveCount(0);
});
