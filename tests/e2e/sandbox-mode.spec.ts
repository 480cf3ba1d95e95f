// The two-command promise: with no settings at all the build runs on the embedded database and the
// sandbox services, and a newcomer signs up, confirms through the sandbox outbox and signs in.
import { expect, PASSWORD, signInThroughForm, test, uniqueEmail } from "./support/fixtures";
import { SANDBOX_APP_URL } from "./support/ports";

test.use({ baseURL: SANDBOX_APP_URL });

test("with no settings, a newcomer signs up, confirms through /sandbox/mail and signs in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Creating Now" })).toBeVisible();

  const email = uniqueEmail("newcomer");
  await page.goto("/login");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please check your email to verify your account")).toBeVisible();

  // The login screen points at the outbox, which holds the mail with its link back to this copy.
  await page.getByRole("link", { name: /Mail sandbox/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/mail$/);
  const mail = page.getByRole("listitem").filter({ hasText: `To ${email}` });
  await expect(mail).toBeVisible();
  await mail.getByRole("link", { name: new RegExp(`^${SANDBOX_APP_URL}/api/account/verify`) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your email is verified. You can sign in now.")).toBeVisible();

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Welcome to Your Dashboard")).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveText(email);
});
