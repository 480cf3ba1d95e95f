// Every dialog the app opens, at 390 px: nothing in it reaches past its edges or the screen's, and nothing
// scrolls sideways. With four connections whose names are long (a brand's page, its events page and their
// Instagram accounts), as a newcomer's sandbox has them.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { encrypt } from "../../lib/crypto/encryption";
import { arrangeWriter } from "./support/arrange-writer";
import { expect, test, testDb } from "./support/fixtures";
import { expectFitsScreen } from "./support/fits-screen";
import { outlineNextWeek } from "./support/planner";
import { E2E_ENCRYPTION_KEY } from "./support/ports";

const BRAND = "Harbour Light Coffee";
const ACCOUNTS = [
  { platform: "FACEBOOK", accountId: "1001", accountName: `${BRAND} (sandbox page)`, isDefault: true },
  { platform: "FACEBOOK", accountId: "1002", accountName: `${BRAND} Events (sandbox page)`, isDefault: false },
  { platform: "INSTAGRAM", accountId: "17841400000101", accountName: "harbourlightcoffee", isDefault: true },
  { platform: "INSTAGRAM", accountId: "17841400000102", accountName: "harbourlightcoffee.events", isDefault: false },
] as const;

/** The four connections, stored as the app stores them, checked just now (so no health round renames them). */
async function arrangeFourConnections(userId: string) {
  return Promise.all(
    ACCOUNTS.map((account) =>
      testDb().socialConnection.create({
        data: {
          userId,
          ...account,
          pageId: account.platform === "FACEBOOK" ? account.accountId : "1001",
          accessToken: encrypt("page-token-1001", E2E_ENCRYPTION_KEY),
          healthCheckedAt: new Date(),
        },
      }),
    ),
  );
}

