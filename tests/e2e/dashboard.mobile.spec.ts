// The dashboard at 390 px, from its first paint: while its figures load, their skeletons keep to the screen.
import { expect, test, testDb, userIdOf } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { expectNoSideScroll } from "./support/fits-screen";

/** Holds every read the browser makes of the API until the returned function is called. */
async function holdApiReads(page: Page): Promise<() => void> {
  let answer!: () => void;
  const measured = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/**", async (route) => {
    await measured;
    await route.continue();
  });
  return answer;
}

test("while the dashboard loads, its skeletons keep to the screen's width, and so do the posts that replace them", async ({ page, user }) => {
  await testDb().post.create({ data: { userId: await userIdOf(user), content: "Fresh croissants from the oven at seven, every morning this week." } });
  // The browser's reads of the API wait until the skeletons have been measured.
  const answer = await holdApiReads(page);
  await page.goto("/dashboard");
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(3);
  await expectNoSideScroll(page);
  await page.screenshot({ path: "test-results/dashboard-loading-390.png", fullPage: true });

  answer();
  await expect(page.getByTestId("post-card")).toHaveCount(1);
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
  await expectNoSideScroll(page);
});

test("the connections card comes whole with the page, so nothing below it moves when the browser's own read answers", async ({ page, user }) => {
  expect(user).toBeTruthy();
  // The browser's reads of the API wait until the card has been measured.
  const answer = await holdApiReads(page);
  await page.goto("/dashboard");
  const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Social Media Integration" }) });
  await expect(card.getByRole("button", { name: "Connect Facebook" })).toBeVisible();
  await expect(card.getByTestId("linkedin-connection")).toBeVisible();
  await expect(card.getByTestId("scheduler-status")).toBeVisible();
  await expect(card.locator("[data-slot=skeleton]")).toHaveCount(0);
  const overview = page.locator("[data-slot=card]", { has: page.getByText("Posts Overview", { exact: true }) });
  // The scheduler's line reads the clock ("2 seconds ago", then "now"), and may wrap or unwrap as it does; all else
  // stays where it was drawn.
  const status = card.getByTestId("scheduler-status");
  const layout = async () => {
    const [line, below] = [(await status.boundingBox())!, (await overview.boundingBox())!];
    return { lineTop: line.y, belowLine: below.y - line.height };
  };
  const before = await layout();

  answer();
  await expect(page.getByText("Latest post:")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await layout()).toEqual(before);
});
