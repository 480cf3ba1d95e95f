// Account recovery: "Forgot password?" with its one-hour, single-use link, and sessions that end on the
// server, so a copied cookie is refused after sign-out. (The Account page: account.spec.ts.)
import { anotherDevice, signedOut } from "./support/devices";
import { createVerifiedUser, expect, mailsTo, PASSWORD, signInThroughForm, test, uniqueEmail, waitForMail } from "./support/fixtures";
import { expandPattern, findApiRoutes } from "./support/api-routes";
import { APP_URL } from "./support/ports";

function resetLink(text: string) {
  const link = text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`No reset link in mail: ${text}`);
  return link;
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
