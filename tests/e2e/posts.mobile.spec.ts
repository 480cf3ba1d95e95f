import { expect, test, testDb, userIdOf } from "./support/fixtures";

test("at 390 px the post list and pagination fit the screen", async ({ page, user }) => {
  const userId = await userIdOf(user);
  await testDb().post.createMany({
    data: Array.from({ length: 12 }, (_, i) => ({
      userId,
      content: `Post ${i} with a long line of text that has to wrap on a phone screen nicely.${" Fresh bread, every morning from seven.".repeat(40)}`,
      cost: 10,
    })),
  });
  await page.goto("/your-posts");
  await expect(page.getByText("Showing 1 to 10 of 12 posts")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // No scrolling box within the page: the list is as tall as its posts.
  const list = page.getByTestId("post-list");
  expect(await list.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
  expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe("visible");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Showing 11 to 12 of 12 posts")).toBeVisible();
  await page.getByTestId("post-card").first().getByRole("button", { name: /^View/ }).click();
  const dialog = page.getByRole("dialog", { name: "Post Details" });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
  // The actions stay in view, however long the post.
  await expect(dialog.getByRole("button", { name: "Open in Workspace" })).toBeInViewport();
});
