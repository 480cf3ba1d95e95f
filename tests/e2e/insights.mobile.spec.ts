// The Insights page at 390 px: the cards two by two, the charts stacked and legible, nothing scrolling sideways.
import { arrangeInsights } from "./support/insights";
import { expect, test } from "./support/fixtures";

test("at 390 px the charts stack and nothing scrolls sideways", async ({ page, user }) => {
  await arrangeInsights(user);
  await page.goto("/insights");
  await expect(page.getByRole("region", { name: "Headline figures" })).toContainText("Posts published20");
  await expect(page.getByRole("heading", { name: "By channel" })).toBeVisible();
  // Charts draw in the browser: wait for the bars before measuring.
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  for (const title of ["Reach and engagement over time", "When your posts do best", "By kind of post", "By channel"]) {
    const box = await page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: title }) }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: "test-results/insights-390.png", fullPage: true });
});
