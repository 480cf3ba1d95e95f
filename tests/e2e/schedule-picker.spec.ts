// The schedule picker's rules in a 12-hour locale (en-US) and a 24-hour one (en-GB), with the
// browser's clock fixed at 2:07 PM on a known day, browser and brand both in New York; any minute typed
// (10:07, two minutes from now) beside the quarter hours it suggests; then a browser in Tokyo scheduling for
// a brand in Lisbon, across Lisbon's clock changes, with the minute picked or typed.
import type { Page } from "@playwright/test";
import { arrangeFacebookPage } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";

const TIME_ZONE = "America/New_York";

/** Today (in TIME_ZONE) at 14:07, so "tomorrow 12:00 PM" is still ahead of the server's real clock. */
function fixedNow() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const offset =
    new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")!
      .value.replace("GMT", "") || "+00:00";
  return new Date(`${today}T14:07:00${offset}`);
}

/** `realClock`: the browser keeps the real time (for a time minutes from now, which the server must find ahead too). */
async function openPicker(page: Page, email: string, brandZone = TIME_ZONE, { realClock = false } = {}) {
  await arrangeFacebookPage(email);
  await testDb().businessProfile.update({ where: { userId: await userIdOf(email) }, data: { timeZone: brandZone } });
  const post = await testDb().post.create({ data: { userId: await userIdOf(email), content: "Candle-making workshop this Thursday." } });
  if (brandZone === TIME_ZONE && !realClock) await page.clock.setFixedTime(fixedNow());
  await page.addInitScript((handover) => localStorage.setItem("workspace_post", JSON.stringify(handover)), {
    content: post.content,
    imageUrl: null,
    id: post.id,
  });
  await page.goto("/post-generator");
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  const schedule = dialog.getByRole("switch", { name: "Schedule Post" });
  await expect(dialog.getByText("Choose when to publish")).toBeVisible();
  // The connected page is chosen already, so the switch can be turned on.
  await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
  await expect(schedule).toBeEnabled();
  await schedule.click();
  return dialog;
}

async function options(page: Page, dialog: ReturnType<Page["getByRole"]>, name: string) {
  await dialog.getByRole("combobox", { name }).click();
  const texts = await page.getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  return texts;
}

/** Picks a day in the picker's calendar, going on month by month (two years at most) until it shows. */
async function pickDayAhead(page: Page, dialog: ReturnType<Page["getByRole"]>, label: string) {
  const calendar = page.locator("[data-slot=calendar]");
  await dialog.getByRole("button", { name: /^Date/ }).click();
  await expect(calendar).toBeVisible();
  for (let months = 0; months < 24 && (await calendar.locator(`[data-day="${label}"]`).count()) === 0; months++)
    await calendar.getByRole("button", { name: /next month/i }).click();
  await calendar.locator(`[data-day="${label}"]`).click();
}

