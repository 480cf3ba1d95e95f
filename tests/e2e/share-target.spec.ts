// Sharing photos to Postloom from a phone's gallery, signed in: the manifest offers Postloom in the share sheet for
// images, and the photos shared open in a new post, in the library too; a file that is not a photo is named with
// why it was not added.
import { expect, test } from "./support/fixtures";
import { sharedPhoto, shareToPostloom } from "./support/share";

test("the manifest offers Postloom in a share sheet for photos", async ({ request }) => {
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { share_target: unknown };
  expect(manifest.share_target).toEqual({
    action: "/share",
    method: "POST",
    enctype: "multipart/form-data",
    params: { files: [{ name: "photos", accept: ["image/*", ".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".avif"] }] },
  });
});

test("photos shared from the gallery open in a new post and are kept in the library", async ({ page, user: _signedIn }) => {
  test.setTimeout(60_000);
  await page.goto("/media");
  await shareToPostloom(page, [
    await sharedPhoto("IMG_0412.jpg", 1200, 900, "#c8a060"),
    { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><title>Notes</title>") },
    await sharedPhoto("IMG_0413.jpg", 900, 1200, "#6a4a30"),
  ]);
  await expect(page).toHaveURL(/\/post-generator$/);
  const onPost = page.getByRole("list", { name: "Photos on this post" }).getByRole("img");
  await expect(onPost).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText("Your 2 shared photos are on this post.")).toBeVisible();
  await expect(page.getByText("notes.jpg isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF.")).toBeVisible();
  // The previews show them, Facebook's as one post of two photos.
  await expect(page.getByRole("tabpanel").getByRole("img", { name: /^Photo [12] of 2$/ })).toHaveCount(2);
  await page.screenshot({ path: "test-results/share-target-1280.png", fullPage: true });

  // Added once: the workspace opened again starts empty.
  await page.reload();
  await expect(page.getByText("Post your own photos, up to 10.")).toBeVisible();
  await page.goto("/media");
  await expect(page.getByTestId("photo-grid").getByTestId("photo-tile")).toHaveCount(2);
});

test("a share larger than the request proxy buffers arrives whole", async ({ page, user: _signedIn }) => {
  // Two files of 12 MB: past the 21 MB the proxy would keep of a body it sees.
  const form = new FormData();
  for (const name of ["scan-1.jpg", "scan-2.jpg"]) form.append("photos", new File([new Uint8Array(12 * 1024 * 1024).fill(7)], name, { type: "image/jpeg" }));
  const shared = await page.request.post("/share", { multipart: form, maxRedirects: 0 });
  expect(shared.status()).toBe(303);
  const claimed = await page.request.post("/api/shares/claim", { data: {} });
  expect(claimed.status()).toBe(200);
  expect((await claimed.json()).object).toEqual({
    photos: [],
    refused: [
      "scan-1.jpg isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF.",
      "scan-2.jpg isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF.",
    ],
  });
});
