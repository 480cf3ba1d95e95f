// The two-command promise: with no settings at all the build runs on the embedded database and the sandbox
// of every outside service. A newcomer signs up and confirms through the sandbox outbox, subscribes through
// the sandbox checkout and portal, has posts written by the offline writer, and posts to a sample page of
// the sandbox Facebook. (The same flows against the production integrations: the other specs. The sandbox
// Instagram, and a sandbox page that needs reconnecting: sandbox-channels.spec.ts.)
import { BRAND_PROFILE, expect, PASSWORD, signInThroughForm, test, uniqueEmail } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { socialCard } from "./support/facebook";
import { plan, sandboxUser, subscribe } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

test("with no settings, a newcomer signs up, confirms through /sandbox/mail and signs in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Creating Now" })).toBeVisible();

  const email = uniqueEmail("newcomer");
  await page.goto("/login");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please check your email to verify your account")).toBeVisible();

  // The login screen points at the outbox, which holds the mail with its link back to this copy.
  await page.getByRole("link", { name: /Mail sandbox/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/mail$/);
  const mail = page.getByRole("listitem").filter({ hasText: `To ${email}` });
  await expect(mail).toBeVisible();
  await mail.getByRole("link", { name: new RegExp(`^${SANDBOX_APP_URL}/api/account/verify`) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your email is verified. You can sign in now.")).toBeVisible();

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Welcome to Postloom")).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveText(email);
});

test("the sandbox checkout and portal: subscribe, switch, cancel, and jump to the next billing date", async ({ page }) => {
  const email = await sandboxUser(page);
  await subscribe(page, email);

  await plan(page, "STANDARD").getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(/\/sandbox\/billing-portal\?session=/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing portal" })).toBeVisible();
  await page.getByRole("button", { name: "Switch to Professional" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You're now on Professional" })).toBeVisible();

  await page.getByRole("link", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription has been cancelled." })).toBeVisible();
  await page.getByRole("button", { name: "Go to the next billing date" }).click();
  await expect(page.getByRole("status").filter({ hasText: "your cancelled subscription" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Postloom" }).first().click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText("Your plan has ended.")).toBeVisible();
});

test("the sandbox portal says what a downgrade does and when: the plan and its credits stay until the next billing date, which brings the new ones", async ({
  page,
}) => {
  const email = await sandboxUser(page);
  await subscribe(page, email);
  // Up to Professional: at once, charged today.
  await plan(page, "PROFESSIONAL")
    .getByRole("button", { name: /^Choose Plan/ })
    .click();
  await expect(page.getByText("Confirm your new plan")).toBeVisible();
  await expect(
    page.getByText(/^Professional, €35\.00 per month, from today\. You pay the prorated difference today and your credits are set to 350,000 now\.$/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirm switch" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You're now on Professional" })).toBeVisible();
  const renews = (await page.getByText(/^Your plan renews on /).textContent())!.match(/^Your plan renews on (.+)\.$/)![1]!;

  // Back down to Standard: it waits for the next billing date, and nothing is charged today.
  await page.getByRole("link", { name: "Return to Postloom" }).first().click();
  await expect(page.getByText("Current Plan: Professional")).toBeVisible();
  await plan(page, "STANDARD")
    .getByRole("button", { name: /^Choose Plan/ })
    .click();
  const terms = page.getByText(/^Standard, €15\.00 per month, from your next billing date/);
  await expect(terms).toHaveText(
    `Standard, €15.00 per month, from your next billing date, ${renews}. Until then you keep Professional and your credits, and nothing is charged or refunded today. On ${renews} your credits are set to 150,000.`,
  );
  await expect(page.getByText("You pay the prorated difference today")).toHaveCount(0);
  await page.screenshot({ path: "test-results/sandbox-portal-downgrade-1280.png", fullPage: true });
  await page.getByRole("button", { name: "Confirm switch" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Your plan changes to Standard on ${renews}. Until then you keep Professional and your credits; nothing was charged or refunded.`,
  );
  await expect(page.getByText(`Changes to Standard on ${renews}`, { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/sandbox-portal-downgrade-scheduled-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Plans & Billing says the same; the credits have not dropped.
  await page.getByRole("link", { name: "Return to Postloom" }).first().click();
  await expect(page.getByText("Current Plan: Professional")).toBeVisible();
  await expect(page.getByText("Credits remaining: 350,000")).toBeVisible();
  await expect(
    page.getByText(/^Changes to Standard on .+, when your credits are set to 150,000\. Until then you keep Professional and your credits\.$/),
  ).toBeVisible();
  await expect(page.getByText("a larger plan starts at once; a smaller one, like a cancellation, waits for the end of the month you paid for.")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/plans-and-billing-downgrade-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The next billing date brings Standard and its credits.
  await plan(page, "PROFESSIONAL").getByRole("button", { name: "Manage subscription" }).click();
  await page.getByRole("button", { name: "Go to the next billing date" }).click();
  await expect(page.getByRole("status").filter({ hasText: "A new billing period has started" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Postloom" }).first().click();
  await expect(page.getByText("Current Plan: Standard")).toBeVisible();
  await expect(page.getByText("Credits remaining: 150,000")).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
});

test("the sandbox checkout needs the user who opened it", async ({ page, browser }) => {
  await sandboxUser(page);
  await page.goto("/subscription");
  await plan(page, "STANDARD")
    .getByRole("button", { name: /^Choose Plan/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
  const checkoutUrl = page.url();

  const visitor = await browser.newContext({ baseURL: SANDBOX_APP_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(checkoutUrl);
  await expect(visitorPage).toHaveURL(/\/login$/);
  await visitor.close();

  await page.goto(checkoutUrl.replace(/session=[^&]+/, "session=forged.token"));
  await expect(page.getByText("This checkout has expired")).toBeVisible();
});

test("the offline writer streams a post, and the sandbox Facebook page shows what was posted", async ({ page }) => {
  const email = await sandboxUser(page);
  await subscribe(page, email);

  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill("Our new autumn menu with pumpkin soup and cinnamon buns.");
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  const text = page.getByTestId("preview-text");
  await expect(text).toContainText("Our new autumn menu with pumpkin soup and cinnamon buns");
  await expect(text).toContainText(BRAND_PROFILE.businessName);
  await expect(page.getByText("Written by the offline writer")).toBeVisible();
  const content = (await text.textContent())!.trim();

  // Connect the sandbox Facebook: its own login dialog, two sample pages.
  await page.goto("/dashboard");
  const card = socialCard(page);
  const popupOpened = page.waitForEvent("popup");
  await card.getByRole("button", { name: "Connect Facebook" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Log in with Facebook" })).toBeVisible();
  await expect(popup.getByText("Sandbox", { exact: true })).toBeVisible();
  const own = `${BRAND_PROFILE.businessName} (sandbox page)`;
  await expect(popup.getByText(`Sample Pages you manage here: ${own} and`)).toBeVisible();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: `Continue as ${email}` }).click();
  await closed;
  const dialog = page.getByRole("dialog", { name: "Choose where Postloom posts" });
  // The sandbox's pages carry the owner's brand, not a stranger's, each with a sandbox Instagram account.
  const choices = dialog.getByRole("checkbox");
  await expect(choices).toHaveCount(4);
  const [main, events] = await dialog.getByRole("listitem").all();
  await expect(main!).toContainText(own);
  await expect(main!).toContainText(/@\S+Instagram account/);
  await expect(events!).toContainText(`${BRAND_PROFILE.businessName} Events (sandbox page)`);
  await expect(events!).toContainText(/@\S+\.events/);
  await main!.getByRole("checkbox", { name: own }).check();
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(card.getByText("Connected and ready to post")).toBeVisible();

  // Post it from Your Posts through the workspace, then find it on the sample page.
  await page.goto("/your-posts");
  await page
    .getByRole("button", { name: /^View post created/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Open in Workspace" }).click();
  await expect(page.getByTestId("preview-text")).toHaveText(content);
  await page.getByRole("button", { name: "Post Now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(confirm.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Post published to Facebook")).toBeVisible();

  await page.goto("/dashboard");
  await card.getByRole("link", { name: "View page" }).click();
  await expect(page).toHaveURL(/\/sandbox\/facebook\/sandbox-main$/);
  await expect(page.getByRole("heading", { name: own })).toBeVisible();
  const feedPost = page.getByRole("list", { name: "Page posts" }).getByRole("listitem").first();
  await expect(feedPost).toContainText(content.slice(0, 60));
  await expect(feedPost).toContainText(/\d+ reactions/);
});
