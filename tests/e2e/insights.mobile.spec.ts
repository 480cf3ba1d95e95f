// The Insights page at 390 px: the cards two by two, the charts stacked and legible, nothing scrolling sideways.
import { arrangeInsights, scrollThroughCharts } from "./support/insights";
import { expect, test } from "./support/fixtures";
import { expectFitsScreen } from "./support/fits-screen";

test("at 390 px the charts stack and nothing scrolls sideways", async ({ page, user }) => {
  const { posts } = await arrangeInsights(user);
  await page.goto("/insights");
  await expect(page.getByRole("region", { name: "Headline figures" })).toContainText(`Posts published${posts}`);
  await expect(page.getByRole("heading", { name: "By channel" })).toBeVisible();
  // Charts draw in the browser as they near the screen: none is drawn before the owner scrolls to them.
  await expect(page.locator(".recharts-bar-rectangle")).toHaveCount(0);
  await scrollThroughCharts(page);
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  for (const title of ["Reach and engagement over time", "When your posts do best", "By kind of post", "By channel"]) {
    const box = await page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: title }) }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: "test-results/insights-390.png", fullPage: true });
  // The suggestion's dialog fits the phone too.
  await page.getByRole("button", { name: "Use these times" }).click();
  const dialog = page.getByRole("dialog", { name: "Use these times" });
  await expectFitsScreen(page, dialog);
  await page.screenshot({ path: "test-results/insights-use-times-390.png" });
});
