import { expect, test } from "./support/fixtures";

test("at 390 px Plans & Billing and the sandbox checkout fit the screen with full-size buttons", async ({ page, user }) => {
  expect(user).toBeTruthy();
  await page.goto("/subscription");
  const choose = page.locator('[data-plan="STANDARD"]').getByRole("button", { name: /^Choose Plan/ });
  await expect(choose).toBeVisible();
  expect((await choose.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await choose.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
  const pay = page.getByRole("button", { name: "Pay", exact: true });
  expect((await pay.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pay.click();
  await expect(page.getByText("Current Plan: STANDARD")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
