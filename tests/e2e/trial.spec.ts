// The free trial: a new account writes posts at once, without a card; the top bar shows the days and
// credits left; when the trial ends the Subscription Required dialog says so; and deleting the account
// and signing up again with the same mailbox does not start a second one.
import type { Page } from "@playwright/test";
import { createBrandProfile, createVerifiedUser, expect, signIn, test, testDb, userIdOf } from "./support/fixtures";

/** 10 posts with images: 10 × (450 typical text credits + the 5,000 image credits the stack charges). */
const TRIAL_CREDITS = 54_500;

async function generate(page: Page) {
  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill("Our spring menu starts on Friday.");
  await panel.getByRole("button", { name: "Generate Post" }).click();
}

test.describe("the free trial", () => {
  test("a new account writes its first post without a plan, and the top bar counts the days and credits", async ({ page, user }) => {
    await page.goto("/dashboard");
    const status = page.getByTestId("plan-status");
    await expect(status).toContainText("Trial: 14 days left");
    await expect(status).toContainText(`${TRIAL_CREDITS.toLocaleString("en-US")} credits`);
    await expect(status).toHaveAttribute("href", "/subscription");

    await generate(page);
    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    const { cost } = await testDb().post.findFirstOrThrow({ where: { userId: await userIdOf(user) } });
    await expect(status).toContainText(`${(TRIAL_CREDITS - cost).toLocaleString("en-US")} credits`);

    // In the ledger like any grant, once.
    const grants = await testDb().creditLedger.findMany({ where: { userId: await userIdOf(user), kind: "GRANT" } });
    expect(grants).toEqual([expect.objectContaining({ delta: TRIAL_CREDITS, reference: "trial" })]);
  });

  test("when the trial ends, the Subscription Required dialog says what happened", async ({ page, user }) => {
    await testDb().subscription.update({ where: { userId: await userIdOf(user) }, data: { trialEndsAt: new Date(Date.now() - 60_000) } });
    await generate(page);
    const dialog = page.getByRole("dialog", { name: "Subscription Required" });
    await expect(dialog.getByText("Your free trial has ended. Choose a plan to keep writing and publishing posts.")).toBeVisible();
    await dialog.getByRole("link", { name: "View Subscription Plans" }).click();
    await expect(page.getByRole("main").getByText("Your free trial has ended.", { exact: true })).toBeVisible();
    await expect(page.getByTestId("plan-status")).toContainText("Trial ended");
  });

  test("deleting the account and signing up again with the same mailbox starts no second trial", async ({ page }) => {
    const email = await createVerifiedUser(page.request);
    await signIn(page, email);
    const deleted = await page.request.delete("/api/account", { data: { confirmEmail: email } });
    expect(deleted.status()).toBe(200);

    // The same mailbox, written another way.
    const again = email.replace("@", "+again@");
    await createVerifiedUser(page.request, again);
    await signIn(page, again);
    await createBrandProfile(page.request);
    const userId = await userIdOf(again);
    expect(await testDb().creditLedger.count({ where: { userId } })).toBe(0);
    await page.goto("/dashboard");
    await expect(page.getByTestId("plan-status")).toContainText("No plan");
    await generate(page);
    await expect(page.getByRole("dialog", { name: "Subscription Required" }).getByText("You need an active subscription to use this feature")).toBeVisible();
  });
});
