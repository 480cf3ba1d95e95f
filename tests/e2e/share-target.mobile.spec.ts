// Sharing photos to Postloom from a phone's gallery while signed out: the photos wait through the sign-in page and
// open in a new post once the owner has signed in.
import { createBrandProfile, createVerifiedUser, expect, signIn, signInThroughForm, test } from "./support/fixtures";
import { sharedPhoto, shareToPostloom } from "./support/share";

test("photos shared while signed out open in a new post after signing in", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await createVerifiedUser(page.request);
  await signIn(page, email);
  await createBrandProfile(page.request);
  await page.context().clearCookies();

  await page.goto("/login");
  await shareToPostloom(page, [await sharedPhoto("IMG_2001.jpg", 1080, 1350, "#d08850")]);
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: "test-results/share-target-sign-in-390.png" });
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/post-generator$/);
  await expect(page.getByText("Your shared photo is on this post.")).toBeVisible({ timeout: 20_000 });
  // The preview shows it first; the form opens from its button.
  await expect(page.getByRole("list", { name: "Photos on this post" }).getByRole("img")).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: "Create Post" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/share-target-390.png", fullPage: true });
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("dialog", { name: "Create Post" }).getByLabel("Description", { exact: true })).toBeVisible();
});
