// LinkedIn in a build with no settings (the sandbox LinkedIn): "Connect LinkedIn" opens the sandbox's consent page
// in the popup, the owner ticks the sample Company Page, and a post of three of their photos goes there as one
// multi-image post, shown on its sandbox feed; the workspace previews it as LinkedIn's feed does, cut at
// '…see more', at 1280 and 390 px.
import sharp from "sharp";
import { violationsInView } from "./support/axe";
import { socialCard } from "./support/facebook";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { sandboxUser, subscribe } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("connect the sandbox LinkedIn Company Page and post three photos there as one post", async ({ page }) => {
  test.setTimeout(120_000);
  const email = await sandboxUser(page);
  await subscribe(page, email);

  await page.goto("/dashboard");
  const card = socialCard(page);
  const block = card.getByTestId("linkedin-connection");
  await expect(block).toContainText("Connect your LinkedIn profile and the Company Pages you administer");
  const popupOpened = page.waitForEvent("popup");
  await block.getByRole("button", { name: "Connect LinkedIn" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Sign in with LinkedIn" })).toBeVisible();
  await expect(popup.getByText("Create posts on your Company Pages")).toBeVisible();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: `Allow as ${email}` }).click();
  await closed;

  const chooser = page.getByRole("dialog", { name: "Choose where Postloom posts on LinkedIn" });
  await expect(chooser.getByRole("checkbox")).toHaveCount(2);
  await chooser.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(chooser.getByText("Please select at least one page or profile.")).toBeVisible();
  expect(await violationsInView(page, "the LinkedIn chooser")).toEqual([]);
  await page.screenshot({ path: "test-results/linkedin-chooser-1280.png" });
  await chooser.getByRole("checkbox", { name: /\(sandbox company page\)/ }).check();
  await chooser.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("LinkedIn connected")).toBeVisible();
  const rows = card.getByTestId("connection");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  await expect(card.getByRole("heading", { name: "LinkedIn pages and profile" })).toBeVisible();
  await page.screenshot({ path: "test-results/linkedin-dashboard-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole("button", { name: "Add from LinkedIn" })).toBeVisible();
  await card.screenshot({ path: "test-results/linkedin-dashboard-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByRole("radio", { name: "LinkedIn" }).click();
  await panel.getByLabel("Description", { exact: true }).fill("Our bakery now delivers to offices: fresh bread and pastries for your team every morning.");
  await page.getByRole("button", { name: "Add photos" }).click();
  const picker = page.getByRole("dialog", { name: "Your photos" });
  await picker.getByTestId("photo-file-input").setInputFiles([
    { name: "loaves.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 800, "#c8a060") },
    { name: "van.jpg", mimeType: "image/jpeg", buffer: await photo(800, 1200, "#305070") },
    { name: "office.jpg", mimeType: "image/jpeg", buffer: await photo(900, 900, "#e0b080") },
  ]);
  await expect(picker.getByRole("button", { name: "Use 3 photos" })).toBeVisible({ timeout: 30_000 });
  await picker.getByRole("button", { name: "Use 3 photos" }).click();
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  const content = (await page.getByTestId("preview-text").textContent())!.trim();

  await page.getByRole("tab", { name: "LinkedIn" }).click();
  const preview = page.getByRole("article", { name: "LinkedIn preview" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("img", { name: /^Photo [123] of 3$/ })).toHaveCount(3);
  // LinkedIn's feed shows about 210 characters, then '…see more'.
  if ([...content].length > 210) {
    await expect(preview.getByTestId("linkedin-text")).not.toContainText(content);
    await preview.getByRole("button", { name: "see more" }).click();
  }
  await expect(preview.getByTestId("linkedin-text")).toContainText(content.slice(-30));
  expect(await violationsInView(page, "the LinkedIn preview")).toEqual([]);
  await page.screenshot({ path: "test-results/linkedin-preview-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/linkedin-preview-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Post Now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(confirm.getByRole("button", { name: /^LinkedIn: / })).toHaveAttribute("aria-pressed", "true");
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Post published to LinkedIn")).toBeVisible({ timeout: 60_000 });

  await page.goto("/dashboard");
  await socialCard(page)
    .getByRole("link", { name: /^View page/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/linkedin\/urn%3Ali%3Aorganization%3Asandbox-company$/);
  const post = page.getByRole("list", { name: "LinkedIn posts" }).getByRole("listitem").first();
  await expect(post).toContainText(content.slice(0, 40));
  await expect(post.getByRole("group", { name: "3 images" }).getByRole("img")).toHaveCount(3);
  for (const img of await post.getByRole("img").all()) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/linkedin-sandbox-feed-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/linkedin-sandbox-feed-390.png", fullPage: true });

  // The owner removes Postloom in LinkedIn's settings: 'Check now' says so, and one click reconnects it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Remove Postloom's access" }).click();
  await expect(page.getByRole("status")).toContainText("Postloom's access to your LinkedIn is removed.");
  await page.goto("/dashboard");
  const row = socialCard(page).getByTestId("connection");
  await row.getByRole("button", { name: /^Check now/ }).click();
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "NEEDS_RECONNECT");
  await expect(row).toContainText("Postloom's access was removed on LinkedIn.");
  const alert = socialCard(page).getByRole("alert");
  await expect(alert).toContainText("LinkedIn asked you to reconnect. Posts to");
  const again = page.waitForEvent("popup");
  await alert.getByRole("button", { name: "Reconnect LinkedIn" }).click();
  const consent = await again;
  const gone = consent.waitForEvent("close");
  await consent.getByRole("link", { name: `Allow as ${email}` }).click();
  await gone;
  await chooser.getByRole("checkbox", { name: /\(sandbox company page\)/ }).check();
  await chooser.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  await expect(socialCard(page).getByRole("alert")).toHaveCount(0);
});
