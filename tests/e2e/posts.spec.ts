import { expect, test, testDb, userIdOf } from "./support/fixtures";

async function seedPosts(email: string, count: number, status: "GENERATED" | "SCHEDULED" | "PUBLISHED" = "GENERATED", start = 0) {
  const userId = await userIdOf(email);
  const base = Date.now() - 86_400_000;
  await testDb().post.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      userId,
      content: `${status} post ${start + i}: fresh cinnamon knots this morning, come early!`,
      status,
      cost: 250,
      createdAt: new Date(base + (start + i) * 60_000),
      scheduledTime: status === "SCHEDULED" ? new Date(Date.now() + 2 * 86_400_000) : null,
    })),
  });
}

test.describe("dashboard", () => {
  test("with no posts: empty overview and a way to start", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    await expect(page.getByText("Here's what's happening with your social media")).toBeVisible();
    const overview = page.getByText("Posts Overview").locator("xpath=ancestor::*[@data-slot='card']");
    await expect(overview.getByText("Created").locator("xpath=following-sibling::dd")).toHaveText("0");
    await expect(overview.getByText("0%")).toBeVisible();
    // No posts, no date: not today's.
    await expect(overview.getByText("Latest post: none yet")).toBeVisible();
    await expect(page.getByText("No posts yet. Your first one takes about a minute.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Posts" })).toHaveAttribute("href", "/your-posts");
  });

  test("with posts: stats, recent posts and the details dialog with platform errors", async ({ page, user }) => {
    await seedPosts(user, 3, "PUBLISHED");
    await seedPosts(user, 1, "GENERATED", 10);
    const userId = await userIdOf(user);
    const failed = await testDb().post.create({
      data: {
        userId,
        content: "This one did not make it to Facebook.",
        status: "FAILED",
        cost: 1234,
        platforms: {
          create: { platform: "FACEBOOK", status: "FAILED", errorMessage: "(#200) The user hasn't authorized the application to perform this action" },
        },
      },
    });
    await page.goto("/dashboard");
    await expect(page.getByText("Created").locator("xpath=following-sibling::dd")).toHaveText("5");
    await expect(page.getByText("Published", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("3");
    await expect(page.getByText("60%")).toBeVisible();
    const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
    await expect(page.getByText(`Latest post: ${today}`)).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(5);
    const card = page.getByTestId("post-card").filter({ hasText: "This one did not make it" });
    await expect(card.getByText("Facebook · Failed")).toBeVisible();
    await card.getByRole("button", { name: /^View/ }).click();
    const dialog = page.getByRole("dialog", { name: "Post Details" });
    await expect(dialog.getByText("1,234 credits")).toBeVisible();
    await expect(dialog.getByText("(#200) The user hasn't authorized the application to perform this action")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel Schedule" })).toHaveCount(0);
    expect(failed.id).toBeGreaterThan(0);
  });

  test("shows three skeletons while loading and 'Error loading dashboard' on failure", async ({ page, user }) => {
    expect(user).toBeTruthy();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/post/recent", async (route) => {
      await gate;
      await route.fulfill({
        status: 500,
        json: { statusCode: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again.", object: null },
      });
    });
    await page.goto("/dashboard");
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(3);
    release();
    await expect(page.getByText("Error loading dashboard")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("Your Posts", () => {
  test("filters, pages through 23 posts, and keeps both in the URL", async ({ page, user }) => {
    await seedPosts(user, 15, "GENERATED");
    await seedPosts(user, 5, "PUBLISHED", 100);
    await seedPosts(user, 3, "SCHEDULED", 200);
    await page.goto("/your-posts");
    await expect(page.getByRole("heading", { name: "Your Posts" })).toBeVisible();
    expect((await page.getByTestId("post-list").boundingBox())?.height).toBe(600);
    await expect(page.getByText("Showing 1 to 10 of 23 posts")).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(10);

    await page.getByRole("button", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByText("Showing 21 to 23 of 23 posts")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText("Showing 11 to 20 of 23 posts")).toBeVisible();

    await page.getByRole("radio", { name: "Published" }).click();
    await expect(page).toHaveURL(/filter=published$/);
    await expect(page.getByText("Showing 1 to 5 of 5 posts")).toBeVisible();
    await expect(page.getByTestId("post-card").getByText("Published", { exact: true })).toHaveCount(5);

    await page.getByRole("radio", { name: "Scheduled" }).click();
    await expect(page.getByText("Showing 1 to 3 of 3 posts")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("radio", { name: "Scheduled" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Showing 1 to 3 of 3 posts")).toBeVisible();
    await page.goBack();
    await expect(page.getByText("Showing 1 to 5 of 5 posts")).toBeVisible();

    await page.getByRole("radio", { name: "Generated" }).click();
    await expect(page.getByText("Showing 1 to 10 of 15 posts")).toBeVisible();
    await page.getByRole("radio", { name: "All Posts" }).click();
    await expect(page.getByText("Showing 1 to 10 of 23 posts")).toBeVisible();
  });

  test("an empty filter says so and shows the way forward, without 'Showing 0 to 0'", async ({ page, user }) => {
    await seedPosts(user, 1, "GENERATED");
    await page.goto("/your-posts?filter=scheduled");
    const list = page.getByTestId("post-list");
    await expect(list.getByText("No scheduled posts yet", { exact: true })).toBeVisible();
    await expect(list.getByText("Write a post, then turn on 'Schedule Post' to send it at the time you choose.")).toBeVisible();
    await expect(list.getByRole("link", { name: "Create a post" })).toHaveAttribute("href", "/post-generator");
    await expect(page.getByText(/Showing 0/)).toHaveCount(0);
  });

  test("shows five skeletons while loading and 'Failed to load posts' on error", async ({ page, user }) => {
    expect(user).toBeTruthy();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/post?*", async (route) => {
      await gate;
      await route.fulfill({ status: 503, json: { statusCode: "SERVICE_UNAVAILABLE", message: "Down", object: null } });
    });
    await page.goto("/your-posts");
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(5);
    release();
    await expect(page.getByText("Failed to load posts")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("feedback", () => {
  test("refuses a short message, then sends one and clears the form", async ({ page, user }) => {
    await page.goto("/feedback");
    const message = page.getByLabel("Message");
    await message.fill("too short");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await message.fill("The scheduler saved my Saturday mornings. Thank you!");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Thank you! Your feedback has been sent.")).toBeVisible();
    await expect(message).toHaveValue("");
    const stored = await testDb().feedback.findMany({ where: { userId: await userIdOf(user) }, select: { content: true } });
    expect(stored).toEqual([{ content: "The scheduler saved my Saturday mornings. Thank you!" }]);
  });

  test("says so when sending fails", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, json: { statusCode: "INTERNAL_ERROR", message: "x", object: null } }));
    await page.goto("/feedback");
    await page.getByLabel("Message").fill("This is a perfectly reasonable message.");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByText("Failed to submit feedback. Please try again later.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("This is a perfectly reasonable message.");
  });
});
