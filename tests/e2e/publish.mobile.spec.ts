// The Confirm Post dialog at 390 px: it fits, scrolls, and its controls are big enough to tap.
import { arrangeFacebookPage } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";

test("the Confirm Post dialog fits a phone, with scheduling open", async ({ page, user }) => {
  await arrangeFacebookPage(user);
  const post = await testDb().post.create({ data: { userId: await userIdOf(user), content: "Rainy-day discount: 10% off all umbrellas." } });
  await page.addInitScript((handover) => localStorage.setItem("workspace_post", JSON.stringify(handover)), { content: post.content, imageUrl: null, id: post.id });
  await page.goto("/post-generator");
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(dialog.getByRole("button", { name: "Facebook" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("switch", { name: "Schedule Post" }).click();
  await expect(dialog.getByTestId("selected-time")).toContainText("Selected time:");

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
