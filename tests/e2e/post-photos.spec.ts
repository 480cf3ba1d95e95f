// A post of the owner's own photos, on a build with no settings (the sandbox channels): photos added from the
// workspace are picked in order, the previews show Facebook's grid and Instagram's carousel (a photo at a time,
// with its own crop), the AI image is off while photos are the pictures, and Post Now sends one multi-photo post to
// the sandbox page and one carousel to its Instagram account, both shown on their feeds with the photos' alt text.
import sharp from "sharp";
import { violationsInView } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { connectSandboxPageAndInstagram, sandboxUser, subscribe } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("three photos go out as one multi-photo Facebook post and one Instagram carousel, shown on both sandbox feeds", async ({ page }) => {
  test.setTimeout(120_000);
  const email = await sandboxUser(page);
  await subscribe(page, email);

  await connectSandboxPageAndInstagram(page, email);

  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill("This morning's bakes: sourdough, rye and cinnamon buns.");
  await page.getByRole("button", { name: "Add photos" }).click();
  const picker = page.getByRole("dialog", { name: "Your photos" });
  await picker.getByTestId("photo-file-input").setInputFiles([
    { name: "sourdough.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 800, "#c8a060") },
    { name: "rye.jpg", mimeType: "image/jpeg", buffer: await photo(800, 1200, "#6a4a30") },
    { name: "buns.jpg", mimeType: "image/jpeg", buffer: await photo(900, 900, "#e0b080") },
  ]);
  // Each is picked as it arrives, numbered in the order the post shows them.
  await expect(picker.getByRole("button", { name: "Use 3 photos" })).toBeVisible({ timeout: 30_000 });
  expect(await violationsInView(page, "the photo picker")).toEqual([]);
  await picker.getByRole("button", { name: "Use 3 photos" }).click();
  await expect(page.getByRole("list", { name: "Photos on this post" }).getByRole("img")).toHaveCount(3);
  // The photos are the post's pictures: no AI image is made.
  await expect(panel.getByRole("switch")).toBeDisabled();

  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  const content = (await page.getByTestId("preview-text").textContent())!.trim();
  await expect(page.getByRole("list", { name: "Photos on this post" }).getByRole("img")).toHaveCount(3);

  // Facebook's preview: the three photos together.
  const preview = page.getByRole("tabpanel");
  await expect(preview.getByRole("img", { name: /^Photo [123] of 3$/ })).toHaveCount(3);
  await page.screenshot({ path: "test-results/post-photos-facebook-1280.png", fullPage: true });
  // Instagram's: a carousel, a photo at a time.
  await page.getByRole("tab", { name: "Instagram" }).click();
  const instagram = page.getByRole("article", { name: "Instagram preview" });
  await expect(instagram.getByText("Photo 1 of 3")).toBeAttached();
  await instagram.getByRole("button", { name: "Next photo" }).click();
  await expect(instagram.getByText("Photo 2 of 3")).toBeAttached();
  await page.screenshot({ path: "test-results/post-photos-instagram-1280.png", fullPage: true });
  expect(await violationsInView(page, "the workspace with photos")).toEqual([]);

  await page.getByRole("button", { name: "Post Now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(confirm.getByRole("button", { name: /^Instagram: @/ })).toHaveAttribute("aria-pressed", "true");
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Post published to Facebook and Instagram")).toBeVisible({ timeout: 60_000 });

  await page.goto("/sandbox/facebook/sandbox-main");
  const fbPost = page.getByRole("list", { name: "Page posts" }).getByRole("listitem").first();
  await expect(fbPost).toContainText(content.slice(0, 40));
  await expect(fbPost.getByRole("group", { name: "3 photos" }).getByRole("img")).toHaveCount(3);
  for (const img of await fbPost.getByRole("img").all()) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  await page.goto("/sandbox/instagram/sandbox-ig-main");
  const carousel = page.locator("[id^=media-]").first();
  await expect(carousel).toContainText(content.slice(0, 40));
  await expect(carousel.getByRole("group", { name: "Carousel of 3 pictures" }).getByRole("img")).toHaveCount(3);
  await page.screenshot({ path: "test-results/post-photos-sandbox-instagram-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/post-photos-sandbox-instagram-390.png", fullPage: true });

  // A post still to go out with one of the photos: deleting it from the library is asked first, naming the post.
  const library = (await (await page.request.get("/api/photos")).json()) as { object: { photos: { id: string; fileName: string }[] } };
  const sourdough = library.object.photos.find((p) => p.fileName === "sourdough.jpg")!;
  const scheduled = await page.request.post("/api/post/schedule", {
    data: {
      postContent: "Sourdough again on Saturday",
      platforms: ["FACEBOOK"],
      photoIds: [sourdough.id],
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(scheduled.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/media");
  const tile = page.getByTestId("photo-tile").filter({ hasText: "sourdough.jpg" });
  await expect(tile).toContainText("In 2 posts");
  await tile.getByRole("button", { name: "Delete sourdough.jpg" }).click();
  const asking = page.getByRole("alertdialog", { name: "Delete this photo?" });
  await asking.getByRole("button", { name: "Delete" }).click();
  await expect(asking.getByRole("alert")).toHaveText(
    "This photo is on a post still to go out: “Sourdough again on Saturday”. Delete anyway, and it goes out without it?",
  );
  await expect(asking.getByRole("list", { name: "Posts still to go out with it" })).toContainText("Scheduled");
  await page.screenshot({ path: "test-results/post-photos-delete-in-use-1280.png" });
  await asking.getByRole("button", { name: "Delete anyway" }).click();
  await expect(page.getByText("Photo deleted")).toBeVisible();
  await expect(page.getByTestId("photo-tile")).toHaveCount(2);
});
