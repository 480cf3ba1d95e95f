// The Post Workspace writes a post: the form's defaults and checks, the text streamed into the preview, an
// image, and what the credits buy. (Posts handed over to the workspace: post-generator-handover.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test, testDb } from "./support/fixtures";
import { arrangeWriter } from "./support/arrange-writer";
import { BRAND_PROFILE_CACHE_KEY } from "../../lib/client/session-caches";

/** Records every distinct length the preview text goes through, to prove it was streamed in. */
async function watchPreview(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __previewLengths: number[] }).__previewLengths = seen;
    const target = document.querySelector('[data-testid="preview-text"]')!.parentElement!;
    new MutationObserver(() => {
      const length = document.querySelector('[data-testid="preview-text"]')?.textContent?.length ?? 0;
      if (seen.at(-1) !== length) seen.push(length);
    }).observe(target, { subtree: true, childList: true, characterData: true });
  });
}

const previewLengths = (page: Page) => page.evaluate(() => (window as unknown as { __previewLengths: number[] }).__previewLengths);

test.describe("Post Workspace", () => {
  test("generates a post with the defaults, streaming the text into the preview", async ({ page, user }) => {
    const { userId, brandName } = await arrangeWriter(user, { credits: 100_000 });
    await page.goto("/post-generator");
    await expect(page.getByRole("heading", { name: "Post Workspace" })).toBeVisible();

    const panel = page.getByRole("complementary", { name: "Create Post" });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(500);
    // The form's defaults (docs/product.md §9).
    await expect(panel.getByRole("combobox", { name: "Reply Language" })).toHaveText("English");
    await expect(panel.getByRole("combobox", { name: "Post Type" })).toHaveText("Social media ad");
    await expect(panel.getByRole("combobox", { name: "Tone of Voice" })).toHaveText("Friendly");
    await expect(panel.getByRole("combobox", { name: "Post Length" })).toHaveText("Medium (~150 words)");
    await expect(panel.getByRole("checkbox", { name: "Generate Hashtags" })).not.toBeChecked();
    await expect(panel.getByRole("switch", { name: "Generate AI Image" })).not.toBeChecked();
    await expect(panel.getByLabel("Image Description")).toHaveCount(0);
    await expect(panel.getByRole("slider", { name: "Brand Emphasis" })).toHaveAttribute("aria-valuenow", "50");
    await expect(panel.getByText("Balanced use of business details")).toBeVisible();
    await expect(panel.getByText("0/500")).toHaveCount(2);
    await expect(panel.getByText("Credits remaining: 100,000")).toBeVisible();
    // What it will cost, before anything is spent; the image switch says what it adds.
    await expect(panel.getByTestId("cost-estimate")).toHaveText("Estimated cost: about 450 credits, or 5,450 with an image");
    await expect(panel.getByText("+5,000 credits")).toBeVisible();
    await panel.getByRole("combobox", { name: "Post Length" }).click();
    await page.getByRole("option", { name: /^Long/ }).click();
    await expect(panel.getByTestId("cost-estimate")).toHaveText("Estimated cost: about 650 credits, or 5,650 with an image");
    await panel.getByRole("combobox", { name: "Post Length" }).click();
    await page.getByRole("option", { name: /^Medium/ }).click();

    await expect(page.getByText("Your generated post will appear here...")).toBeVisible();
    await expect(page.getByTestId("preview-brand")).toHaveText(brandName);
    await expect(page.getByText("Just now")).toBeVisible();
    for (const counter of ["0 Likes", "0 Comments", "0 Shares"]) await expect(page.getByText(counter)).toBeVisible();
    await expect(page.getByRole("button", { name: "Post Now" })).toBeDisabled();

    await panel.getByLabel("Description", { exact: true }).fill("Our new autumn menu with pumpkin soup and cinnamon buns.");
    await expect(panel.getByText("56/500")).toBeVisible();
    await watchPreview(page);
    await panel.getByRole("button", { name: "Generate Post" }).click();
    await expect(panel.getByRole("button", { name: "Generating..." })).toBeDisabled();

    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole("button", { name: "Generate Post" })).toBeEnabled();
    const text = page.getByTestId("preview-text");
    await expect(text).toContainText("Our new autumn menu with pumpkin soup and cinnamon buns");
    await expect(text).toContainText(brandName);
    await expect(page.getByText("Written by gpt-4o-mini")).toBeVisible();
    await expect(page.getByRole("button", { name: "Post Now" })).toBeEnabled();

    // The text grew in steps while it was written: it was streamed, not shown at once. (How many steps the
    // browser paints depends on the machine's load: CI has seen 9 and 10, so a handful is what is asked.)
    const lengths = await previewLengths(page);
    const final = (await text.textContent())!.length;
    expect(lengths.filter((n) => n > 0 && n < final).length).toBeGreaterThan(4);

    const [post] = await testDb().post.findMany({ where: { userId } });
    expect(post).toMatchObject({ status: "GENERATED", writer: "openai:gpt-4o-mini", imageUrl: null });
    expect((await text.textContent())?.trim()).toBe(post!.content);
    await expect(panel.getByText(`Credits remaining: ${(100_000 - post!.cost).toLocaleString("en-US")}`)).toBeVisible();

    // The main button opens the Confirm Post dialog (publishing itself: tests/e2e/publish.spec.ts).
    await page.getByRole("button", { name: "Post Now" }).click();
    await expect(page.getByRole("dialog", { name: "Confirm Post" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the preview names the brand: the server's reading at once, then the profile as the browser holds it", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/post-generator");
    const preview = page.getByRole("tabpanel");
    await expect(preview.getByText("Harbour Light Coffee", { exact: true })).toBeVisible();
    // The workspace asks for the profile, which leaves the browser its copy…
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), BRAND_PROFILE_CACHE_KEY)).not.toBeNull();
    // …here changed (still fresh, so the query answers from it) to name the brand differently.
    await page.evaluate((key) => {
      const entry = JSON.parse(window.localStorage.getItem(key)!);
      window.localStorage.setItem(key, JSON.stringify({ profile: { ...entry.profile, businessName: "Name Only The Copy Has" }, savedAt: Date.now() }));
    }, BRAND_PROFILE_CACHE_KEY);
    await page.reload();
    await expect(preview.getByText("Name Only The Copy Has", { exact: true })).toBeVisible();
    await expect(preview.getByText("Harbour Light Coffee", { exact: true })).toHaveCount(0);
  });

  test("generates a post with a 16:9 image", async ({ page, user }) => {
    const { brandName } = await arrangeWriter(user);
    await page.goto("/post-generator");
    const panel = page.getByRole("complementary", { name: "Create Post" });
    await panel.getByLabel("Description", { exact: true }).fill("Fresh croissants every Saturday.");
    await panel.getByRole("switch", { name: "Generate AI Image" }).click();
    await panel.getByLabel("Image Description").fill("A basket of croissants on a wooden table");
    await expect(panel.getByText("40/500")).toBeVisible();
    await panel.getByRole("button", { name: "Generate Post" }).click();

    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    const image = page.getByRole("img", { name: `Image for ${brandName}'s post` });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^\/api\/images\/\w+$/);
    // The image model's own picture (the stack's OpenAI double draws 1536x1024), shown in a 16:9 frame.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1536);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1024);
    const box = (await image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

    // The library keeps it beside the owner's photos, as AI-made, described as the owner described it.
    await page.goto("/media");
    const tile = page.getByTestId("photo-tile");
    await expect(tile).toHaveCount(1);
    await expect(tile).toContainText("AI-made");
    await expect(tile).toContainText("1536 × 1024");
    await expect(tile).toContainText("In 1 post");
    await expect(tile.getByRole("img", { name: "A basket of croissants on a wooden table" })).toBeVisible();
    const sources = page.getByRole("group", { name: "Filter by source" });
    await sources.getByRole("button", { name: "Uploaded" }).click();
    await expect(page.getByText("No photos match")).toBeVisible();
    await sources.getByRole("button", { name: "AI-made" }).click();
    await expect(tile).toHaveCount(1);
  });

  test("shows the form's validation messages and sends nothing until they are fixed", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    const panel = page.getByRole("complementary", { name: "Create Post" });
    let drafts = 0;
    page.on("request", (request) => request.url().includes("/api/post/draft") && drafts++);

    await panel.getByLabel("Description", { exact: true }).fill("a".repeat(501));
    await panel.getByLabel("Extra Instructions").fill("b".repeat(501));
    await panel.getByLabel("Description", { exact: true }).focus();
    await expect(panel.getByText("501/500")).toHaveCount(2);
    await expect(panel.getByText("Description must not exceed 500 characters.")).toBeVisible();
    await expect(panel.getByText("Instructions must not exceed 500 characters.")).toBeVisible();

    await panel.getByRole("button", { name: "Add Link" }).click();
    await panel.getByRole("button", { name: "Add Link" }).click();
    await panel.getByRole("textbox", { name: "Link 1" }).fill("https://crumb.example/menu");
    await panel.getByRole("textbox", { name: "Link 2" }).fill("not a url");
    await panel.getByRole("textbox", { name: "Link 2" }).blur();
    await expect(panel.getByText("Please enter a valid URL")).toHaveCount(1);

    await panel.getByRole("button", { name: "Generate Post" }).click();
    await expect(panel.getByLabel("Description", { exact: true })).toBeFocused();
    expect(drafts).toBe(0);

    // Remove by position: the bad link goes, the good one stays.
    await panel.getByRole("button", { name: "Remove link 2" }).click();
    await expect(panel.getByRole("textbox", { name: "Link 2" })).toHaveCount(0);
    await expect(panel.getByRole("textbox", { name: "Link 1" })).toHaveValue("https://crumb.example/menu");
    await expect(panel.getByText("Please enter a valid URL")).toHaveCount(0);

    // The brand emphasis slider moves in steps of 5 and names its band.
    const slider = panel.getByRole("slider", { name: "Brand Emphasis" });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "55");
    await page.keyboard.press("End");
    await expect(panel.getByText("Extensively use business profile details")).toBeVisible();
    await page.keyboard.press("Home");
    await expect(panel.getByText("Minimally reference business details")).toBeVisible();

    await panel.getByLabel("Description", { exact: true }).fill("A short description.");
    await panel.getByLabel("Extra Instructions").fill("");
    await expect(panel.getByText("Description must not exceed 500 characters.")).toHaveCount(0);
    await panel.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("preview-text")).toContainText("https://crumb.example/menu");
    expect(drafts).toBe(1);
  });

  test("shows 'Insufficient Credit Amount' when the credits run out", async ({ page, user }) => {
    await arrangeWriter(user, { credits: 10 });
    await page.goto("/post-generator");
    const panel = page.getByRole("complementary", { name: "Create Post" });
    await panel.getByLabel("Description", { exact: true }).fill("Weekend opening hours.");
    await panel.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Insufficient Credit Amount")).toBeVisible();
    await expect(page.getByText("Your generated post will appear here...")).toBeVisible();
    await expect(panel.getByText("Credits remaining: 10")).toBeVisible();
    await expect(panel.getByTestId("credits-buy")).toHaveText("That's not enough for a post.");
    await expect(panel.getByRole("button", { name: "Generate Post" })).toBeEnabled();
  });

  test("says what the credits left buy beside the estimate, and again after a post", async ({ page, user }) => {
    const { userId } = await arrangeWriter(user, { credits: 5_500 });
    await page.goto("/post-generator");
    const panel = page.getByRole("complementary", { name: "Create Post" });
    await expect(panel.getByTestId("cost-estimate")).toHaveText("Estimated cost: about 450 credits, or 5,450 with an image");
    await expect(panel.getByText("Credits remaining: 5,500")).toBeVisible();
    await expect(panel.getByTestId("credits-buy")).toHaveText("That's about 1 post with a picture, or 12 without.");

    await panel.getByLabel("Description", { exact: true }).fill("Weekend opening hours.");
    await panel.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    const { cost } = await testDb().post.findFirstOrThrow({ where: { userId } });
    await expect(panel.getByText(`Credits remaining: ${(5_500 - cost).toLocaleString("en-US")}`)).toBeVisible();
    // Under a post with a picture's worth now: what is left buys posts without.
    expect(cost).toBeGreaterThan(100);
    expect(cost).toBeLessThan(550);
    await expect(panel.getByTestId("credits-buy")).toHaveText("That's about 11 posts without pictures.");
    await expect(page.getByTestId("plan-status").getByTestId("credits-buy")).toHaveText("about 11 posts without pictures");
    await page.screenshot({ path: "test-results/create-post-credits-1280.png" });
  });

  test("opens the Subscription Required dialog without an active plan", async ({ page, user }) => {
    await arrangeWriter(user, { subscription: false });
    await page.goto("/post-generator");
    await page.getByRole("complementary", { name: "Create Post" }).getByRole("button", { name: "Generate Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscription Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("You need an active subscription to use this feature")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View Subscription Plans" })).toHaveAttribute("href", "/subscription");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Your generated post will appear here...")).toBeVisible();
  });
});
