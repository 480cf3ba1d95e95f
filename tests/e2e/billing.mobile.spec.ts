import { expect, test } from "./support/fixtures";

test("at 390 px Plans & Billing fits the screen with full-size buttons, before and after checkout", async ({ page, user }) => {
  expect(user).toBeTruthy();
  await page.goto("/subscription");
  const choose = page.locator('[data-plan="STANDARD"]').getByRole("button", { name: /^Choose Plan/ });
  await expect(choose).toBeVisible();
  expect((await choose.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await choose.click();
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Current Plan: STANDARD")).toBeVisible();
  const manage = page.locator('[data-plan="STANDARD"]').getByRole("button", { name: "Manage subscription" });
  expect((await manage.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
