// The media library at 390 px: two columns of photos, and nothing scrolls sideways, the details dialog with its
// channels' crops of a panorama included.
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { sandboxUser } from "./support/sandbox";
import { CHANNEL_KEYS } from "@/lib/channels/facts";

// A local run's copy: its photos are kept in a folder (a deployment keeps them in a bucket, docs/media.md).
test.use({ baseURL: SANDBOX_APP_URL });

test("at 390 px the library shows two columns and fits the screen", async ({ page }) => {
  await sandboxUser(page);
  await page.goto("/media");
  const photos = await Promise.all(
    ["#c87828", "#2a7a5a", "#7a2a5a"].map(async (background, i) => ({
      name: `a-rather-long-photo-name-from-the-phone-${i}.jpg`,
      mimeType: "image/jpeg",
      // The first a panorama, 5:1.
      buffer: await sharp({ create: { width: i === 0 ? 1000 : 90, height: i === 0 ? 200 : 120, channels: 3, background } })
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

  await page.getByRole("button", { name: "Details of a-rather-long-photo-name-from-the-phone-0.jpg" }).click();
  const dialog = page.getByRole("dialog");
  // One crop a channel (lib/channels/facts.ts).
  await expect(dialog.getByTestId("channel-crop")).toHaveCount(CHANNEL_KEYS.length);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
