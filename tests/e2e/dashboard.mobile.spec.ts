// The dashboard at 390 px, from its first paint: while its figures load, their skeletons keep to the screen.
import { expect, test, testDb, userIdOf } from "./support/fixtures";
import { expectNoSideScroll } from "./support/fits-screen";

test("while the dashboard loads, its skeletons keep to the screen's width, and so do the posts that replace them", async ({ page, user }) => {
  await testDb().post.create({ data: { userId: await userIdOf(user), content: "Fresh croissants from the oven at seven, every morning this week." } });
  // The browser's reads of the API wait until the skeletons have been measured.
  let answer!: () => void;
  const measured = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/**", async (route) => {
    await measured;
    await route.continue();
  });
  await page.goto("/dashboard");
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(3);
  await expectNoSideScroll(page);
  await page.screenshot({ path: "test-results/dashboard-loading-390.png", fullPage: true });

  answer();
  await expect(page.getByTestId("post-card")).toHaveCount(1);
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
  await expectNoSideScroll(page);
});
