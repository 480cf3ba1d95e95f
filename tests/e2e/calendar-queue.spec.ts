// Posting slots, the queue and the drafts tray, in the brand's zone (Lisbon; the browser sits in New York):
// slots set on the calendar; 'Add to queue' from the tray, the workspace and a draft's details, each taking
// the next free slot; the queue reordered with its arrows and by dragging; a draft dragged from the tray onto
// a day opens the Confirm Post dialog at that day's time; the dashboard's prompt counts the open slots.
import type { Page } from "@playwright/test";
import { arrangeFacebookPage, BAKERY } from "./support/facebook";
import { arrangeLisbonBrand, drag, lisbon, nextMonthDay, ZONE } from "./support/calendar";
import { expect, test, testDb } from "./support/fixtures";

test.use({ timezoneId: "America/New_York", locale: "en-GB" });

async function arrange(user: string) {
  await arrangeFacebookPage(user);
  return arrangeLisbonBrand(user);
}

/** The queue's slots as the page shows them: each slot's instant and the text in it. */
async function queueRows(page: Page) {
  const rows = page.getByTestId("queue-slot");
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((nodes) => nodes.map((node) => ({ at: node.getAttribute("data-at")!, text: node.textContent ?? "" })));
}

const scheduledTime = async (id: number) => (await testDb().post.findUniqueOrThrow({ where: { id } })).scheduledTime?.toISOString();

test("set slots on the calendar, then 'Add to queue' from the tray, the workspace and a draft's details fills them in order", async ({ page, user }) => {
  const userId = await arrange(user);
  const tray = await testDb().post.create({ data: { userId, content: "Queued from the tray: sourdough Sunday", status: "GENERATED" } });
  const detailsDraft = await testDb().post.create({ data: { userId, content: "Queued from its details: new oat latte", status: "GENERATED" } });

  await page.goto("/calendar?view=queue");
  await expect(page.getByRole("heading", { name: "No posting slots yet" })).toBeVisible();
  await page.getByRole("button", { name: "Set posting slots" }).click();
  const dialog = page.getByRole("dialog", { name: "Posting slots" });
  await expect(dialog).toContainText(`in ${ZONE}`);
  await dialog.getByLabel("Time to add on Monday").selectOption("09:00");
  await dialog.getByRole("button", { name: "Add a slot on Monday" }).click();
  await dialog.getByLabel("Time to add on Monday").selectOption("18:30");
  await dialog.getByRole("button", { name: "Add a slot on Monday" }).click();
  for (const day of ["Wednesday", "Friday"]) {
    await dialog.getByLabel(`Time to add on ${day}`).selectOption("09:00");
    await dialog.getByRole("button", { name: `Add a slot on ${day}` }).click();
  }
  await expect(dialog).toContainText("4 slots a week");
  await dialog.getByRole("button", { name: "Remove Monday 18:30" }).click();
  await dialog.getByRole("button", { name: "Save slots" }).click();
  await expect(page.getByText("Posting slots saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await testDb().postingSlot.findMany({ where: { userId }, select: { weekday: true, time: true }, orderBy: { weekday: "asc" } })).toEqual([
    { weekday: 1, time: "09:00" },
    { weekday: 3, time: "09:00" },
    { weekday: 5, time: "09:00" },
  ]);

  // Every slot is 09:00 in Lisbon, on a Monday, Wednesday or Friday.
  const slots = (await queueRows(page)).map((row) => row.at);
  for (const at of slots) {
    const wall = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      new Date(at),
    );
    expect(wall).toMatch(/^(Monday|Wednesday|Friday) 09:00$/);
  }
  await expect(page.getByText(`${slots.length} open slots in the next 14 days.`)).toBeVisible();

  // From the tray.
  await page.getByRole("button", { name: "Add to queue (Queued from the tray: sourdough Sunday)" }).click();
  await expect(page.getByText(/^Added to the queue for /)).toBeVisible();
  expect(await scheduledTime(tray.id)).toBe(slots[0]);
  await expect(page.getByTestId("queue-slot").first()).toContainText("sourdough Sunday");
  await expect(page.getByTestId("tray-draft").filter({ hasText: "sourdough Sunday" })).toHaveCount(0);

  // From the workspace: text typed there becomes a post in the next free slot.
  await page.goto("/post-generator");
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Post text" }).fill("Queued from the workspace: pumpkin bread");
  await page.getByRole("button", { name: "Add to queue" }).click();
  await expect(page.getByText(/^Added to the queue for /)).toBeVisible();
  const typed = await testDb().post.findFirstOrThrow({ where: { userId, content: "Queued from the workspace: pumpkin bread" } });
  expect(typed.status).toBe("SCHEDULED");
  expect(typed.scheduledTime?.toISOString()).toBe(slots[1]);

  // From a draft's details.
  await page.goto("/your-posts?filter=generated");
  await page.getByTestId("post-card").filter({ hasText: "new oat latte" }).getByRole("button", { name: /^View/ }).click();
  await page.getByRole("dialog", { name: "Post Details" }).getByRole("button", { name: "Add to queue" }).click();
  await expect(page.getByText(/^Added to the queue for /)).toBeVisible();
  expect(await scheduledTime(detailsDraft.id)).toBe(slots[2]);

  await page.goto("/calendar?view=queue");
  const rows = await queueRows(page);
  expect(rows.slice(0, 3).map((row) => row.text)).toEqual([
    expect.stringContaining("sourdough"),
    expect.stringContaining("pumpkin"),
    expect.stringContaining("oat latte"),
  ]);

  // The dashboard counts the slots of the next 7 days that nothing fills.
  const weekAhead = Date.now() + 7 * 86_400_000;
  const open = (await queueRows(page)).filter((row) => Date.parse(row.at) <= weekAhead && row.text.includes("Open slot")).length;
  await page.goto("/dashboard");
  if (open > 0) await expect(page.getByTestId("open-slots")).toContainText(`${open === 1 ? "1 open slot" : `${open} open slots`} this week.`);
  else await expect(page.getByTestId("open-slots")).toHaveCount(0);
});

