// Account recovery and settings: "Forgot password?" with its one-hour, single-use link; the Account page
// (sign-in methods, changing the password, signing out everywhere, deleting the account); and sessions that
// end on the server, so a copied cookie is refused after sign-out.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { createVerifiedUser, expect, mailsTo, PASSWORD, signIn, signInThroughForm, test, testDb, uniqueEmail, userIdOf, waitForMail } from "./support/fixtures";
import { expandPattern, findApiRoutes } from "./support/api-routes";
import { APP_URL } from "./support/ports";

function resetLink(text: string) {
  const link = text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`No reset link in mail: ${text}`);
  return link;
}

/** A second browser signed in as the same user (another device). */
async function anotherDevice(browser: Browser, email: string, password = PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await signIn(page, email, password);
  expect((await page.request.get("/api/business")).status()).not.toBe(401);
  return context;
}

const signedOut = async (request: APIRequestContext) => (await request.get("/api/account")).status() === 401;

async function openAccountPage(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
}

test.describe("forgot password", () => {
  test("a link by mail sets a new password, signs out every device, and the old password stops working", async ({ page, browser, request }) => {
    const email = await createVerifiedUser(request);
    const phone = await anotherDevice(browser, email);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText(`If an account uses ${email}, we've sent it a link to choose a new password.`);

    const mail = await waitForMail(email, 2);
    expect(mail.subject).toBe("Reset your Postloom password");
    expect(mail.text).toContain("The link works once and expires in 1 hour.");
    const link = resetLink(mail.text);
    expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm new password").fill("a-different-one");
    await expect(page.getByText("The passwords don't match.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Set new password" })).toBeDisabled();
    await page.getByLabel("Confirm new password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await expect(page.getByText("Please sign in with your new password.")).toBeVisible();
    expect(await signedOut(phone.request)).toBe(true);
    await phone.close();

    expect((await request.post("/api/account/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(401);
    await signInThroughForm(page, email, "a-brand-new-password");
    await expect(page).toHaveURL(/\/onboarding$/);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("yet-another-password");
    await page.getByLabel("Confirm new password").fill("yet-another-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "reset link" })).toContainText(
      "This reset link is invalid, has expired or was already used. Please ask for a new one.",
    );
    await page.getByRole("link", { name: "Send me a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("an address without an account gets the same answer, and no mail", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    const reply = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/account/forgot-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    expect((await reply).status()).toBe(200);
    await expect(page.getByRole("status")).toContainText(`If an account uses ${email}, we've sent it a link to choose a new password.`);
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // A known address asking after it gets its link; the server mails before it answers, so by the time that
    // mail is here, a mail to the unknown address would have come first.
    const known = await createVerifiedUser(page.request);
    expect((await page.request.post("/api/account/forgot-password", { data: { email: known } })).status()).toBe(200);
    await waitForMail(known, 2);
    expect(await mailsTo(email)).toEqual([]);
  });

  test("a link without its token says so", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert").filter({ hasText: "reset link" })).toContainText("This reset link is incomplete. Please ask for a new one.");
    await expect(page.getByRole("button", { name: "Set new password" })).toBeDisabled();
  });
});

test.describe("sessions end on the server", () => {
  test("a cookie copied before logging out is refused afterwards", async ({ page, browser, user }) => {
    await page.goto("/dashboard");
    const copied = await page.context().storageState();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);

    const thief = await browser.newContext({ baseURL: APP_URL, storageState: copied });
    // Every signed-in GET route (found from the file tree), each of whose reads checks the session in its own
    // statement (withUserRead), refuses it; so does the calendar asked well or badly.
    const month = "/api/calendar?from=2026-12-01T00:00:00.000Z&to=2027-01-01T00:00:00.000Z";
    const reads = findApiRoutes()
      .filter((route) => route.signedInMethods.includes("GET"))
      .flatMap((route) => expandPattern(route.pattern, { segment: ["1"], catchAll: [] }));
    expect(reads.length).toBeGreaterThan(15);
    for (const path of [...reads, month]) {
      const reply = await thief.request.get(path, { maxRedirects: 0 });
      expect(reply.status(), path).toBe(401);
      expect(await reply.json(), path).toEqual({ statusCode: "UNAUTHORIZED", message: "Please sign in to continue.", object: null });
    }
    expect(await (await thief.request.get("/api/auth/session")).json()).toBeNull();
    const thiefPage = await thief.newPage();
    await thiefPage.goto("/dashboard");
    await expect(thiefPage).toHaveURL(/\/login$/);
    // The ended session's cookie does not bounce /login around: the form shows.
    await expect(thiefPage.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await thief.close();
    expect(user).toBeTruthy();
  });
});

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