/** A post with a picture Instagram takes, so every connection can be chosen. */
async function postWithPicture(userId: string, content: string) {
  const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: "#2a78c8" } })
    .png()
    .toBuffer();
  const image = await testDb().generatedImage.create({ data: { userId, contentType: "image/png", data: png } });
  return testDb().post.create({ data: { userId, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
}

const CAPTION = `Fresh croissants from the oven at seven, every morning this week. ${"Come early, they go fast. ".repeat(3)}#harbourlight #coffee`;

async function closeWith(page: Page, dialog: ReturnType<Page["getByRole"]>, button: string) {
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens Confirm Post's targets one by one until all four are chosen, and turns scheduling on. */
async function chooseAllFour(confirm: ReturnType<Page["getByRole"]>) {
  for (const account of ACCOUNTS) {
    const label = account.platform === "FACEBOOK" ? `Facebook: ${account.accountName}` : `Instagram: @${account.accountName}`;
    const target = confirm.getByRole("button", { name: label, exact: true });
    if ((await target.getAttribute("aria-pressed")) !== "true") await target.click();
    await expect(target).toHaveAttribute("aria-pressed", "true");
  }
  const schedule = confirm.getByRole("switch", { name: "Schedule Post" });
  if ((await schedule.getAttribute("aria-checked")) !== "true") await schedule.click();
  await expect(confirm.getByTestId("selected-time")).toContainText("Selected time:");
}

test("the workspace's and the shell's dialogs fit a phone: Confirm Post to four places, Create Post, three options, and the rest", async ({ page, user }) => {
  const { userId } = await arrangeWriter(user);
  await arrangeFourConnections(userId);
  const post = await postWithPicture(userId, CAPTION);
  await page.goto(`/post-generator?post=${post.id}`);

  await page.getByRole("button", { name: "Post Now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Post" });
  await chooseAllFour(confirm);
  await expectFitsScreen(page, confirm);
  await confirm.evaluate((dialog) => dialog.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/confirm-post-four-390.png" });
  await confirm.getByRole("tab", { name: "Instagram" }).click();
  await expectFitsScreen(page, confirm);
  await closeWith(page, confirm, "Cancel");

  await page.getByRole("button", { name: "Create post", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Create Post" });
  await expectFitsScreen(page, sheet);
  await sheet.getByLabel("Description", { exact: true }).fill("A quiet corner to work from, with good coffee.");
  await sheet.getByRole("button", { name: "Give me 3 options" }).click();
  const options = page.getByRole("dialog", { name: "Choose the one you like" });
  await expect(options.getByRole("button", { name: "Use this one" })).toHaveCount(3, { timeout: 30_000 });
  await expectFitsScreen(page, options);
  await page.keyboard.press("Escape");
  await expect(options).toBeHidden();

  // Without a plan, writing opens the Subscription Required dialog.
  await testDb().subscription.update({ where: { userId }, data: { status: "CANCELED" } });
  await page.getByRole("button", { name: "Create post", exact: true }).click();
  await sheet.getByRole("button", { name: "Generate Post" }).click();
  const subscription = page.getByRole("dialog", { name: "Subscription Required" });
  await expectFitsScreen(page, subscription);
  await closeWith(page, subscription, "Cancel");

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Postloom" });
  await expectFitsScreen(page, drawer);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: `Disconnect ${BRAND} Events (sandbox page)` }).click();
  const disconnect = page.getByRole("alertdialog", { name: `Disconnect ${BRAND} Events (sandbox page)?` });
  await expectFitsScreen(page, disconnect);
  await closeWith(page, disconnect, "Cancel");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  const logOut = page.getByRole("alertdialog", { name: "Are you sure you want to log out?" });
  await expectFitsScreen(page, logOut);
  await closeWith(page, logOut, "Cancel");

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  const devices = page.getByRole("alertdialog", { name: "Sign out of all devices?" });
  await expectFitsScreen(page, devices);
  await closeWith(page, devices, "Cancel");
  await page.getByRole("button", { name: "Delete account" }).click();
  const remove = page.getByRole("alertdialog", { name: "Delete your account for good?" });
  await expectFitsScreen(page, remove);
  await closeWith(page, remove, "Cancel");
});

test("the posts' and the calendar's dialogs fit a phone: Post Details, Cancel Schedule, Move to…, Posting slots, Plan my week, a draft's schedule", async ({
  page,
  user,
}) => {
  const { userId } = await arrangeWriter(user);
  const connections = await arrangeFourConnections(userId);
  const sent = new Date(Date.now() - 3_600_000);
  await testDb().post.create({
    data: {
      userId,
      content: CAPTION,
      status: "PARTLY_PUBLISHED",
      publishedAt: sent,
      platforms: {
        create: connections.map((connection, i) => ({
          platform: connection.platform,
          connectionId: connection.id,
          accountName: connection.accountName,
          status: i === 3 ? ("FAILED" as const) : ("SUCCESS" as const),
          errorMessage: i === 3 ? "Instagram refused the picture: it must be a JPEG between 4:5 and 1.91:1, and this one is not." : null,
          deliveredAt: i === 3 ? null : sent,
        })),
      },
    },
  });
  const scheduled = "Latte art class on Thursday evening, six places left.";
  // A day on: in next week's view when the test runs on a Sunday (the brand's zone is UTC: its day is the UTC date).
  const scheduledTime = new Date(Date.now() + 86_400_000);
  await testDb().post.create({
    data: {
      userId,
      content: scheduled,
      status: "SCHEDULED",
      scheduledTime,
      platforms: {
        create: connections.map((connection) => ({
          platform: connection.platform,
          connectionId: connection.id,
          accountName: connection.accountName,
          status: "PENDING" as const,
        })),
      },
    },
  });
  await postWithPicture(userId, "Pumpkin spice season starts on Monday: the first cup is on us.");
  expect((await page.request.put("/api/calendar/slots", { data: { slots: [2, 4].map((weekday) => ({ weekday, time: "10:00" })) } })).status()).toBe(200);

  await page.goto("/your-posts");
  const details = page.getByRole("dialog", { name: "Post Details" });
  await page.getByTestId("post-card").filter({ hasText: "Fresh croissants" }).getByRole("button", { name: /^View/ }).click();
  await expect(details.getByTestId("post-target")).toHaveCount(4);
  await expectFitsScreen(page, details);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await page.getByTestId("post-card").filter({ hasText: "Latte art" }).getByRole("button", { name: /^View/ }).click();
  await expect(details.getByRole("button", { name: /^Don't post here/ })).toHaveCount(4);
  await expectFitsScreen(page, details);
  await details.getByRole("button", { name: "Cancel Schedule" }).click();
  const cancel = page.getByRole("alertdialog", { name: "Cancel Schedule" });
  await expectFitsScreen(page, cancel);
  await closeWith(page, cancel, "Cancel");
  await page.keyboard.press("Escape");

  await page.goto(`/calendar?view=week&date=${scheduledTime.toISOString().slice(0, 10)}`);
  await page.getByRole("button", { name: `Move to… (${scheduled})` }).click();
  const move = page.getByRole("dialog", { name: "Move to…" });
  await expectFitsScreen(page, move);
  await closeWith(page, move, "Cancel");

  await page.getByRole("button", { name: "Posting slots" }).click();
  const slots = page.getByRole("dialog", { name: "Posting slots" });
  await expect(slots.getByRole("button", { name: "Save slots" })).toBeVisible();
  await expectFitsScreen(page, slots);
  await page.keyboard.press("Escape");
  await expect(slots).toBeHidden();

  const plan = await outlineNextWeek(page, 2, (setup) => expectFitsScreen(page, setup));
  await expectFitsScreen(page, plan);
  await page.keyboard.press("Escape");
  await expect(plan).toBeHidden();

  await page.goto("/calendar?view=week");
  await page.getByRole("button", { name: /^Schedule… \(Pumpkin spice/ }).click();
  const schedule = page.getByRole("dialog", { name: "Confirm Post" });
  await chooseAllFour(schedule);
  await expectFitsScreen(page, schedule);
  await closeWith(page, schedule, "Cancel");
});
