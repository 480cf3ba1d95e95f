// The Insights page at 1280 px: the cards against the period before, each chart with its reading in words and its
// figures as a table, the posts ranked, and the range and channels kept in the address; then what follows from it:
// "Use these times" and the planner's preference for what did best.
import { readFile } from "node:fs/promises";
import { arrangeInsights, scrollThroughCharts } from "./support/insights";
import { expect, test, testDb, userIdOf } from "./support/fixtures";

test("shows what worked over the last 28 days, and the filters change it", async ({ page, user }) => {
  const { posts, instagram } = await arrangeInsights(user);
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Insights" }).first().click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "28 days" })).toHaveAttribute("aria-current", "page");

  const figures = page.getByRole("region", { name: "Headline figures" });
  await expect(figures).toContainText(`Posts published${posts}`);
  await expect(figures).toContainText("New followers+64");
  await expect(figures).toContainText("+28% vs the 28 days before");
  await expect(page.getByText("Your tips get")).toContainText("the engagement of your offers.");
  await expect(page.getByText(/Your posts on (Tuesday|Thursday) at 9 am do best/)).toBeVisible();

  // The heatmap's figures, as a table a screen reader can read.
  const when = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "When your posts do best" }) });
  await when.getByText("Show the figures as a table").click();
  await expect(when.getByRole("table", { name: "When your posts do best" }).getByRole("row")).toHaveCount(6);
  await scrollThroughCharts(page);
  await page.screenshot({ path: "test-results/insights-1280.png", fullPage: true });

  // Only Instagram: every figure follows, and the address keeps it.
  await page.getByRole("navigation", { name: "Channels" }).getByRole("link", { name: "Instagram" }).click();
  await expect(page).toHaveURL(/channels=INSTAGRAM/);
  await expect(figures).toContainText(`Posts published${instagram}`);
  await expect(figures).toContainText("New followersNot counted");
  // The last 7 days, still Instagram only.
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/range=7&channels=INSTAGRAM/);
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");

  // The range as it is shown now, as a CSV file: one row a post on Instagram of the last 7 days.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^postloom-insights-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("Day,Time,Time zone,Channel,Account,Kind,Post,Reach,Reactions,Comments,Shares,Saves,Clicks,Views,Engagement");
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d\d-\d\d,(09:00|18:00),UTC,Instagram,,(Tip|Offer),/);

  // "Write another like this": a new post whose instructions start from the top post's text.
  await page.goto("/insights");
  const top = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Top posts" }) });
  const best = (await top.getByRole("listitem").first().locator("p").first().textContent())!;
  await top.getByRole("link", { name: "Write another like this" }).first().click();
  await expect(page).toHaveURL(/\/post-generator\?like=\d+$/);
  await expect(page.getByLabel("Extra Instructions")).toHaveValue(`Write it like this post of mine, which did well, on a new subject: "${best}"`);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("");

  // A range that can't be read says so, and shows the default.
  await page.goto("/insights?from=2026-12-01&to=2026-01-01");
  // The page's own alert, not Next's route announcer (also an alert) once the page is hydrated.
  await expect(page.getByRole("alert").filter({ hasText: "Showing the last 28 days instead." })).toContainText(
    "to must be on or after from. Showing the last 28 days instead.",
  );
});

test("'Use these times' shows the week of posting slots as it would be, and saves it", async ({ page, user }) => {
  await arrangeInsights(user);
  const userId = await userIdOf(user);
  await testDb().postingSlot.createMany({
    data: [
      { userId, weekday: 3, time: "12:00" },
      { userId, weekday: 2, time: "09:00" },
    ],
  });
  await page.goto("/insights");
  const best = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Best times to post" }) });
  await expect(best).toContainText("From your last 90 days");
  await expect(best.getByRole("listitem")).toHaveText([/^Tuesday 09:00 · [\d.]+× your typical post$/, /^Thursday 09:00 · [\d.]+× your typical post$/]);
  await best.getByRole("button", { name: "Use these times" }).click();
  const dialog = page.getByRole("dialog", { name: "Use these times" });
  // Added to the two slots set now: Thursday's is new, Tuesday's was there already.
  await expect(dialog.getByRole("radio", { name: "Add them to my slots" })).toBeChecked();
  const after = dialog.getByRole("list", { name: "Your week after" }).getByRole("listitem");
  await expect(after).toHaveText(["Tuesday 09:00", "Wednesday 12:00", "Thursday 09:00New"]);
  await page.screenshot({ path: "test-results/insights-use-times-1280.png" });
  // In their place instead: Wednesday's goes.
  await dialog.getByRole("radio", { name: "Replace my slots with them" }).check();
  await expect(after).toHaveText(["Tuesday 09:00", "Thursday 09:00New"]);
  await expect(dialog).toContainText("No longer a slot: Wednesday 12:00.");
  await dialog.getByRole("button", { name: "Save posting slots" }).click();
  await expect(page.getByText("Posting slots saved.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await testDb().postingSlot.findMany({ where: { userId }, orderBy: { weekday: "asc" }, select: { weekday: true, time: true } });
  expect(saved).toEqual([
    { weekday: 2, time: "09:00" },
    { weekday: 4, time: "09:00" },
  ]);
});

test("a new owner sees what Insights will show once posts go out, and general times for their industry", async ({ page, user }) => {
  void user;
  await page.goto("/insights");
  await expect(page.getByText("No figures yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Write a post" })).toHaveAttribute("href", "/post-generator");
  const best = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Best times to post" }) });
  await expect(best).toContainText("Not enough posts of yours yet (0 so far), so these are general times for");
  await page.screenshot({ path: "test-results/insights-empty-1280.png", fullPage: true });
});

test("the planner gives tips, which do best, more of next week, and says so on them", async ({ page, user }) => {
  await arrangeInsights(user);
  const reply = await page.request.put("/api/calendar/slots", { data: { slots: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: "09:00" })) } });
  expect(reply.status()).toBe(200);
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Plan my week" }).click();
  const dialog = page.getByRole("dialog", { name: "Plan my week" });
  await dialog.getByRole("radio", { name: "Next week" }).click();
  await dialog.getByRole("button", { name: "Suggest posts" }).click();

  const items = page.getByRole("dialog", { name: /^Your plan: / }).getByTestId("outline-item");
  await expect(items).toHaveCount(7);
  const tips = items.filter({ has: page.getByRole("combobox", { name: /^Kind of post for / }).filter({ hasText: /^Tip$/ }) });
  expect(await tips.count()).toBeGreaterThanOrEqual(2);
  // The note is on every tip, and on nothing else.
  await expect(items.filter({ hasText: "Tips do well for you" })).toHaveCount(await tips.count());
  await page.screenshot({ path: "test-results/plan-favoured-1280.png" });
});