async function choose(page: Page, dialog: ReturnType<Page["getByRole"]>, name: string, option: string) {
  await dialog.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("12-hour clock (en-US)", () => {
  test.use({ locale: "en-US", timezoneId: TIME_ZONE });

  test("defaults to tomorrow 12:00 PM; today starts at the next quarter hour with no past hours or minutes", async ({ page, user }) => {
    const dialog = await openPicker(page, user);
    const now = fixedNow();
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const longDate = (d: Date) => d.toLocaleDateString("en-US", { timeZone: TIME_ZONE, weekday: "long", year: "numeric", month: "long", day: "numeric" });

    await expect(dialog.getByRole("combobox", { name: "Hour" })).toHaveText("12");
    await expect(dialog.getByRole("combobox", { name: "Minute" })).toHaveValue("00");
    await expect(dialog.getByRole("combobox", { name: "AM/PM" })).toHaveText("PM");
    await expect(dialog.getByTestId("selected-time")).toHaveText(
      new RegExp(`^Selected time: ${longDate(tomorrow)} at 12:00 PM Eastern (Standard|Daylight) Time$`),
    );
    await expect(dialog.getByText("Your post will be published at the scheduled time")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeEnabled();
    expect(await options(page, dialog, "Minute")).toEqual(["00", "15", "30", "45"]);

    // No past days; today is still open.
    await dialog.getByRole("button", { name: /^Date/ }).click();
    const calendar = page.locator("[data-slot=calendar]");
    const yesterday = new Date(now.getTime() - 86_400_000);
    const dayButton = (d: Date) => calendar.locator(`[data-day="${d.toLocaleDateString("en-US", { timeZone: TIME_ZONE })}"]`);
    if (yesterday.getMonth() === now.getMonth()) await expect(dayButton(yesterday)).toBeDisabled();
    await expect(dayButton(now)).toBeEnabled();
    await dayButton(now).click();

    // 12:00 PM has passed today: 2:15 PM is the first time offered.
    await expect(dialog.getByRole("combobox", { name: "Hour" })).toHaveText("2");
    await expect(dialog.getByRole("combobox", { name: "Minute" })).toHaveValue("15");
    await expect(dialog.getByRole("combobox", { name: "AM/PM" })).toHaveText("PM");
    expect(await options(page, dialog, "AM/PM")).toEqual(["PM"]);
    expect(await options(page, dialog, "Hour")).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
    expect(await options(page, dialog, "Minute")).toEqual(["15", "30", "45"]);
    await choose(page, dialog, "Hour", "3");
    expect(await options(page, dialog, "Minute")).toEqual(["00", "15", "30", "45"]);
    await expect(dialog.getByTestId("selected-time")).toContainText(`${longDate(now)} at 3:15 PM`);

    // Without a day there is no time to confirm.
    await dialog.getByRole("button", { name: /^Date/ }).click();
    await dayButton(now).click();
    await expect(dialog.getByTestId("selected-time")).toHaveText("Select a date first");
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();

    // The workspace's main button follows the switch.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Schedule Post" })).toBeVisible();
  });
});

test.describe("the dialog's messages (en-US)", () => {
  test.use({ locale: "en-US", timezoneId: TIME_ZONE });

  test("a time that has passed, and a schedule left without a platform, each say what is wrong", async ({ page, user }) => {
    let dialog = await openPicker(page, user);
    const now = fixedNow();
    await dialog.getByRole("button", { name: /^Date/ }).click();
    await page.locator(`[data-slot=calendar] [data-day="${now.toLocaleDateString("en-US", { timeZone: TIME_ZONE })}"]`).click();
    await expect(dialog.getByTestId("selected-time")).toContainText("at 2:15 PM");
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeEnabled();

    // The chosen 2:15 PM goes by while the user is away from the dialog.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.clock.setFixedTime(new Date(now.getTime() + 10 * 60_000));
    await page.getByRole("button", { name: "Schedule Post" }).click();
    dialog = page.getByRole("dialog", { name: "Confirm Post" });
    await expect(dialog.getByText("Please select a valid future date and time for scheduling")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeDisabled();

    // Taking the platform away turns scheduling off, and the dialog says why.
    await dialog.getByRole("button", { name: "Facebook" }).click();
    await expect(dialog.getByText("Please select at least one platform for scheduling")).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Schedule Post" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Mark post as published" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Facebook" }).click();
    await expect(dialog.getByText("Please select at least one platform for scheduling")).toHaveCount(0);
  });
});

test.describe("24-hour clock (en-GB)", () => {
  test.use({ locale: "en-GB", timezoneId: TIME_ZONE });

  test("no AM/PM; hours run 00–23 and today starts at the next quarter hour", async ({ page, user }) => {
    const dialog = await openPicker(page, user);
    await expect(dialog.getByRole("combobox", { name: "AM/PM" })).toHaveCount(0);
    await expect(dialog.getByRole("combobox", { name: "Hour" })).toHaveText("12");
    await expect(dialog.getByTestId("selected-time")).toContainText("12:00");
    await expect(dialog.getByTestId("selected-time")).not.toContainText("PM");
    const hours = await options(page, dialog, "Hour");
    expect(hours).toHaveLength(24);
    expect(hours.slice(0, 3)).toEqual(["00", "01", "02"]);

    await dialog.getByRole("button", { name: /^Date/ }).click();
    const now = fixedNow();
    await page.locator(`[data-slot=calendar] [data-day="${now.toLocaleDateString("en-GB", { timeZone: TIME_ZONE })}"]`).click();
    await expect(dialog.getByRole("combobox", { name: "Hour" })).toHaveText("14");
    await expect(dialog.getByRole("combobox", { name: "Minute" })).toHaveValue("15");
    expect(await options(page, dialog, "Hour")).toEqual(["14", "15", "16", "17", "18", "19", "20", "21", "22", "23"]);
    expect(await options(page, dialog, "Minute")).toEqual(["15", "30", "45"]);
  });
});

test.describe("any minute, typed (en-GB)", () => {
  test.use({ locale: "en-GB", timezoneId: TIME_ZONE });

  test("10:07 tomorrow and a time two minutes from now can be chosen; the quarter hours stay as suggestions", async ({ page, user }) => {
    const dialog = await openPicker(page, user, TIME_ZONE, { realClock: true });
    const minute = dialog.getByRole("combobox", { name: "Minute" });
    await choose(page, dialog, "Hour", "10");
    expect(await options(page, dialog, "Minute")).toEqual(["00", "15", "30", "45"]);
    await minute.fill("07");
    await expect(dialog.getByTestId("selected-time")).toContainText(" at 10:07 ");
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeEnabled();
    // A minute that isn't one says so, and the one chosen stays.
    await minute.fill("75");
    await expect(dialog.getByText("Type a minute from 00 to 59.")).toBeVisible();
    await minute.press("Tab");
    await expect(minute).toHaveValue("07");
    await expect(dialog.getByText("Type a minute from 00 to 59.")).toHaveCount(0);
    // Coming back to the field with the keyboard opens no list over the dialog's buttons.
    await minute.focus();
    await expect(page.getByRole("listbox", { name: "Suggested minutes" })).toHaveCount(0);

    // Two minutes from now, on the brand's clock.
    const target = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const wall = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, ...options }).format(target);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-GB", { timeZone: TIME_ZONE });
    if (wall({ day: "2-digit", month: "2-digit", year: "numeric" }) !== tomorrow) {
      await dialog.getByRole("button", { name: /^Date/ }).click();
      await page.locator(`[data-slot=calendar] [data-day="${wall({ day: "2-digit", month: "2-digit", year: "numeric" })}"]`).click();
    }
    await choose(page, dialog, "Hour", wall({ hour: "2-digit", hourCycle: "h23" }));
    await minute.fill(wall({ minute: "2-digit" }).padStart(2, "0"));
    const shown = `${wall({ hour: "2-digit", hourCycle: "h23" })}:${wall({ minute: "2-digit" }).padStart(2, "0")}`;
    await expect(dialog.getByTestId("selected-time")).toContainText(` at ${shown} `);
    await dialog.getByRole("button", { name: "Schedule Post" }).click();
    await expect(page.getByText(/^Post scheduled for /)).toContainText(` at ${shown} `);
    const post = await testDb().post.findFirstOrThrow({ where: { userId: await userIdOf(user) } });
    expect(post.scheduledTime).toEqual(target);
  });
});

test.describe("a browser in Tokyo, a brand in Lisbon (en-US)", () => {
  test.use({ locale: "en-US", timezoneId: "Asia/Tokyo" });

  test("times are Lisbon's; 01:30 on the spring-forward day is refused, and on the fall-back day the owner picks which", async ({ page, user }) => {
    const dialog = await openPicker(page, user, "Europe/Lisbon");
    await expect(dialog.getByTestId("schedule-zone")).toHaveText("Times are in Europe/Lisbon, your brand's time zone.");
    await expect(dialog.getByTestId("selected-time")).toContainText(/at 12:00 PM Western European (Standard|Summer) Time$/);

    const pickDay = (label: string) => pickDayAhead(page, dialog, label);
    await pickDay("3/28/2027");
    await choose(page, dialog, "AM/PM", "AM");
    await choose(page, dialog, "Hour", "1");
    await choose(page, dialog, "Minute", "30");
    await expect(dialog.getByRole("alert")).toHaveText(
      "01:30 on Sunday 28 March doesn't exist in Europe/Lisbon: the clocks go forward then. Please pick another time.",
    );
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeDisabled();

    await pickDay("10/31/2027");
    await choose(page, dialog, "AM/PM", "AM");
    await choose(page, dialog, "Hour", "1");
    await choose(page, dialog, "Minute", "30");
    const which = dialog.getByRole("group", {
      name: "01:30 on Sunday 31 October happens twice in Europe/Lisbon: the clocks go back then. Please choose the first or the second.",
    });
    await expect(which).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeDisabled();
    // With the keyboard: on a short screen the dialog's sticky footer sits over the lower radio.
    await which.getByRole("radio", { name: /^The second/ }).focus();
    await page.keyboard.press("Space");
    await expect(which.getByRole("radio", { name: /^The second/ })).toBeChecked();
    await expect(dialog.getByTestId("selected-time")).toHaveText("Selected time: Sunday, October 31, 2027 at 1:30 AM Western European Standard Time");
    await dialog.getByRole("button", { name: "Schedule Post" }).click();
    await expect(page.getByText("Post scheduled for Sunday, October 31, 2027 at 1:30 AM Western European Standard Time")).toBeVisible();
    const post = await testDb().post.findFirstOrThrow({ where: { userId: await userIdOf(user) }, orderBy: { id: "desc" } });
    expect(post.scheduledTime?.toISOString()).toBe("2027-10-31T01:30:00.000Z");
  });

  test("a typed minute the clocks skip is refused, and for one they pass twice the owner picks which", async ({ page, user }) => {
    const dialog = await openPicker(page, user, "Europe/Lisbon");
    const pickDay = (label: string) => pickDayAhead(page, dialog, label);
    await pickDay("3/28/2027");
    await choose(page, dialog, "AM/PM", "AM");
    await choose(page, dialog, "Hour", "1");
    await dialog.getByRole("combobox", { name: "Minute" }).fill("07");
    await expect(dialog.getByRole("alert")).toHaveText(
      "01:07 on Sunday 28 March doesn't exist in Europe/Lisbon: the clocks go forward then. Please pick another time.",
    );
    await expect(dialog.getByRole("button", { name: "Schedule Post" })).toBeDisabled();

    await pickDay("10/31/2027");
    await expect(dialog.getByRole("combobox", { name: "Minute" })).toHaveValue("07");
    const which = dialog.getByRole("group", {
      name: "01:07 on Sunday 31 October happens twice in Europe/Lisbon: the clocks go back then. Please choose the first or the second.",
    });
    await which.getByRole("radio", { name: /^The first/ }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByTestId("selected-time")).toHaveText("Selected time: Sunday, October 31, 2027 at 1:07 AM Western European Summer Time");
  });
});
