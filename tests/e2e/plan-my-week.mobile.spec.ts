// Plan my week on a phone (390 px), in a local run: the planner's steps fit the screen with full-size controls,
// and the proposed posts show in the calendar's agenda.
import { expect, test } from "./support/fixtures";
import { outlineNextWeek } from "./support/planner";
import { SANDBOX_APP_URL } from "./support/ports";
import { sandboxUser } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

const noSideScroll = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("at 390 px the planner's outline and drafts fit the screen, and the proposed posts show in the agenda", async ({ page }) => {
  test.setTimeout(120_000);
  await sandboxUser(page);
  expect((await page.request.put("/api/calendar/slots", { data: { slots: [2, 4].map((weekday) => ({ weekday, time: "10:00" })) } })).status()).toBe(200);
  const plan = await outlineNextWeek(page, 2);
  for (const control of await plan.getByRole("button", { name: /Another idea|Move up|Move down|Remove from the plan/ }).all()) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await noSideScroll(page);
  await page.screenshot({ path: "test-results/plan-outline-390.png" });

  await plan.getByRole("button", { name: "Write 2 posts" }).click();
  await expect(plan.getByTestId("plan-progress")).toHaveText("2 of 2 written", { timeout: 60_000 });
  await noSideScroll(page);
  await page.screenshot({ path: "test-results/plan-drafts-390.png" });
  await page.keyboard.press("Escape");

  await page.goto("/calendar?view=week");
  // The strip comes with the page's first reading of the plans: the calendar is live by then.
  await expect(page.getByTestId("plan-strip")).toContainText("2 proposed posts are waiting for your approval.");
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.getByTestId("calendar-post")).toHaveCount(2);
  for (const chip of await page.getByTestId("calendar-post").all()) await expect(chip).toHaveAttribute("data-status", "PROPOSED");
  await noSideScroll(page);
  await page.screenshot({ path: "test-results/plan-agenda-390.png", fullPage: true });
});
