// Account settings: the Account page (sign-in methods, changing the password, signing out everywhere, deleting
// the account), and what each account form says when something fails. ("Forgot password?" and sessions that
// end on the server: account-recovery.spec.ts.)
import type { Page } from "@playwright/test";
import { anotherDevice, signedOut } from "./support/devices";
import { expect, PASSWORD, test, testDb, uniqueEmail, userIdOf, waitForMail } from "./support/fixtures";

async function openAccountPage(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
}

test.describe("the Account page", () => {
  test("shows how the account signs in and where it is signed in, with its loading and error states", async ({ page, browser, user }) => {
    const phone = await anotherDevice(browser, user);
    await page.route("**/api/account", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await openAccountPage(page);
    await expect(page.getByLabel("Loading your account")).toBeVisible();
    const methods = page.getByRole("list", { name: "Sign-in methods" });
    await expect(page.getByText(`You sign in as ${user}.`)).toBeVisible();
    await expect(methods.getByRole("listitem").filter({ hasText: "Email and password" })).toContainText("Password set");
    await expect(methods.getByRole("listitem").filter({ hasText: "Google" })).toContainText("Not connected");
    await expect(page.getByTestId("open-sessions")).toHaveText("You're signed in on 2 devices, this one included.");
    await phone.close();

    await page.unroute("**/api/account");
    await page.route("**/api/account", (route) => route.fulfill({ status: 503, json: { statusCode: "SERVICE_UNAVAILABLE", message: "down", object: null } }));
    await page.reload();
    await expect(page.getByText("We couldn't load your account. Please try again.")).toBeVisible();
    await page.unroute("**/api/account");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Sign-in methods" })).toBeVisible();
  });

  test("changing the password needs the current one and signs out the other devices only", async ({ page, browser, user }) => {
    const phone = await anotherDevice(browser, user);
    await openAccountPage(page);
    await expect(page.getByText("Changing it signs you out on your other devices. This one stays signed in.")).toBeVisible();

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm new password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("That is not your current password.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Confirm new password").fill("a-brand-new-passwor");
    await expect(page.getByText("The passwords don't match.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Change password" })).toBeDisabled();

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed. You've been signed out on your other devices.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");

    expect(await signedOut(phone.request)).toBe(true);
    await phone.close();
    expect(await signedOut(page.request)).toBe(false);
    expect((await page.request.post("/api/account/sign-in", { data: { email: user, password: "a-brand-new-password" } })).status()).toBe(200);
  });

  test("sign out of all devices ends every session, this one included", async ({ page, browser, user }) => {
    const phone = await anotherDevice(browser, user);
    await openAccountPage(page);
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out of all devices?" });
    await expect(dialog.getByText("Every browser signed in to your account, this one included, will need to sign in again.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await signedOut(phone.request)).toBe(false);

    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("You've been signed out on every device.")).toBeVisible();
    expect(await signedOut(phone.request)).toBe(true);
    expect(await signedOut(page.request)).toBe(true);
    await phone.close();
  });

  test("deleting the account is confirmed by typing the address, and removes everything", async ({ page, user }) => {
    const userId = await userIdOf(user);
    await openAccountPage(page);
    await expect(page.getByText("It can't be undone.")).toBeVisible();
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account for good?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${user} to confirm`).fill("someone-else@example.test");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${user} to confirm`).fill(user.toUpperCase());
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    expect(await testDb().user.count({ where: { id: userId } })).toBe(0);
    expect(await testDb().businessProfile.count({ where: { userId } })).toBe(0);
    expect((await page.request.post("/api/account/sign-in", { data: { email: user, password: PASSWORD } })).status()).toBe(401);
  });

  test("an account that signs in with Google only is offered a link to choose a password", async ({ page }) => {
    const email = uniqueEmail("google-only");
    await page.goto("/login");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const popup = await popupPromise;
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[name="password"]').fill("any");
    await popup.getByRole("button", { name: "Sign-in" }).click();
    await popup.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });

    await page.goto("/account");
    const methods = page.getByRole("list", { name: "Sign-in methods" });
    await expect(methods.getByRole("listitem").filter({ hasText: "Email and password" })).toContainText("No password");
    await expect(methods.getByRole("listitem").filter({ hasText: "Google" })).toContainText("Connected");
    await page.getByRole("button", { name: "Email me a link to choose a password" }).click();
    await expect(page.getByText("Check your email for a link to choose a password.")).toBeVisible();
    expect((await waitForMail(email)).subject).toBe("Reset your Postloom password");
  });
});

test.describe("when something fails", () => {
  const refuse = (status: number, statusCode: string, message: string) => ({ status, json: { statusCode, message, object: null } });

  test("each form says what happened and keeps what was typed", async ({ page, user }) => {
    // Forgot password, refused by the limit.
    await page.route("**/api/account/forgot-password", (route) =>
      route.fulfill(refuse(429, "RATE_LIMITED", "Too many attempts. Please try again in 15 minutes.")),
    );
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(user);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Too many attempts. Please try again in 15 minutes.")).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue(user);

    // A new password the policy refuses.
    await page.goto("/reset-password?token=some-token");
    await page.getByLabel("New password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm new password").fill("abc");
    await page.evaluate(() => document.querySelectorAll("input").forEach((input) => input.removeAttribute("minlength")));
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    // The Account page's three actions.
    await page.route("**/api/account/password", (route) => route.fulfill(refuse(429, "RATE_LIMITED", "Too many attempts. Please try again in 12 minutes.")));
    await page.route("**/api/account/sessions", (route) => route.fulfill(refuse(503, "SERVICE_UNAVAILABLE", "down")));
    await page.route("**/api/account", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill(refuse(503, "SERVICE_UNAVAILABLE", "Our payment provider did not answer. Please try again."))
        : route.continue(),
    );
    await page.goto("/account");
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm new password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Too many attempts. Please try again in 12 minutes.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue(PASSWORD);

    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText("We couldn't sign you out everywhere. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("alertdialog").getByLabel(`Type ${user} to confirm`).fill(user);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Our payment provider did not answer. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect(await testDb().user.count({ where: { email: user } })).toBe(1);
  });
});
