// What a visitor without a session is refused (pages, the API, another origin), and the signed-in app shell.
// (Signing up and signing in: auth.spec.ts.)
import { expect, test } from "./support/fixtures";

const PROTECTED = ["/dashboard", "/business-profile", "/onboarding", "/post-generator", "/calendar", "/your-posts", "/subscription", "/feedback"];

test.describe("guarding", () => {
  for (const path of PROTECTED) {
    test(`a visitor opening ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    });
  }

  test("the API answers 401 in the envelope without a session", async ({ request }) => {
    for (const [method, path] of [
      ["GET", "/api/business"],
      ["GET", "/api/post"],
      ["POST", "/api/post/draft"],
      ["GET", "/api/subscription/details"],
    ] as const) {
      const reply = await request.fetch(path, { method, data: method === "POST" ? {} : undefined });
      expect(reply.status(), `${method} ${path}`).toBe(401);
      expect(await reply.json()).toEqual({ statusCode: "UNAUTHORIZED", message: "Please sign in to continue.", object: null });
    }
  });

  test("a state-changing request from another origin is refused", async ({ request }) => {
    const reply = await request.post("/api/account/sign-in", {
      data: { email: "a@example.test", password: "x" },
      headers: { Origin: "https://evil.example" },
    });
    expect(reply.status()).toBe(403);
  });
});

test.describe("app shell", () => {
  test("top bar, sidebar with the current item, and logout with its confirmation", async ({ page, user }) => {
    await page.goto("/dashboard");
    await expect(page.getByTestId("user-email")).toHaveText(user);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Dashboard", "Brand Profile", "Post Generator", "Your Posts", "Feedback"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Feedback" }).click();
    await expect(nav.getByRole("link", { name: "Feedback" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Manage subscription" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Are you sure you want to log out?")).toBeVisible();
    await expect(dialog.getByText("You will need to log in again to access your account.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page.getByText("You have been logged out of your account")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the landing top bar and footer show 'Go to Dashboard' and plan buttons lead to /subscription when signed in", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(banner.getByRole("link", { name: "Log in" })).toHaveCount(0);
    // The footer's way in leads there too, not to the login screen.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(footer.getByRole("link", { name: "Log in" })).toHaveCount(0);
    const planLinks = page.locator("#pricing").getByRole("link", { name: "Choose Plan" });
    await expect(planLinks.first()).toHaveAttribute("href", "/subscription");
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Start Creating Now" }).click();
    await expect(page).toHaveURL(/\/post-generator$/);
    await expect(page.getByRole("heading", { name: "Post Workspace" })).toBeVisible();
  });

  test("'Sign up free' opens the create-account form, and the switch keeps the address in step", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign up free" }).click();
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  });
});
