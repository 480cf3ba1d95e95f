// Toasts at 390 px cover no control: not the top bar, and not a dialog's title or controls while it stays open
// (the 1280 px run: toasts.spec.ts).
import { expect, test } from "./support/fixtures";
import { coveredByToast, toastOnDashboard, toastOverConfirmPost } from "./support/toasts";

test("a toast on a page leaves the top bar and every fixed control uncovered", async ({ page, user }) => {
  const text = await toastOnDashboard(page, user);
  const covered = await coveredByToast(page, text);
  await page.screenshot({ path: "test-results/toast-page-390.png" });
  expect(covered).toEqual([]);
});

test("a toast while the Confirm Post dialog with four connections stays open covers neither its title nor its controls", async ({ page, user }) => {
  const text = await toastOverConfirmPost(page, user);
  const covered = await coveredByToast(page, text);
  await page.screenshot({ path: "test-results/toast-dialog-390.png" });
  expect(covered).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
