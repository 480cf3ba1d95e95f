// The Confirm Post dialog at 390 px: it fits, scrolls, and its controls are big enough to tap; with a page
// and an Instagram account, the target picker and both previews fit too.
import sharp from "sharp";
import { arrangeFacebookPage, arrangeInstagramAccount, BAKERY } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";

test("the Confirm Post dialog fits a phone, with scheduling open", async ({ page, user }) => {
  await arrangeFacebookPage(user);
  const post = await testDb().post.create({ data: { userId: await userIdOf(user), content: "Rainy-day discount: 10% off all umbrellas." } });
  await page.addInitScript((handover) => localStorage.setItem("workspace_post", JSON.stringify(handover)), {
    content: post.content,
    imageUrl: null,
    id: post.id,
  });
  await page.goto("/post-generator");
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("switch", { name: "Schedule Post" }).click();
  await expect(dialog.getByTestId("selected-time")).toContainText("Selected time:");
  await dialog.getByTestId("selected-time").evaluate((time) => time.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: "test-results/schedule-picker-390.png" });

  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const control of [
    dialog.getByRole("button", { name: "Facebook" }),
    dialog.getByRole("combobox", { name: "Hour" }),
    dialog.getByRole("combobox", { name: "Minute" }),
    dialog.getByRole("button", { name: "Cancel" }),
  ]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  const confirm = dialog.getByRole("button", { name: "Schedule Post" });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport();
  await confirm.click();
  await expect(dialog).toBeHidden();
  expect((await testDb().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");
});

test("the target picker and the previews fit a phone", async ({ page, user }) => {
  await arrangeFacebookPage(user);
  await arrangeInstagramAccount(user);
  const userId = await userIdOf(user);
  const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: "#2a78c8" } })
    .png()
    .toBuffer();
  const image = await testDb().generatedImage.create({ data: { userId, contentType: "image/png", data: png } });
  const content = `A long caption for a small screen. ${"Fresh bread, every morning. ".repeat(8)}#bakery`;
  const post = await testDb().post.create({ data: { userId, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
  await page.goto(`/post-generator?post=${post.id}`);
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  const instagram = dialog.getByRole("button", { name: `Instagram: @${BAKERY!.instagram!.username}` });
  await expect(instagram).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("tab", { name: "Instagram" }).click();
  const card = dialog.getByRole("article", { name: "Instagram preview" });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId("instagram-caption")).toContainText("… more");

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const dialogBox = (await dialog.boundingBox())!;
  for (const part of [
    instagram,
    dialog.getByRole("button", { name: `Facebook: ${BAKERY!.name}` }),
    card,
    dialog.getByRole("tablist", { name: "Preview on" }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(dialogBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  }
  expect((await instagram.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: "test-results/confirm-post-instagram-390.png", fullPage: false });
});
