// The content calendar in the brand's zone (Lisbon; the browser sits in New York): month and week views with
// posts of every status, the address keeping view and date, Post Details from a post; a scheduled post
// dragged to another day (it keeps its time of day); and one moved with the keyboard ('Move to…') to a
// minute from now, which the stack's worker then delivers to the Graph double at that time. A drag is
// announced in words; the month shows enough of each post to know it, and opens on today's week.
import type { Locator, Page } from "@playwright/test";
import { arrangeFacebookPage, facebookPosts } from "./support/facebook";
import { arrangeLisbonBrand, datedPost, drag, lisbon, lisbonDay, nextMonthDay, ZONE } from "./support/calendar";
import { expect, test, testDb } from "./support/fixtures";

test.use({ timezoneId: "America/New_York", locale: "en-GB" });

async function arrange(user: string) {
  await arrangeFacebookPage(user);
  return arrangeLisbonBrand(user);
}

const chip = (page: Page, text: string) => page.getByTestId("calendar-post").filter({ hasText: text });

/** A calendar date as the calendar names it: "Sunday 29 November". */
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** How many of a text's first characters can be seen: those inside its box, less what an ellipsis covers where it is cut. */
function visibleCharacters(text: Locator) {
  return text.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const node = element.firstChild as Text;
    const range = document.createRange();
    let seen = 0;
    for (; seen < node.length; seen++) {
      range.setStart(node, seen);
      range.setEnd(node, seen + 1);
      const glyph = range.getBoundingClientRect();
      if (glyph.right > box.right + 0.5 || glyph.bottom > box.bottom + 0.5) break;
    }
    return seen < node.length ? seen - 2 : seen;
  });
}

test("month and week views show every status; the address keeps the view and date; a post opens Post Details", async ({ page, user }) => {
  const userId = await arrange(user);
  const day = (n: number) => nextMonthDay(n);
  await datedPost(userId, "Cinnamon buns every Saturday", "SCHEDULED", lisbon(day(9), "09:30"));
  await datedPost(userId, "Autumn menu is here", "PUBLISHED", lisbon(day(8), "12:00"));
  await datedPost(userId, "Two pages, one refused", "PARTLY_PUBLISHED", lisbon(day(7), "18:15"));
  await datedPost(userId, "Token expired on this one", "FAILED", lisbon(day(10), "08:00"));
  await datedPost(userId, "Did it reach the page?", "UNCONFIRMED", lisbon(day(10), "19:45"));
  await testDb().post.create({ data: { userId, content: "A draft with no date", status: "GENERATED" } });

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Calendar" }).first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByText(`Times are in ${ZONE}, your brand's time zone.`)).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page).toHaveURL(new RegExp(`view=month&date=${day(1)}`));

  const cell = (date: string) => page.locator(`[data-day="${date}"]`);
  await expect(chip(page, "Cinnamon buns")).toHaveAttribute("data-status", "SCHEDULED");
  await expect(cell(day(9)).getByTestId("calendar-post")).toContainText("09:30");
  await expect(cell(day(8))).toContainText("12:00");
  for (const [text, status] of [
    ["Autumn menu", "PUBLISHED"],
    ["Two pages", "PARTLY_PUBLISHED"],
    ["Token expired", "FAILED"],
    ["Did it reach", "UNCONFIRMED"],
  ] as const) {
    await expect(chip(page, text)).toHaveAttribute("data-status", status);
  }
  // A draft has no day: it waits in the tray, not on the calendar.
  await expect(page.getByRole("list", { name: /\d{4}$/ }).getByText("A draft with no date")).toHaveCount(0);
  await expect(page.getByTestId("tray-draft").filter({ hasText: "A draft with no date" })).toBeVisible();
  await page.screenshot({ path: "test-results/calendar-month-1280.png", fullPage: true });

  // The address brings the same view back.
  await page.reload();
  await expect(chip(page, "Cinnamon buns")).toBeVisible();

  await chip(page, "Autumn menu").getByRole("button").first().click();
  const details = page.getByRole("dialog", { name: "Post Details" });
  await expect(details).toContainText("Autumn menu is here");
  await page.keyboard.press("Escape");

  await page.getByRole("radio", { name: "Week" }).click();
  await expect(page).toHaveURL(/view=week/);
  await page.goto(`/calendar?view=week&date=${day(9)}`);
  await expect(chip(page, "Cinnamon buns")).toBeVisible();
  await page.screenshot({ path: "test-results/calendar-week-1280.png", fullPage: true });
});

