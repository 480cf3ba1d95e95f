// The calendar on a phone (390 px): the month at a glance above an agenda by day, in the brand's zone, with
// 'Move to…' on each scheduled post; a day with posts in the month leads to it in the agenda.
import { arrangeFacebookPage } from "./support/facebook";
import { arrangeLisbonBrand, datedPost, lisbon, nextMonthDay } from "./support/calendar";
import { expect, test } from "./support/fixtures";

test("the agenda lists the days with posts, each post with its time and a 'Move to…' button", async ({ page, user }) => {
  await arrangeFacebookPage(user);
  const userId = await arrangeLisbonBrand(user);
  await datedPost(userId, "Croissant Thursday is back", "SCHEDULED", lisbon(nextMonthDay(4), "08:15"));
  await datedPost(userId, "Thank you for a lovely weekend", "PUBLISHED", lisbon(nextMonthDay(6), "20:00"));
  await page.goto(`/calendar?view=month&date=${nextMonthDay(1)}`);

  const agenda = page.getByRole("list", { name: "Agenda" });
  await expect(agenda.locator(`[data-day="${nextMonthDay(4)}"]`)).toContainText("08:15");
  await expect(agenda.locator(`[data-day="${nextMonthDay(4)}"]`)).toContainText("Croissant Thursday");
  await expect(agenda.locator(`[data-day="${nextMonthDay(6)}"]`)).toContainText("Thank you for a lovely weekend");
  await expect(page.getByRole("button", { name: "Move to… (Croissant Thursday is back)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move to… (Thank you for a lovely weekend)" })).toHaveCount(0);
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/calendar-agenda-390.png", fullPage: true });

  const month = page.getByTestId("mini-month");
  await expect(month.getByRole("link", { name: /, 1 post$/ })).toHaveCount(2);
  await month.getByRole("link", { name: new RegExp(`^\\w+ ${Number(nextMonthDay(6).slice(8))} \\w+, 1 post$`) }).click();
  await expect(page).toHaveURL(new RegExp(`#agenda-${nextMonthDay(6)}$`));
  await expect(agenda.locator(`[data-day="${nextMonthDay(6)}"]`)).toBeInViewport();

  await page.getByRole("button", { name: "Move to… (Croissant Thursday is back)" }).click();
  await expect(page.getByRole("dialog", { name: "Move to…" })).toBeVisible();
});

test("a busy day in the agenda lists its first 3 posts, and '+N more' opens that week's agenda with them all", async ({ page, user }) => {
  await arrangeFacebookPage(user);
  const userId = await arrangeLisbonBrand(user);
  const busy = nextMonthDay(15);
  for (const [i, time] of ["08:00", "09:00", "10:00", "11:00"].entries()) await datedPost(userId, `Busy post ${i + 1}`, "SCHEDULED", lisbon(busy, time));
  await page.goto(`/calendar?view=month&date=${nextMonthDay(1)}`);
  const day = () => page.getByRole("list", { name: "Agenda" }).locator(`[data-day="${busy}"]`);
  await expect(day().getByTestId("calendar-post")).toHaveCount(3);
  await expect(page.getByTestId("mini-month").getByRole("link", { name: /, 4 posts$/ })).toBeVisible();
  await day().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/calendar-busy-day-390.png" });
  await day()
    .getByRole("button", { name: /^1 more on / })
    .click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${busy}`));
  await expect(day().getByTestId("calendar-post")).toHaveCount(4);
  await expect(day()).toContainText("Busy post 4");
});
