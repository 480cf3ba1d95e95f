// The voice that learns, in a local run (the offline writer): two drafts edited in the owner's own words and
// published become examples on the 'Your voice' card; the summary names the owner's opening and sign-off; the
// next post opens and signs off as the owner does; 'Give me 3 options' shows three side by side and keeps the
// one chosen, which the card then shows; learning off leaves the examples out.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { sandboxUser } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

const OPENING = "Morning, neighbours!";
const SIGNOFF = "— Ana at the café";

async function generate(page: Page, description: string) {
  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill(description);
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  return panel;
}

/** A draft written, rewritten by the owner in their own voice, and marked published. */
async function publishInOwnWords(page: Page, topic: string) {
  await generate(page, topic);
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Post text" }).fill(`${OPENING}\n\n${topic} Come early, it goes fast.\n\n${SIGNOFF}`);
  await page.getByRole("textbox", { name: "Post text" }).blur();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await dialog.getByRole("button", { name: "Mark post as published" }).click();
  await expect(page.getByText("Post marked as published")).toBeVisible();
}

test("learns the owner's voice from their edits and choices, and writes in it", async ({ page }) => {
  test.setTimeout(180_000);
  await sandboxUser(page);
  await publishInOwnWords(page, "Fresh cinnamon buns this Saturday.");
  await publishInOwnWords(page, "New single-origin beans from Colombia.");

  await page.goto("/business-profile");
  const card = page.getByRole("region", { name: "Your voice" });
  await expect(card.getByTestId("voice-example")).toHaveCount(2);
  for (const example of await card.getByTestId("voice-example").all()) {
    await expect(example).toContainText("A draft you edited");
    await expect(example).toContainText("In use");
    await expect(example).toContainText(OPENING);
  }
  await card.getByRole("button", { name: "Write it now" }).click();
  await expect(card.getByTestId("voice-summary-text")).toContainText(`opens with "${OPENING}"`);
  await expect(card.getByTestId("voice-summary-text")).toContainText(`signs off with "${SIGNOFF}"`);
  await card.getByTestId("voice-example").first().getByRole("button", { name: "Pin" }).click();
  await expect(card.getByTestId("voice-example").first()).toContainText("Pinned by you");
  await card.screenshot({ path: "test-results/voice-card-1280.png" });

  // The next post is written as the owner writes.
  await generate(page, "Our autumn pumpkin bread is back.");
  const text = page.getByTestId("preview-text");
  await expect(text).toContainText(OPENING);
  await expect(text).toContainText(SIGNOFF);

  // Three options side by side; the one kept becomes the post, and an example.
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill("A quiet corner to work from, with good coffee.");
  await panel.getByRole("button", { name: "Give me 3 options" }).click();
  const options = page.getByRole("dialog", { name: "Choose the one you like" });
  await expect(options.getByTestId("post-option")).toHaveCount(3, { timeout: 30_000 });
  await page.screenshot({ path: "test-results/variants-1280.png" });
  const second = (await options.getByTestId("post-option").nth(1).locator("p").textContent())!;
  await options.getByTestId("post-option").nth(1).getByRole("button", { name: "Use this one" }).click();
  await expect(options).toBeHidden();
  await expect(page.getByText("Kept. It's yours to edit and publish.")).toBeVisible();
  await expect(text).toHaveText(second);

  await page.goto("/business-profile");
  await expect(card.getByTestId("voice-example").filter({ hasText: "The option you chose" })).toHaveCount(1);
  await card.getByRole("switch", { name: "Learn from my posts" }).click();
  await expect(card).toContainText("Learning is off: your posts are written without any of this.");
  await generate(page, "Closed on Monday for a staff day.");
  await expect(text).not.toContainText(OPENING);
});
