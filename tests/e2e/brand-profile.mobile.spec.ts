// The onboarding wizard and the Brand Profile page at 390 px: nothing wider than the screen, tap targets
// of 44 px, and the save buttons in reach without scrolling back up.
import type { Locator, Page } from "@playwright/test";
import { BRAND_PROFILE, expect, test } from "./support/fixtures";
import { fillOnboardingWizard } from "./support/onboarding";

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function expectTapTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

test("at 390 px the wizard fits the screen and leads to the dashboard", async ({ page, newUser }) => {
  expect(newUser).toBeTruthy();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Welcome to Postloom" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open navigation" })).toHaveCount(0);
  await expectNoSideways(page);
  await expectTapTarget(page.getByRole("button", { name: "Next" }));
  await expectTapTarget(page.getByRole("button", { name: "Back" }));

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Business name must be at least 2 characters")).toBeVisible();
  await fillOnboardingWizard(page, { ...BRAND_PROFILE, businessName: "Tidewater Yoga", industry: "Fitness" });
  await expectNoSideways(page);
  await page.getByRole("button", { name: "Create Profile" }).click();
  await expect(page.getByText("Brand profile created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
});

test("at 390 px the Brand Profile cards stack and can be edited and saved", async ({ page, user }) => {
  expect(user).toBeTruthy();
  await page.goto("/business-profile");
  await expect(page.getByLabel("Brand Name")).toHaveValue(BRAND_PROFILE.businessName);
  await expectNoSideways(page);

  // One column: every card starts at the same left edge (the profile's four, then 'Your voice').
  const lefts = await page.locator('[data-slot="card"]').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(5);
  expect(new Set(lefts).size).toBe(1);

  const edit = page.getByRole("button", { name: "Edit Profile" });
  await expectInViewport(page, edit);
  await expectTapTarget(edit);
  await edit.click();

  await page.getByLabel("Pain Points").fill("Stiff backs from desk work");
  const save = page.getByRole("button", { name: "Save Profile" });
  // The action bar stays at the bottom of the screen while the last card is being edited.
  await expectInViewport(page, save);
  await expectInViewport(page, page.getByRole("button", { name: "Cancel Editing" }));
  await expectTapTarget(save);
  await save.click();
  await expect(page.getByText("Brand profile updated successfully!")).toBeVisible();
  await expect(page.getByLabel("Pain Points")).toHaveValue("Stiff backs from desk work");
  await expect(page.getByLabel("Pain Points")).toBeDisabled();
  await expectNoSideways(page);
});
