// The media library at 1280 px, on the deployment, whose photos go from the browser straight to its bucket (the
// stack's S3 double, on another origin: the page's CSP and the bucket's CORS rules must both let it). Photos
// chosen together upload each with its own progress (the upload slowed so it can be seen), a file that isn't a
// photo is refused with its name and reason while the others go on, the same photo again is kept once, and a
// photo is deleted after asking. (The 390 px test runs on the local copy, whose photos are kept in a folder.)
import sharp from "sharp";
import { expect, test } from "./support/fixtures";

/** A JPEG of random pixels (so it does not compress away) of about `megapixels`, as a camera's would be. */
async function noisePhoto(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const plainPhoto = (background: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("photos upload each with its progress; one refused with its reason; the same photo kept once; deleted after asking", async ({ page, user: _signedIn }) => {
  test.setTimeout(90_000);
  await page.goto("/media");
  await expect(page.getByRole("heading", { name: "Media Library" })).toBeVisible();
  await expect(page.getByText("No photos yet")).toBeVisible();

  // The upload slowed to 400 kB/s: the large photo's progress shows on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const large = await noisePhoto(1200, 900);
  expect(large.length).toBeGreaterThan(1_000_000);
  await page.getByTestId("photo-file-input").setInputFiles([
    { name: "morning-loaves.jpg", mimeType: "image/jpeg", buffer: large },
    { name: "menu.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><title>Menu</title>") },
    { name: "counter.jpg", mimeType: "image/jpeg", buffer: await plainPhoto("#c87828") },
  ]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  const sending = uploads.getByRole("progressbar", { name: "Sending morning-loaves.jpg" });
  await expect(sending).toBeVisible();
  await expect.poll(async () => Number(await sending.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  await expect(uploads.getByRole("alert")).toHaveText("menu.jpg isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF.");
  await expect(uploads.getByTestId("photo-upload").filter({ hasText: "counter.jpg" })).toContainText("Added");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(uploads.getByTestId("photo-upload").filter({ hasText: "morning-loaves.jpg" })).toContainText("Added", { timeout: 30_000 });

  const grid = page.getByTestId("photo-grid");
  await expect(grid.getByTestId("photo-tile")).toHaveCount(2);
  await expect(page.getByTestId("photo-usage")).toHaveText(/^2 of 500 photos · [\d.,]+ (kB|MB) of 2 GB$/);
  await expect(grid.getByRole("img", { name: "morning-loaves.jpg" })).toBeVisible();
  await expect(grid.getByTestId("photo-tile").filter({ hasText: "morning-loaves.jpg" })).toContainText("1200 × 900");

  // The same bytes again, under another name.
  await page.getByTestId("photo-file-input").setInputFiles([{ name: "counter (1).jpg", mimeType: "image/jpeg", buffer: await plainPhoto("#c87828") }]);
  await expect(uploads.getByTestId("photo-upload").filter({ hasText: "counter (1).jpg" })).toContainText("Already in your library");
  await expect(grid.getByTestId("photo-tile")).toHaveCount(2);

  await grid.getByRole("button", { name: "Delete counter.jpg" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this photo?" });
  await expect(dialog).toContainText("counter.jpg and its sizes are deleted from your library.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Photo deleted")).toBeVisible();
  await expect(grid.getByTestId("photo-tile")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("photo-grid").getByTestId("photo-tile")).toHaveCount(1);
});
