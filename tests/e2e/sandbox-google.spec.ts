// Google Business Profile in a build with no settings (the sandbox Google): "Connect Google Business Profile" opens
// the sandbox's consent page in the popup, the chooser lists the location Google hasn't verified without a tick box
// and with the reason, and the owner connects the verified one. A post with their photo goes there and shows on the
// sandbox listing as an offer with its coupon and an 'Order online' button; the workspace previews it as the listing
// does, at 1280 and 390 px. Google's review rejecting the next post fails it with the reason, and removing Postloom's
// access asks for a reconnect, with the post scheduled there marked at risk on the calendar until it is done.
import sharp from "sharp";
import { violationsInView } from "./support/axe";
import { expectFitsScreen } from "./support/fits-screen";
import { socialCard } from "./support/facebook";
import { expect, test } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";
import { sandboxUser, subscribe } from "./support/sandbox";

test.use({ baseURL: SANDBOX_APP_URL });

/** A photo with a camera's grain: Google takes none under 10 KB. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c8a060", noise: { type: "gaussian", mean: 150, sigma: 6 } } })
    .jpeg()
    .toBuffer();

test("connect the sandbox Google location, post a photo there, and see Google's review reject the next one", async ({ page }) => {
  test.setTimeout(150_000);
  const email = await sandboxUser(page);
  await subscribe(page, email);

  await page.goto("/dashboard");
  const card = socialCard(page);
  const block = card.getByTestId("google-business-connection");
  await expect(block).toContainText("Connect the Business Profile locations you manage");
  const popupOpened = page.waitForEvent("popup");
  await block.getByRole("button", { name: "Connect Google Business Profile" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Postloom wants to access your Google Account" })).toBeVisible();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: `Allow as ${email}` }).click();
  await closed;

  const chooser = page.getByRole("dialog", { name: "Choose where Postloom posts on Google Business Profile" });
  await expect(chooser.getByRole("checkbox")).toHaveCount(2);
  const unverified = chooser.getByRole("checkbox", { name: /second location/ });
  await expect(unverified).toBeDisabled();
  await expect(unverified).toHaveAccessibleDescription(
    "Google hasn't verified this location yet, so it can't post. Verify it in Business Profile, then connect it.",
  );
  expect(await violationsInView(page, "the Google chooser")).toEqual([]);
  await page.screenshot({ path: "test-results/google-chooser-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await chooser.screenshot({ path: "test-results/google-chooser-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooser.getByRole("checkbox", { name: /\(sandbox listing\)/ }).check();
  await chooser.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("Google Business Profile connected")).toBeVisible();
  const rows = card.getByTestId("connection");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  await expect(card.getByRole("heading", { name: "Google Business Profile locations" })).toBeVisible();

  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByRole("radio", { name: "Google" }).click();
  await panel.getByLabel("Description", { exact: true }).fill("Our bakery now opens at 7 on Saturdays: fresh croissants and coffee for early risers.");
  await page.getByRole("button", { name: "Add photos" }).click();
  const picker = page.getByRole("dialog", { name: "Your photos" });
  await picker.getByTestId("photo-file-input").setInputFiles([{ name: "croissants.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1200) }]);
  await expect(picker.getByRole("button", { name: "Use 1 photo" })).toBeVisible({ timeout: 30_000 });
  await picker.getByRole("button", { name: "Use 1 photo" }).click();
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  const content = (await page.getByTestId("preview-text").textContent())!.trim();
  // Written for Google's listing: no hashtags.
  expect(content).not.toMatch(/#\w/);

  await page.getByRole("tab", { name: "Google" }).click();
  const preview = page.getByRole("article", { name: "Google preview" });
  await expect(preview.getByRole("img")).toHaveCount(1);
  // The listing shows about 150 characters, then 'More'.
  if ([...content].length > 150) {
    await expect(preview.getByTestId("google-text")).not.toContainText(content);
    await preview.getByRole("button", { name: "More" }).click();
  }
  await expect(preview.getByTestId("google-text")).toContainText(content.slice(-30));
  expect(await violationsInView(page, "the Google preview")).toEqual([]);
  await page.screenshot({ path: "test-results/google-preview-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the other tabs show their icon only, so every channel's tab fits.
  const tabs = page.getByRole("tablist", { name: "Preview on" });
  await expect(tabs.getByRole("tab")).toHaveCount(4);
  for (const tab of await tabs.getByRole("tab").all()) {
    const box = (await tab.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/google-preview-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Post Now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(confirm.getByRole("button", { name: /^Google: / })).toHaveAttribute("aria-pressed", "true");
  // An offer with its dates, coupon and an 'Order online' button: each detail it lacks is asked for first.
  const fields = confirm.getByRole("group", { name: "Google post" });
  await fields.getByRole("radio", { name: "Offer" }).click();
  await fields.getByRole("combobox", { name: "Button" }).click();
  await page.getByRole("option", { name: "Order online" }).click();
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(confirm.getByRole("alert")).toContainText("Finish the Google post's details above.");
  await expect(fields.getByLabel("Offer title")).toHaveAccessibleDescription("Give it a title.");
  await expect(fields.getByLabel("Button opens")).toHaveAccessibleDescription("Add the web address the button opens (https://…).");
  await fields.getByLabel("Offer title").fill("Early bird croissants, 2 for 1");
  await fields.getByLabel("Starts").fill("2026-12-05T07:00");
  await fields.getByLabel("Ends").fill("2026-12-05T09:00");
  await fields.getByLabel("Coupon code (optional)").fill("EARLY2");
  await fields.getByLabel("Button opens").fill("https://harbourlight.example/order");
  const dialogPreview = confirm.getByRole("article", { name: "Google preview" });
  await expect(dialogPreview.getByTestId("google-post-box")).toContainText("Early bird croissants, 2 for 1");
  await expect(dialogPreview.getByRole("link", { name: "Order online" })).toHaveAttribute("href", "https://harbourlight.example/order");
  expect(await violationsInView(page, "the Google post's fields")).toEqual([]);
  await confirm.screenshot({ path: "test-results/google-offer-dialog-1280.png" });
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Post published to Google")).toBeVisible({ timeout: 60_000 });

  // Its details show what Google reports: views and button clicks, and which of a feed's figures it doesn't.
  await page.goto("/your-posts");
  await page
    .getByTestId("post-card")
    .filter({ hasText: content.slice(0, 40) })
    .getByRole("button", { name: /^View/ })
    .click();
  const engagement = page.getByRole("dialog", { name: "Post Details" }).getByRole("region", { name: "Engagement on Google" });
  await expect(engagement).toContainText(/\d+ Views?/);
  await expect(engagement).toContainText(/\d+ Clicks?/);
  await expect(engagement).toContainText("Google doesn't report reactions, comments or shares for posts.");

  await page.goto("/dashboard");
  await socialCard(page)
    .getByRole("link", { name: /^View listing/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/google\/accounts%2Fsandbox%2Flocations%2F1$/);
  const post = page.getByRole("list", { name: "Google posts" }).getByRole("listitem").first();
  await expect(post).toContainText(content.slice(0, 40));
  await expect(post.getByTestId("google-post-box")).toContainText("Offer");
  await expect(post.getByTestId("google-post-box")).toContainText("Early bird croissants, 2 for 1");
  await expect(post.getByTestId("google-post-box")).toContainText("Dec 5, 2026, 7:00 AM – Dec 5, 2026, 9:00 AM");
  await expect(post.getByTestId("google-post-box")).toContainText("EARLY2");
  await expect(post.getByRole("link", { name: "Order online" })).toHaveAttribute("href", "https://harbourlight.example/order");
  const img = post.getByRole("img", { name: "Photo posted with this update" });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/google-sandbox-listing-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/google-sandbox-listing-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Google's review takes the next post down after accepting it: Postloom reads it back and fails it, saying why.
  await page.getByRole("button", { name: "Reject the next post" }).click();
  await expect(page.getByRole("status")).toContainText("Google's review will reject the next post made here");
  await page.goto("/post-generator");
  await panel.getByRole("radio", { name: "Google" }).click();
  await panel.getByLabel("Description", { exact: true }).fill("The cheapest bread in town, every day.");
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Post Now" }).click();
  // An event this time: the post keeps its details, and the dialog starts from them when the post is sent again.
  await fields.getByRole("radio", { name: "Event" }).click();
  await fields.getByLabel("Event title").fill("Bread tasting");
  await fields.getByLabel("Starts").fill("2026-12-12T10:00");
  await fields.getByLabel("Ends").fill("2026-12-12T12:00");
  await confirm.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Failed to publish post. Please try again.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Google rejected this post: after accepting it, Google's review found it doesn't meet the content policy/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]post=\d+/);
  await page.reload();
  await page.getByRole("button", { name: "Post Now" }).click();
  await expect(fields.getByRole("radio", { name: "Event" })).toBeChecked();
  await expect(fields.getByLabel("Event title")).toHaveValue("Bread tasting");
  await expect(fields.getByLabel("Starts")).toHaveValue("2026-12-12T10:00");
  await expect(fields.getByLabel("Ends")).toHaveValue("2026-12-12T12:00");
  await confirm.screenshot({ path: "test-results/google-kept-event-dialog-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsScreen(page, confirm);
  await confirm.screenshot({ path: "test-results/google-kept-event-dialog-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press("Escape");
  await page.goto(`/sandbox/google/${encodeURIComponent("accounts/sandbox/locations/1")}`);
  await expect(page.getByRole("list", { name: "Google posts" }).getByRole("listitem").first()).toContainText("Rejected");

  // A post scheduled to the location for tomorrow (the brand's zone is UTC: its day is the UTC date).
  const scheduled = "Our Christmas stollen is ready to order";
  const due = new Date(Date.now() + 24 * 3600_000);
  const dueDay = due.toISOString().slice(0, 10);
  const schedule = await page.request.post("/api/post/schedule", {
    data: { postContent: scheduled, platforms: ["GOOGLE_BUSINESS"], scheduledAt: due.toISOString() },
  });
  expect(schedule.status()).toBe(200);
  const chip = page.getByTestId("calendar-post").filter({ hasText: scheduled });

  // The owner removes Postloom in their Google Account: 'Check now' says so, the scheduled post is marked at risk
  // on the calendar, and one click reconnects it.
  await page.getByRole("button", { name: "Remove Postloom's access" }).click();
  await expect(page.getByRole("status").first()).toContainText("Postloom's access to your Google Business Profile is removed.");
  await page.goto("/dashboard");
  const row = socialCard(page).getByTestId("connection");
  await row.getByRole("button", { name: /^Check now/ }).click();
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "NEEDS_RECONNECT");
  await expect(row).toContainText("Postloom's access was removed in your Google account, or has expired.");
  await page.goto(`/calendar?view=week&date=${dueDay}`);
  await expect(chip).toHaveAttribute("data-at-risk", "true");
  await expect(chip).toContainText("At risk: Google needs reconnecting");
  await page.screenshot({ path: "test-results/google-at-risk-week-1280.png", fullPage: true });
  await page.goto("/dashboard");
  const alert = socialCard(page).getByRole("alert");
  const again = page.waitForEvent("popup");
  await alert.getByRole("button", { name: "Reconnect Google Business Profile" }).click();
  const consent = await again;
  const gone = consent.waitForEvent("close");
  await consent.getByRole("link", { name: `Allow as ${email}` }).click();
  await gone;
  await chooser.getByRole("checkbox", { name: /\(sandbox listing\)/ }).check();
  await chooser.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(row.getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  await expect(socialCard(page).getByRole("alert")).toHaveCount(0);
  await page.goto(`/calendar?view=week&date=${dueDay}`);
  await expect(chip).toBeVisible();
  await expect(chip).not.toHaveAttribute("data-at-risk", "true");
});
