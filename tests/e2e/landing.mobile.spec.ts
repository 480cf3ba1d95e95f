import { expect, test } from "./support/fixtures";

test("at 390 px the landing fits the screen and its actions stay reachable", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign up free" })).toBeVisible();
  const start = page.getByRole("link", { name: "Start Creating Now" });
  await expect(start).toBeVisible();
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  for (const id of ["stats", "problem", "how-it-works", "benefits", "testimonials", "pricing", "cta"]) {
    const section = page.locator(`#${id}`);
    await section.scrollIntoViewIfNeeded();
    const box = await section.boundingBox();
    expect(box!.width, id).toBeLessThanOrEqual(390);
  }
  await page.locator("#pricing").getByRole("link", { name: "Choose Plan" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});
