// The workspace shows the post as Facebook and as Instagram will show it: Instagram's caption cut where its
// feed cuts it ('… more'), its need for an image, and each platform's character count against its limit.
import { expect, test } from "./support/fixtures";
import { arrangeWriter } from "./support/arrange-writer";

test.describe("per-platform previews", () => {
  test("Facebook and Instagram previews of the same text, with their limits", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    const preview = page.locator("[data-slot=card]").filter({ has: page.getByRole("tablist", { name: "Preview on" }) });
    const text = `Cinnamon knots are back for autumn, and the first tray comes out of the oven at seven. Come early, they go fast! #bakery #autumn @cornerfriends`;
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("textbox", { name: "Post text" }).fill(text);
    await page.getByRole("textbox", { name: "Post text" }).blur();
    await expect(preview.getByTestId("facebook-counter")).toHaveText(`${[...text].length} / 63,206 characters`);

    await preview.getByRole("tab", { name: "Instagram" }).click();
    const instagram = preview.getByRole("article", { name: "Instagram preview" });
    const caption = instagram.getByTestId("instagram-caption");
    // Instagram's feed shows the first 125 characters, then '… more'.
    await expect(caption).toContainText(`${text.slice(0, 120)}`);
    await expect(caption).not.toContainText("@cornerfriends");
    await expect(instagram.getByText("Instagram posts need a picture.", { exact: false })).toBeVisible();
    await instagram.getByRole("button", { name: "more" }).click();
    await expect(caption).toContainText("@cornerfriends");
    await expect(preview.getByTestId("instagram-counter")).toHaveText(`${[...text].length} / 2,200 characters · 2 / 30 hashtags`);

    // Over Instagram's limit: the counter turns red and says why; Facebook's is still fine.
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(preview.getByRole("tab", { name: "Facebook" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("textbox", { name: "Post text" }).fill("a".repeat(2_300));
    await page.getByRole("textbox", { name: "Post text" }).blur();
    await preview.getByRole("tab", { name: "Instagram" }).click();
    await expect(preview.getByRole("alert")).toHaveText("Instagram captions can be at most 2,200 characters; this one has 2,300.");
    await preview.getByRole("tab", { name: "Facebook" }).click();
    await expect(preview.getByTestId("facebook-counter")).toHaveText("2,300 / 63,206 characters");
  });
});

test.describe("writing for Instagram", () => {
  test("choosing Instagram turns the image on, unless the owner set that switch themselves", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    const form = page.getByRole("complementary", { name: "Create Post" });
    const image = form.getByRole("switch", { name: "Generate AI Image" });
    await expect(form.getByRole("radio", { name: "Facebook" })).toHaveAttribute("aria-checked", "true");
    await expect(image).not.toBeChecked();
    await form.getByRole("radio", { name: "Instagram" }).click();
    await expect(image).toBeChecked();

    // Switched off by hand, it stays off when Instagram is chosen again.
    await image.click();
    await form.getByRole("radio", { name: "Facebook" }).click();
    await form.getByRole("radio", { name: "Instagram" }).click();
    await expect(image).not.toBeChecked();
  });
});
