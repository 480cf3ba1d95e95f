// The free trial: a new account writes posts at once, without a card; the top bar shows the days and
// credits left; when the trial ends the Subscription Required dialog says so; and it cannot be farmed: the
// same mailbox (deleted and signed up again, or with a '+tag'), a disposable address, a client past its trials
// for the day get none and are told why, and past the day's trial credits a trial waits and starts on its own.
import type { Page } from "@playwright/test";
import {
  createBrandProfile,
  createVerifiedUser,
  expect,
  PASSWORD,
  signIn,
  test,
  testDb,
  uniqueEmail,
  userIdOf,
  verificationLink,
  waitForMail,
} from "./support/fixtures";
import { APP_PORT, E2E_TRIAL_CREDITS_PER_DAY, E2E_TRIALS_PER_CLIENT } from "./support/ports";

/** 10 posts with images: 10 × (450 typical text credits + the 5,000 image credits the stack charges). */
const TRIAL_CREDITS = 54_500;

/** What Plans & Billing says of the account's plan or trial. */
const currentPlan = (page: Page) => page.getByRole("region", { name: "Your subscription" });

const CHOOSE_A_PLAN = "Choose a plan to start writing and publishing posts.";

/** Signs in as a confirmed owner with a brand profile, and opens Plans & Billing from the top bar. */
async function openPlansAsOwner(page: Page, email: string) {
  await signIn(page, email);
  await createBrandProfile(page.request);
  await page.goto("/dashboard");
  await page.getByTestId("plan-status").click();
  await expect(page).toHaveURL(/\/subscription$/);
}

/** The plans are offered: each card's Choose Plan works. */
async function expectPlansOffered(page: Page) {
  for (const type of ["STANDARD", "PROFESSIONAL"]) {
    await expect(page.locator(`[data-plan="${type}"]`).getByRole("button", { name: /^Choose Plan/ })).toBeEnabled();
  }
}

/**
 * Brings one of today's (UTC) trial allowances up to `used`, as a busy day would, for the length of `run`; the
 * row goes after, as the next day would start it afresh.
 */