test("reorder the queue: 'Move later' swaps two posts' times, and so does dragging one onto the other", async ({ page, user }) => {
  const userId = await arrange(user);
  await testDb().postingSlot.createMany({ data: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ userId, weekday, time: "10:00" })) });
  const page_ = await testDb().socialConnection.findFirstOrThrow({ where: { userId, platform: "FACEBOOK" } });
  const queued = (content: string, at: Date) =>
    testDb().post.create({
      data: {
        userId,
        content,
        status: "SCHEDULED",
        scheduledTime: at,
        platforms: { create: { platform: "FACEBOOK", connectionId: page_.id, accountName: page_.accountName } },
      },
    });

  await page.goto("/calendar?view=queue");
  const [first, second] = (await queueRows(page)).map((row) => row.at) as [string, string];
  const early = await queued("First in line: croissants", new Date(first));
  const late = await queued("Second in line: brioche", new Date(second));
  await page.reload();
  await expect(page.getByTestId("queue-slot").nth(0)).toContainText("croissants");

  await page.getByRole("button", { name: "Move later (First in line: croissants)" }).click();
  await expect(page.getByText("Swapped: each post now goes out at the other's time")).toBeVisible();
  await expect(page.getByTestId("queue-slot").nth(0)).toContainText("brioche");
  await expect(page.getByTestId("queue-slot").nth(1)).toContainText("croissants");
  expect([await scheduledTime(early.id), await scheduledTime(late.id)]).toEqual([second, first]);

  // Dragging the croissants back onto the first slot swaps them again.
  await drag(page, page.getByTestId("queue-slot").nth(1).getByTestId("calendar-post").getByRole("button").first(), page.getByTestId("queue-slot").nth(0));
  await expect(page.getByTestId("queue-slot").nth(0)).toContainText("croissants");
  expect([await scheduledTime(early.id), await scheduledTime(late.id)]).toEqual([first, second]);

  // Onto an open slot, a post simply moves there. (Both in the middle of the window: a drag near its edge scrolls
  // the page, as it should for a person, which would move the slot from under the test's pointer.)
  await page
    .getByTestId("queue-slot")
    .nth(2)
    .evaluate((slot) => slot.scrollIntoView({ block: "center" }));
  await drag(page, page.getByTestId("queue-slot").nth(1).getByTestId("calendar-post").getByRole("button").first(), page.getByTestId("queue-slot").nth(3));
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  await expect(page.getByTestId("queue-slot").nth(3)).toContainText("brioche");
  expect(await scheduledTime(late.id)).toBe((await queueRows(page))[3]!.at);
});

test("a draft dragged from the tray onto a day opens Confirm Post at 09:00 that day with the page chosen, and schedules it", async ({ page, user }) => {
  const userId = await arrange(user);
  const draft = await testDb().post.create({ data: { userId, content: "Dragged from the tray: mince pies", status: "GENERATED" } });
  await page.goto(`/calendar?view=month&date=${nextMonthDay(1)}`);
  await drag(page, page.getByTestId("tray-draft").getByText("mince pies"), page.locator(`[data-day="${nextMonthDay(12)}"]`));

  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Facebook: ${BAKERY!.name}` })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByTestId("publish-explanation")).toHaveText("Your post will be published at the scheduled time");
  await dialog.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText(/^Post scheduled for /)).toBeVisible();
  await expect(page.locator(`[data-day="${nextMonthDay(12)}"]`).getByTestId("calendar-post")).toContainText("09:00");
  expect(await scheduledTime(draft.id)).toBe(lisbon(nextMonthDay(12), "09:00").toISOString());
  await expect(page.getByTestId("tray-draft")).toHaveCount(0);
});
