// Plan my week in a local run (no settings: the offline writer, the embedded worker, the sandbox Facebook): a
// newcomer with posting slots plans next week, edits the outline, watches the drafts arrive, finds the plan again
// after a reload, regenerates one, approves them all into the calendar, and sees one delivered to the sandbox page.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { connectSandboxPage, sandboxUser } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL, timezoneId: "Europe/Lisbon" });

/** Monday, Wednesday and Friday at 09:00: next week has three slots. */
async function setSlots(page: Page) {
  const reply = await page.request.put("/api/calendar/slots", { data: { slots: [1, 3, 5].map((weekday) => ({ weekday, time: "09:00" })) } });
  expect(reply.status()).toBe(200);
}

const chips = (page: Page) => page.getByTestId("calendar-post");

test("plan next week: edit the outline, watch the drafts arrive, regenerate one, approve all, and one goes out", async ({ page }) => {
  test.setTimeout(240_000);
  const email = await sandboxUser(page);
  const pageName = await connectSandboxPage(page, email);
  await setSlots(page);

  await page.goto("/calendar");
  await page.getByRole("link", { name: "Plan my week" }).click();
  const dialog = page.getByRole("dialog", { name: "Plan my week" });
  await dialog.getByRole("radio", { name: "Next week" }).click();
  await expect(dialog).toContainText(`Approved posts go to ${pageName} (Facebook).`);
  await dialog.getByRole("button", { name: "Suggest posts" }).click();

  // The outline: one item a slot, nothing spent yet, the cost against the balance.
  const outline = page.getByRole("dialog", { name: /^Your plan: / });
  await expect(outline.getByTestId("outline-item")).toHaveCount(3);
  await expect(outline.getByTestId("plan-estimate")).toContainText(/About [\d,]+ credits \(at most [\d,]+ credits\)\. You have [\d,]+ credits\./);
  await expect(page).toHaveURL(/[?&]plan=\d+/);
  const items = outline.getByTestId("outline-item");
  const theme = items.nth(0).getByRole("textbox");
  await theme.fill("Our new rye loaf, baked with local flour");
  await theme.blur();
  await expect(theme).toHaveValue("Our new rye loaf, baked with local flour");
  const before = await items.nth(1).getByRole("textbox").inputValue();
  await items.nth(1).getByRole("button", { name: "Another idea" }).click();
  await expect(items.nth(1).getByRole("textbox")).not.toHaveValue(before);
  const [middle, last] = [await items.nth(1).getByRole("textbox").inputValue(), await items.nth(2).getByRole("textbox").inputValue()];
  await items.nth(2).getByRole("button", { name: "Move up" }).click();
  await expect(items.nth(1).getByRole("textbox")).toHaveValue(last);
  await expect(items.nth(2).getByRole("textbox")).toHaveValue(middle);
  await page.screenshot({ path: "test-results/plan-outline-1280.png", fullPage: true });

  await outline.getByRole("button", { name: "Write 3 posts" }).click();
  await expect(outline.getByTestId("plan-progress")).toHaveText(/^[0-3] of 3 written$/);
  await expect(outline.getByTestId("plan-progress")).toHaveText("3 of 3 written", { timeout: 60_000 });
  await expect(outline.getByTestId("plan-item").first()).toContainText("Our new rye loaf");
  await page.screenshot({ path: "test-results/plan-drafts-1280.png", fullPage: true });

  // Closing the page loses nothing: the calendar's strip and the proposed posts are there after a reload.
  await page.keyboard.press("Escape");
  await page.goto("/calendar?view=week");
  const strip = page.getByTestId("plan-strip");
  await expect(strip).toContainText("3 proposed posts are waiting for your approval.");
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(chips(page)).toHaveCount(3);
  for (const chip of await chips(page).all()) await expect(chip).toHaveAttribute("data-status", "PROPOSED");
  await page.screenshot({ path: "test-results/plan-calendar-proposed-1280.png", fullPage: true });

  // Regenerate one: it is written again in place, at its cost.
  await strip.getByRole("button", { name: "Review and approve" }).click();
  const review = page.getByRole("dialog", { name: /^Your plan: / });
  const second = review.getByTestId("plan-item").nth(1);
  const draft = await second.locator("p.line-clamp-4").textContent();
  await second.getByRole("button", { name: "Regenerate" }).click();
  await expect(second.locator("p.line-clamp-4")).not.toHaveText(draft!, { timeout: 30_000 });
  await expect(second).toHaveAttribute("data-status", "WRITTEN");

  await review.getByRole("button", { name: "Approve all (3)" }).click();
  await expect(page.getByText("3 posts approved and scheduled.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(strip).toHaveCount(0);
  for (const chip of await chips(page).all()) await expect(chip).toHaveAttribute("data-status", "SCHEDULED");

  // One moved to a minute from now goes out to the sandbox page, once.
  const first = chips(page).first();
  const excerpt = (await first.getByRole("button").first().innerText()).slice(5, 30).trim();
  await first.getByRole("button", { name: /^Move to… / }).click();
  const move = page.getByRole("dialog", { name: "Move to…" });
  const target = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  await move.getByLabel("Date").fill(target.toISOString().slice(0, 10));
  await move.getByLabel("Time").fill(target.toISOString().slice(11, 16));
  await move.getByRole("button", { name: "Move Post" }).click();
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await page.goto("/calendar?view=week");
  await expect
    .poll(
      async () => {
        await page.reload();
        return chips(page).filter({ hasText: excerpt }).getAttribute("data-status");
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe("PUBLISHED");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "View page" }).click();
  await expect(page.getByText(excerpt)).toHaveCount(1);
});