async function withAllowanceUsed(key: string, used: number, run: () => Promise<void>) {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await testDb().trialAllowance.upsert({ where: { key }, create: { key, day, used }, update: { day, used } });
  try {
    await run();
  } finally {
    await testDb().trialAllowance.deleteMany({ where: { key } });
  }
}

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
    await expect(status.getByTestId("credits-buy")).toHaveText("about 10 posts with pictures, or 120 without");
    await expect(status).toHaveAttribute("href", "/subscription");

    await generate(page);
    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    const { cost } = await testDb().post.findFirstOrThrow({ where: { userId: await userIdOf(user) } });
    await expect(status).toContainText(`${(TRIAL_CREDITS - cost).toLocaleString("en-US")} credits`);
    // A post's worth less, and the tenth picture is out of reach (its text cost some of what it needed).
    expect(cost).toBeLessThan(500);
    await expect(status.getByTestId("credits-buy")).toHaveText("about 9 posts with pictures, or 120 without");
    await status.click();
    await expect(page.getByRole("main").getByTestId("credits-buy")).toHaveText("That's about 9 posts with pictures, or 120 without.");
    await page.screenshot({ path: "test-results/plans-and-billing-credits-1280.png" });

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
    await expect(page.getByTestId("plan-status")).toContainText("No free trial");
    await generate(page);
    await expect(
      page.getByRole("dialog", { name: "Subscription Required" }).getByText(`The free trial is once per mailbox, and this one has had it. ${CHOOSE_A_PLAN}`),
    ).toBeVisible();
  });

  test("a second sign-up with a '+tag' of a mailbox that had its trial is told the trial is once per mailbox, and offered the plans", async ({ page }) => {
    const email = await createVerifiedUser(page.request);
    const tagged = email.replace("@", "+shop@");
    await createVerifiedUser(page.request, tagged);
    await openPlansAsOwner(page, tagged);
    await expect(page.getByTestId("plan-status")).toContainText("No free trial");
    await expect(page.getByTestId("plan-status")).toContainText("0 credits");
    await expect(currentPlan(page).getByText("The free trial is once per mailbox, and this one has had it.")).toBeVisible();
    await expect(currentPlan(page).getByText(CHOOSE_A_PLAN)).toBeVisible();
    await expectPlansOffered(page);
  });

  test("an address at a disposable-mail domain gets an account but no trial, and is told so", async ({ page }) => {
    const email = uniqueEmail("owner").replace("@example.test", "@mailinator.com");
    await createVerifiedUser(page.request, email);
    await openPlansAsOwner(page, email);
    await expect(page.getByTestId("plan-status")).toContainText("No free trial");
    await expect(currentPlan(page).getByText("Free trials aren't available for disposable email addresses.")).toBeVisible();
    await expect(currentPlan(page).getByText(CHOOSE_A_PLAN)).toBeVisible();
    await expectPlansOffered(page);
    expect(await testDb().creditLedger.count({ where: { userId: await userIdOf(email) } })).toBe(0);
  });

  test("127.0.0.1 and [::1] are one client: past its trials for the day, an account made from either gets none, and is told why", async ({
    page,
    playwright,
  }) => {
    // The same server through its two loopback addresses: one more trial is left for this client today.
    const viaIPv4 = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${APP_PORT}` });
    const viaIPv6 = await playwright.request.newContext({ baseURL: `http://[::1]:${APP_PORT}` });
    const [first, second] = [uniqueEmail("client-a"), uniqueEmail("client-b")];
    for (const [request, email] of [
      [viaIPv4, first],
      [viaIPv6, second],
    ] as const) {
      expect((await request.post("/api/account/sign-up", { data: { email, password: PASSWORD } })).status()).toBe(201);
    }
    await withAllowanceUsed("client:127.0.0.1", E2E_TRIALS_PER_CLIENT - 1, async () => {
      for (const email of [first, second]) expect((await page.request.get(verificationLink(await waitForMail(email)), { maxRedirects: 0 })).status()).toBe(303);
    });
    expect(await testDb().creditLedger.count({ where: { userId: await userIdOf(first), reference: "trial" } })).toBe(1);
    expect(await testDb().creditLedger.count({ where: { userId: await userIdOf(second) } })).toBe(0);

    await openPlansAsOwner(page, second);
    await expect(page.getByTestId("plan-status")).toContainText("No free trial");
    await expect(currentPlan(page).getByText("We give only a few free trials a day to one internet connection, and yours has had today's.")).toBeVisible();
    await expectPlansOffered(page);
    await Promise.all([viaIPv4.dispose(), viaIPv6.dispose()]);
  });

  test("past the day's trial credits a new trial waits, the owner is told it starts shortly, and it starts on its own", async ({ page }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail("waiting");
    await withAllowanceUsed("credits", E2E_TRIAL_CREDITS_PER_DAY, async () => {
      await createVerifiedUser(page.request, email);
      await openPlansAsOwner(page, email);
      await expect(page.getByTestId("plan-status")).toContainText("Trial starts shortly");
      await expect(currentPlan(page).getByText("Your free trial starts shortly.")).toBeVisible();
      await generate(page);
      await expect(
        page
          .getByRole("dialog", { name: "Subscription Required" })
          .getByText("Your free trial starts shortly. It starts on its own, with nothing for you to do, and you can write posts as soon as it does."),
      ).toBeVisible();
    });

    // The next day (here: its allowance gone) has room, and the worker starts the trial with nothing lost. The
    // owner who comes back sees it (the top bar itself looks again only each minute).
    await expect(async () => {
      await page.goto("/subscription");
      await expect(page.getByTestId("plan-status")).toContainText("Trial: 14 days left", { timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId("plan-status")).toContainText(`${TRIAL_CREDITS.toLocaleString("en-US")} credits`);
    await expect(currentPlan(page).getByText(`Credits remaining: ${TRIAL_CREDITS.toLocaleString("en-US")}`)).toBeVisible();
  });
});
