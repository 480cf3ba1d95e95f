// The calendar's planner in browser tests: 'Plan my week' for next week, up to its outline.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the planner from the calendar, asks for next week's posts and returns the outline, once it has `items`.
 * `atSetup` looks at the first step, once its choices show.
 */
export async function outlineNextWeek(page: Page, items: number, atSetup?: (setup: Locator) => Promise<void>): Promise<Locator> {
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Plan my week" }).click();
  const setup = page.getByRole("dialog", { name: "Plan my week" });
  if (atSetup) {
    await expect(setup.getByRole("button", { name: "Suggest posts" })).toBeVisible();
    await atSetup(setup);
  }
  await setup.getByRole("radio", { name: "Next week" }).click();
  await setup.getByRole("button", { name: "Suggest posts" }).click();
  const plan = page.getByRole("dialog", { name: /^Your plan: / });
  await expect(plan.getByTestId("outline-item")).toHaveCount(items);
  return plan;
}
