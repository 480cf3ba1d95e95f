// The sandbox checkout of a local run, on a phone.
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { plan, sandboxUser } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

test("at 390 px the sandbox checkout fits the screen with full-size buttons", async ({ page }) => {
  await sandboxUser(page);
  await page.goto("/subscription");
  await plan(page, "STANDARD")
    .getByRole("button", { name: /^Choose Plan/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
  const pay = page.getByRole("button", { name: "Pay", exact: true });
  expect((await pay.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pay.click();
  await expect(page.getByText("Current Plan: STANDARD")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
