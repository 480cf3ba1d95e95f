import { arrangeWriter } from "./support/arrange-writer";
import { expect, test } from "./support/fixtures";

test("at 390 px the sidebar is a 16rem drawer that opens, navigates and closes", async ({ page, user }) => {
  expect(user).toBeTruthy();
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  // 16rem, once the slide-in animation has settled.
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(256);
  await drawer.getByRole("link", { name: "Your Posts" }).click();
  await expect(page).toHaveURL(/\/your-posts$/);
  await expect(drawer).toBeHidden();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});

test("at 390 px the top bar says what the credits buy, inside the bar, and nothing scrolls sideways", async ({ page, user }) => {
  const header = page.locator("header");
  const status = page.getByTestId("plan-status");
  const words = status.getByTestId("credits-buy");
  const fitsTheBar = async () => {
    const [bar, box, bell] = await Promise.all([
      header.boundingBox(),
      status.boundingBox(),
      page.getByRole("button", { name: /^Notifications/ }).boundingBox(),
    ]);
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(bell!.x);
    expect(await words.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };

  // A new account's trial: the longest name the bar shows beside the words.
  await page.goto("/dashboard");
  await expect(status).toContainText("Trial: 14 days left");
  await expect(words).toHaveText("about 10 posts with pictures, or 120 without");
  await expect(words).toBeVisible();
  await fitsTheBar();
  await page.screenshot({ path: "test-results/top-bar-credits-390.png" });

  // The most a plan's credits come to (Professional's 350,000).
  await arrangeWriter(user, { credits: 350_000 });
  await page.reload();
  await expect(words).toHaveText("about 64 posts with pictures, or 770 without");
  await fitsTheBar();
});