test("a busy day shows its first 3 posts and '+N more', which opens its week with them all", async ({ page, user }) => {
  const userId = await arrange(user);
  const busy = nextMonthDay(15);
  for (const [i, time] of ["08:00", "09:00", "10:00", "11:00", "12:00"].entries())
    await datedPost(userId, `Busy post ${i + 1}`, "SCHEDULED", lisbon(busy, time));
  await page.goto(`/calendar?view=month&date=${nextMonthDay(1)}`);
  const cell = page.locator(`[data-day="${busy}"]`);
  await expect(cell).toHaveAttribute("aria-label", /, 5 posts$/);
  await expect(cell.getByTestId("calendar-post")).toHaveCount(3);
  await expect(cell.getByTestId("calendar-post").first()).toContainText("08:00");
  await page.screenshot({ path: "test-results/calendar-busy-day-1280.png", fullPage: true });
  await cell.getByRole("button", { name: /^2 more on / }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${busy}`));
  await expect(page.locator(`[data-day="${busy}"]`).getByTestId("calendar-post")).toHaveCount(5);
  await expect(chip(page, "Busy post 5")).toContainText("12:00");
});

test("a scheduled post dragged to another day keeps its time of day there", async ({ page, user }) => {
  const userId = await arrange(user);
  const post = await datedPost(userId, "Drag me to Friday", "SCHEDULED", lisbon(nextMonthDay(10), "09:30"));
  await page.goto(`/calendar?view=month&date=${nextMonthDay(1)}`);
  await drag(page, chip(page, "Drag me").getByRole("button").first(), page.locator(`[data-day="${nextMonthDay(12)}"]`));
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(page.locator(`[data-day="${nextMonthDay(12)}"]`).getByTestId("calendar-post")).toContainText("09:30");
  expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).scheduledTime).toEqual(lisbon(nextMonthDay(12), "09:30"));
});

test("a drag is announced in words: the post's first words, the day it moved to and its time", async ({ page, user }) => {
  const userId = await arrange(user);
  await datedPost(userId, "Fresh croissants from the oven at seven", "SCHEDULED", lisbon(nextMonthDay(10), "09:30"));
  await page.goto(`/calendar?view=month&date=${nextMonthDay(1)}`);
  await drag(page, chip(page, "Fresh croissants").getByRole("button").first(), page.locator(`[data-day="${nextMonthDay(12)}"]`));
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Moved / })).toHaveText(`Moved 'Fresh croissants…' to ${dayName(nextMonthDay(12))}, 09:30`);
});

test("the month at 1280×800 shows at least the first 20 characters of each post, and opens on today's week", async ({ page, user }) => {
  const userId = await arrange(user);
  // Today is the last day of next month (the browser's clock says so): its week is the month's last row.
  const [year, month] = nextMonthDay(1).split("-").map(Number) as [number, number];
  const today = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const texts = ["Cinnamon buns every Saturday", "Autumn menu is here, pumpkin bread too", "Latte art class on Thursday evening"];
  await datedPost(userId, texts[0]!, "SCHEDULED", lisbon(today, "09:30"));
  await datedPost(userId, texts[1]!, "SCHEDULED", lisbon(nextMonthDay(2), "12:00"));
  await datedPost(userId, texts[2]!, "SCHEDULED", lisbon(nextMonthDay(16), "18:15"));
  await page.clock.setFixedTime(lisbon(today, "08:00"));
  await page.goto("/calendar");

  await expect(
    page.getByRole("heading", {
      name: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${today}T12:00:00Z`)),
    }),
  ).toBeVisible();
  await expect(page.locator(`[data-day="${today}"]`).getByTestId("calendar-post")).toBeVisible();
  for (const text of texts) {
    expect(await visibleCharacters(chip(page, text).getByText(text)), text).toBeGreaterThanOrEqual(20);
  }
  await expect(page.locator(`[data-day="${today}"]`)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: "test-results/calendar-month-today-1280.png" });
});

test("'Move to…' with the keyboard, to a minute from now: the post goes out then, once", async ({ page, user }) => {
  test.setTimeout(180_000);
  const userId = await arrange(user);
  const content = `Moved with the keyboard ${Date.now()}`;
  const post = await datedPost(userId, content, "SCHEDULED", lisbon(lisbonDay(2), "10:00"));
  await page.goto(`/calendar?view=week&date=${lisbonDay(2)}`);

  await page.getByRole("button", { name: `Move to… (${content})` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Move to…" });
  await expect(dialog).toContainText(`Times are in ${ZONE}`);
  // The next whole minute at least 40 seconds away, on Lisbon's clock.
  const target = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  const wall = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(target);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(target);
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByLabel("Time").fill(wall);
  await dialog.getByRole("button", { name: "Move Post" }).click();
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).scheduledTime).toEqual(target);

  await expect.poll(async () => (await facebookPosts()).filter((p) => p.message === content).length, { timeout: 120_000, intervals: [2_000] }).toBe(1);
  const delivered = await testDb().postPlatform.findFirstOrThrow({ where: { postId: post.id } });
  expect(delivered.status).toBe("SUCCESS");
  expect(delivered.deliveredAt!.getTime()).toBeGreaterThanOrEqual(target.getTime());
  // A published post has no 'Move to…'. The week shown is the one it went out in: near a week's
  // end, a minute from now may fall in another week than the one the post was moved from.
  await page.goto(`/calendar?view=week&date=${date}`);
  await expect(chip(page, content)).toHaveAttribute("data-status", "PUBLISHED");
  await expect(page.getByRole("button", { name: `Move to… (${content})` })).toHaveCount(0);
});
