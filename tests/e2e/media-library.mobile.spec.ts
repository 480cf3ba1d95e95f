// The media library at 390 px: two columns of photos, and nothing scrolls sideways.
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { sandboxUser } from "./support/sandbox";

// A local run's copy: its photos are kept in a folder (a deployment keeps them in a bucket, docs/media.md).
test.use({ baseURL: SANDBOX_APP_URL });

test("at 390 px the library shows two columns and fits the screen", async ({ page }) => {
  await sandboxUser(page);
  await page.goto("/media");
  const photos = await Promise.all(
    ["#c87828", "#2a7a5a", "#7a2a5a"].map(async (background, i) => ({
      name: `a-rather-long-photo-name-from-the-phone-${i}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 90, height: 120, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  );
  await page.getByTestId("photo-file-input").setInputFiles(photos);
  const tiles = page.getByTestId("photo-grid").getByTestId("photo-tile");
  await expect(tiles).toHaveCount(3);
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await tiles.nth(i).boundingBox())!));
  expect(first!.y).toBe(second!.y);
  expect(third!.y).toBeGreaterThan(first!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
