// A photo's details and the library's tools at 1280 px: alt text (written, or suggested by the writer, which
// sees the photo), tags and the focus point set in the details dialog (the focus with the keyboard and a click,
// with each channel's crop beside it); the library searched and narrowed to a tag; photos picked together,
// tagged, then deleted after asking.
import sharp from "sharp";
import { violationsInView } from "./support/axe";
import { expect, test } from "./support/fixtures";

const photo = (name: string, width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));

test("alt text, tags and the focus point are saved; the library is searched, filtered, tagged and pruned", async ({ page, user: _signedIn }) => {
  test.setTimeout(90_000);
  await page.goto("/media");
  await page
    .getByTestId("photo-file-input")
    .setInputFiles([
      await photo("loaves.jpg", 400, 100, "#c87828"),
      await photo("counter.jpg", 120, 90, "#2a7a5a"),
      await photo("team.jpg", 90, 120, "#7a2a5a"),
    ]);
  const grid = page.getByTestId("photo-grid");
  const tiles = grid.getByTestId("photo-tile");
  await expect(tiles).toHaveCount(3);
  await expect(tiles.filter({ hasText: "No alt text yet" })).toHaveCount(3);

  await grid.getByRole("button", { name: "Details of loaves.jpg" }).click();
  const dialog = page.getByRole("dialog", { name: "loaves.jpg" });
  // A 4:1 panorama: Instagram takes it cropped to 1.91:1, around the middle until the focus moves.
  const instagram = dialog.locator('[data-testid="channel-crop"][data-channel="INSTAGRAM"]');
  await expect(instagram).toContainText("Instagram · cropped to 1.91:1");
  await expect(dialog.locator('[data-testid="channel-crop"][data-channel="FACEBOOK"]')).toContainText("Facebook · whole photo");
  expect(await violationsInView(page, "/media, a photo's details")).toEqual([]);
  const marker = dialog.getByRole("button", { name: /^Focus point, 50% across and 50% down/ });
  await marker.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("button", { name: /^Focus point, 0% across and 50% down/ })).toBeFocused();
  await expect(instagram.locator("img")).toHaveAttribute("style", /left: 0%/);
  // A click on the photo's right end moves it there; the crop follows to the right edge.
  const picture = dialog.getByTestId("focus-picker").locator("img");
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width - 2, y: box.height / 2 } });
  await expect(dialog.getByRole("button", { name: /^Focus point, (99|100)% across/ })).toBeVisible();
  await expect(instagram.locator("img")).toHaveAttribute("style", /left: -109\.\d+%/);

  await dialog.getByLabel("Alt text").fill("Sourdough loaves cooling on a rack");
  const tagInput = dialog.getByRole("textbox", { name: "Tags" });
  await tagInput.fill("Bread");
  await tagInput.press("Enter");
  await tagInput.fill("morning bake");
  await dialog.getByRole("button", { name: "Add tag" }).click();
  await tagInput.fill("#sale");
  await tagInput.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("A tag can have letters, digits, spaces, - and _, and starts with a letter or digit.");
  await expect(dialog.getByRole("list", { name: "Tags on this photo" }).getByRole("listitem")).toHaveText(["bread", "morning bake"]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Photo saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tiles.filter({ hasText: "No alt text yet" })).toHaveCount(2);
  await expect(grid.getByRole("img", { name: "Sourdough loaves cooling on a rack" })).toBeVisible();

  await page.reload();
  await page.getByTestId("photo-grid").getByRole("button", { name: "Details of loaves.jpg" }).click();
  await expect(dialog.getByLabel("Alt text")).toHaveValue("Sourdough loaves cooling on a rack");
  await expect(dialog.getByRole("button", { name: /^Focus point, (99|100)% across and 50% down/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The writer looks at the photo and suggests what to say (the stack's double says what it sees of it).
  await page.getByTestId("photo-grid").getByRole("button", { name: "Details of counter.jpg" }).click();
  const counter = page.getByRole("dialog", { name: "counter.jpg" });
  await counter.getByRole("button", { name: "Suggest alt text" }).click();
  await expect(counter.getByLabel("Alt text")).toHaveValue("A mostly green photo, wider than it is tall.");
  await expect(counter).toContainText("Check the suggestion, then save.");
  await counter.getByRole("button", { name: "Save" }).click();
  await expect(counter).toBeHidden();
  await expect(tiles.filter({ hasText: "No alt text yet" })).toHaveCount(1);

  const search = page.getByRole("searchbox", { name: "Search photos" });
  await search.fill("SOURDOUGH");
  await expect(tiles).toHaveCount(1);
  await search.fill("no such thing");
  await expect(page.getByRole("heading", { name: "No photos match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear the filters" }).click();
  await expect(tiles).toHaveCount(3);
  // No post uses them yet.
  const useFilter = page.getByRole("group", { name: "Filter by use" });
  await useFilter.getByRole("button", { name: "In posts" }).click();
  await expect(page.getByRole("heading", { name: "No photos match" })).toBeVisible();
  await useFilter.getByRole("button", { name: "Not used yet" }).click();
  await expect(tiles.filter({ hasText: "Not in a post yet" })).toHaveCount(3);
  await useFilter.getByRole("button", { name: "Any use" }).click();
  const tagFilter = page.getByRole("group", { name: "Filter by tag" });
  await tagFilter.getByRole("button", { name: "bread" }).click();
  await expect(tiles).toHaveCount(1);
  await tagFilter.getByRole("button", { name: "All photos" }).click();
  await expect(tiles).toHaveCount(3);

  await page.getByRole("button", { name: "Select" }).click();
  await grid.getByRole("button", { name: "Select counter.jpg" }).click();
  await grid.getByRole("button", { name: "Select team.jpg" }).click();
  const bar = page.getByRole("toolbar", { name: "Selected photos" });
  await expect(bar).toContainText("2 photos selected");
  expect(await violationsInView(page, "/media, picking photos")).toEqual([]);
  await bar.getByRole("button", { name: "Tag" }).click();
  const tagDialog = page.getByRole("dialog", { name: "Tag 2 photos" });
  await tagDialog.getByLabel("Tag").fill("Shop");
  await tagDialog.getByRole("button", { name: "Add tag" }).click();
  await expect(page.getByText('Tagged 2 photos "shop"')).toBeVisible();
  await tagFilter.getByRole("button", { name: "shop" }).click();
  await expect(tiles).toHaveCount(2);

  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 photos?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("2 photos deleted")).toBeVisible();
  await expect(bar).toContainText("Pick photos");
  await bar.getByRole("button", { name: "Done" }).click();
  await expect(tagFilter.getByRole("button", { name: "shop" })).toBeHidden();
  await expect(tiles).toHaveCount(1);
  await expect(page.getByTestId("photo-usage")).toHaveText(/^1 of 500 photos/);
});
