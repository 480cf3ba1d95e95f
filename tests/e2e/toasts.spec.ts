// Toasts at 1280 px cover no control: not the top bar's bell and account menu, and not a dialog's title or
// controls while it stays open (the 390 px run: toasts.mobile.spec.ts).
import { expect, test } from "./support/fixtures";
import { coveredByToast, toastOnDashboard, toastOverOptions } from "./support/toasts";

test("a toast on a page leaves the top bar's bell and account menu, and every fixed control, uncovered", async ({ page, user }) => {
  const text = await toastOnDashboard(page, user);
  const covered = await coveredByToast(page, text);
  await page.screenshot({ path: "test-results/toast-page-1280.png" });
  expect(covered).toEqual([]);
});

test("a toast while a wide, tall dialog stays open covers neither its title nor its controls", async ({ page, user }) => {
  expect(user).toBeTruthy();
  const text = await toastOverOptions(page);
  const covered = await coveredByToast(page, text);
  await page.screenshot({ path: "test-results/toast-dialog-1280.png" });
  expect(covered).toEqual([]);
});
