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
