// docs/product.md §2 Onboarding and Brand Profile, §4 (states, the 6-hour browser copy), §5 messages, §8 toasts.
// The onboarding wizard, which a user without a brand profile is sent to. (The Brand Profile page: brand-profile.spec.ts.)
import { readCache, slowServerActions } from "./support/brand-profile";
import { expect, test } from "./support/fixtures";
import { fillOnboardingWizard } from "./support/onboarding";

const ANSWERS = {
  businessName: "Petal & Stem Florist",
  description: "Seasonal bouquets and wedding flowers, arranged by hand in our little shop.",
  targetAudience: "Couples planning a wedding and people sending flowers for a birthday",
  painPoints: "Supermarket flowers wilt in two days; florists feel expensive and formal",
};

test.describe("onboarding", () => {
  test("every app page sends a user without a brand profile to /onboarding", async ({ page, newUser }) => {
    expect(newUser).toBeTruthy();
    for (const path of ["/dashboard", "/business-profile", "/post-generator", "/your-posts", "/subscription", "/feedback"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/onboarding$/);
    }
    await expect(page.getByRole("heading", { name: "Welcome to Postloom" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const api = await page.request.get("/api/business");
    expect(api.status()).toBe(404);
    expect((await api.json()).statusCode).toBe("BUSINESS_NOT_FOUND");
  });

  test("a new user walks the 4-step wizard, with checks, Back and a reload, to the dashboard", async ({ page, newUser }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/onboarding$/); // signed in, no profile: /login → /dashboard → /onboarding
    await expect(page.getByTestId("user-email")).toHaveText(newUser);
    await expect(page.getByRole("heading", { name: "Welcome to Postloom" })).toBeVisible();
    await expect(page.getByText("Let's set up your brand profile to get started.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open navigation" })).toHaveCount(0);

    const next = page.getByRole("button", { name: "Next" });
    const back = page.getByRole("button", { name: "Back" });

    // Step 1: Brand Identity.
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByText("25% complete")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByRole("heading", { name: "Brand Identity" })).toBeVisible();
    await expect(back).toBeDisabled();
    await expect(page.getByLabel("Brand Name")).toHaveAttribute("placeholder", "Enter your brand name");
    await next.click();
    await expect(page.getByText("Business name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please select an industry")).toBeVisible();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();

    await page.getByLabel("Brand Name").fill(ANSWERS.businessName);
    await page.getByLabel("Industry").click();
    // Industries small businesses recognise themselves in.
    await expect(page.getByRole("option")).toHaveText([
      "Food and drink",
      "Hospitality",
      "Beauty and wellness",
      "Fitness",
      "Retail",
      "Trades and home services",
      "Professional services",
      "Health",
      "Education",
      "Technology",
      "Finance",
      "Other",
    ]);
    await page.getByRole("option", { name: "Retail" }).click();
    await expect(page.getByText("Please select an industry")).toBeHidden();
    await next.click();

    // Step 2: Brand Story, and Back keeps what was typed.
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expect(page.getByText("50% complete")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Brand Story" })).toBeVisible();
    await back.click();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByLabel("Brand Name")).toHaveValue(ANSWERS.businessName);
    await expect(page.getByLabel("Industry")).toHaveText("Retail");
    await next.click();
    await page.getByLabel("Brand Description").fill("Flowers.");
    await next.click();
    await expect(page.getByText("Please provide a detailed description")).toBeVisible();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await page.getByLabel("Brand Description").fill(ANSWERS.description);
    await next.click();

    // Step 3: Target Audience; a reload mid-wizard keeps the step and every answer.
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(page.getByText("75% complete")).toBeVisible();
    await next.click();
    await expect(page.getByText("Please describe your target audience")).toBeVisible();
    await page.getByLabel("Target Audience").fill(ANSWERS.targetAudience);
    await page.reload();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(page.getByLabel("Target Audience")).toHaveValue(ANSWERS.targetAudience);
    await back.click();
    await expect(page.getByLabel("Brand Description")).toHaveValue(ANSWERS.description);
    await back.click();
    await expect(page.getByLabel("Brand Name")).toHaveValue(ANSWERS.businessName);
    await expect(page.getByLabel("Industry")).toHaveText("Retail");
    await next.click();
    await next.click();
    await next.click();

    // Step 4: Pain Points, then Create Profile.
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await expect(page.getByText("100% complete")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pain Points" })).toBeVisible();
    await expect(next).toHaveCount(0);
    const create = page.getByRole("button", { name: "Create Profile" });
    await create.click();
    await expect(page.getByText("Please describe your audience's pain points")).toBeVisible();
    await page.getByLabel("Pain Points").fill(ANSWERS.painPoints);

    await slowServerActions(page, "/onboarding");
    await create.click();
    await expect(page.getByRole("button", { name: "Creating Profile..." })).toBeDisabled();
    await expect(page.getByText("Brand profile created successfully!")).toBeVisible();
    // The first visit greets the owner by their brand; the address forgets it, so a reload welcomes them back.
    await expect(page.getByRole("heading", { name: `Welcome, ${ANSWERS.businessName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByText("Latest post: none yet")).toBeVisible();

    // The browser copy holds the new profile; the draft is gone; the wizard is done with.
    expect((await readCache(page))?.profile.businessName).toBe(ANSWERS.businessName);
    expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.includes("onboarding")))).toEqual([]);
    const saved = await (await page.request.get("/api/business")).json();
    expect(saved.object).toMatchObject({ ...ANSWERS, industry: "retail" });
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a create that fails shows the onboarding toast and keeps the answers", async ({ page, newUser }) => {
    expect(newUser).toBeTruthy();
    await page.goto("/onboarding");
    await fillOnboardingWizard(page, { ...ANSWERS, industry: "Education" });
    await page.route("**/onboarding", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Create Profile" }).click();
    await expect(page.getByText("Failed to create brand profile. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("button", { name: "Create Profile" })).toBeEnabled();
    await expect(page.getByLabel("Pain Points")).toHaveValue(ANSWERS.painPoints);
    expect((await page.request.get("/api/business")).status()).toBe(404);

    await page.unrouteAll();
    await page.getByRole("button", { name: "Create Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
