// Walks the onboarding wizard's four steps with valid answers, up to (not including) Create Profile.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export type WizardAnswers = { businessName: string; industry: string; description: string; targetAudience: string; painPoints: string };

export async function fillOnboardingWizard(page: Page, answers: WizardAnswers) {
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.getByLabel("Brand Name").fill(answers.businessName);
  await page.getByLabel("Industry").click();
  await page.getByRole("option", { name: answers.industry }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Brand Description").fill(answers.description);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Target Audience").fill(answers.targetAudience);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Pain Points").fill(answers.painPoints);
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
}
