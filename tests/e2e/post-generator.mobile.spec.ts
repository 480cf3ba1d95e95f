import { expect, test } from "./support/fixtures";
import { arrangeWriter } from "./support/arrange-writer";
import { CHANNEL_KEYS, channelFacts } from "@/lib/channels/facts";

test("at 390 px an empty workspace opens the Create Post form in an 85% bottom sheet, and the post streams into the preview", async ({ page, user }) => {
  await arrangeWriter(user);
  await page.goto("/post-generator");
  await expect(page.getByRole("complementary", { name: "Create Post" })).toHaveCount(0);

  // Nothing to show yet but the form: it is open at once.
  const sheet = page.getByRole("dialog", { name: "Create Post" });
  await expect(sheet).toBeVisible();
  const viewport = page.viewportSize()!;
  await expect.poll(async () => Math.round((await sheet.boundingBox())!.height)).toBe(Math.round(viewport.height * 0.85));
  // Every channel to write for fits the sheet: the chosen one named, the others by their icon (named for screen readers).
  const writeFor = sheet.getByRole("radio");
  await expect(writeFor).toHaveCount(CHANNEL_KEYS.length);
  const sheetBox = (await sheet.boundingBox())!;
  for (const [i, key] of CHANNEL_KEYS.entries()) {
    await expect(writeFor.nth(i)).toHaveAccessibleName(channelFacts(key).label);
    const box = (await writeFor.nth(i).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(sheetBox.x + sheetBox.width);
  }
  await sheet.screenshot({ path: "test-results/create-post-write-for-390.png" });
  await sheet.getByLabel("Description", { exact: true }).fill("Fresh croissants every Saturday morning.");
  await sheet.getByRole("button", { name: "Generate Post" }).click();

  // The sheet closes so the post can be watched as it is written.
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("heading", { name: "Post Workspace" })).toBeVisible();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("preview-text")).toContainText("Fresh croissants every Saturday morning");

  // The floating button says what it does; what was typed is still there when the sheet opens again.
  const open = page.getByRole("button", { name: "Create post", exact: true });
  const fab = (await open.boundingBox())!;
  expect(fab.height).toBeGreaterThanOrEqual(44);
  await expect(open).toHaveText("Create post");
  await open.click();
  await expect(page.getByRole("dialog", { name: "Create Post" }).getByLabel("Description", { exact: true })).toHaveValue(
    "Fresh croissants every Saturday morning.",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
