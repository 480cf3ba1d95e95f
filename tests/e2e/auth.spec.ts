// Signing up and signing in: by email, confirmed by mail, with its limits, and through the Google popup.
// (Guarded pages and routes, and the app shell: auth-guarding.spec.ts.)
import type { Page } from "@playwright/test";
import { createVerifiedUser, expect, PASSWORD, signInThroughForm, test, testDb, uniqueEmail, verificationLink, waitForMail } from "./support/fixtures";
import { APP_URL, E2E_RATE_LIMIT_MAX } from "./support/ports";

test.describe("sign-up and sign-in", () => {
  test("sign up, confirm by mail, sign in and land in the app", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expect(page.getByText("Please check your email to verify your account")).toBeVisible();
    await expect(page.getByText("Email Verification Required")).toBeVisible();
    // Someone who has just signed up is new here, not welcomed back.
    await expect(page.getByRole("heading", { name: "Welcome aboard!" })).toBeVisible();
    await expect(page.getByText("Confirm your email, then sign in here to set up your brand.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(0);

    const mail = await waitForMail(email);
    expect(mail.subject).toContain("Postloom");
    const link = verificationLink(mail);
    expect(link.startsWith(`${APP_URL}/`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your email is verified. You can sign in now.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome aboard!" })).toBeVisible();
    await expect(page.getByText("Sign in to set up your brand and write your first post.")).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText("That verification link is invalid or has already been used.")).toBeVisible();

    await signInThroughForm(page, email);
    // A new user has no brand profile yet, so the first sign-in lands in the onboarding wizard.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("Welcome to Postloom")).toBeVisible();
    await expect(page.getByTestId("user-email")).toHaveText(email);

    // A signed-in user who opens /login goes to the app (and on to the wizard while it is unfinished).
    await page.goto("/login");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText("Welcome to Postloom")).toBeVisible();
  });

  test("an unverified sign-in is refused with the notice, and resend sends a fresh mail", async ({ page }) => {
    const email = uniqueEmail("unverified");
    expect((await page.request.post("/api/account/sign-up", { data: { email, password: PASSWORD } })).status()).toBe(201);
    await waitForMail(email, 1);

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please verify your email before signing in")).toBeVisible();
    await expect(page.getByText("Email Verification Required")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole("button", { name: "resend it" }).click();
    await expect(page.getByText("Verification email sent successfully")).toBeVisible();
    const second = await waitForMail(email, 2);
    expect(verificationLink(second)).not.toBe(verificationLink(await waitForMail(email, 1)));
  });

  test("a wrong password shows the error toast, the same as an unknown email", async ({ page, request }) => {
    const email = await createVerifiedUser(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();

    const unknown = await page.request.post("/api/account/sign-in", { data: { email: uniqueEmail("nobody"), password: "whatever1" } });
    expect(unknown.status()).toBe(401);
    expect((await unknown.json()).message).toBe("Invalid email or password.");
  });

  test("sign-in is rate-limited per email after the configured number of attempts", async ({ request }) => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < E2E_RATE_LIMIT_MAX; i++) {
      const reply = await request.post("/api/account/sign-in", { data: { email, password: "wrong-password" } });
      expect(reply.status()).toBe(401);
    }
    const limited = await request.post("/api/account/sign-in", { data: { email, password: "wrong-password" } });
    expect(limited.status()).toBe(429);
    const body = await limited.json();
    expect(body.statusCode).toBe("RATE_LIMITED");
    expect(body.message).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  test("the per-address limit counts the connecting address, not an X-Forwarded-For the client wrote", async ({ request }) => {
    const email = uniqueEmail("spoofer");
    for (const spoofed of ["203.0.113.7", "203.0.113.8"]) {
      expect(
        (await request.post("/api/account/sign-in", { data: { email, password: "wrong-password" }, headers: { "X-Forwarded-For": spoofed } })).status(),
      ).toBe(401);
    }
    // The stack's limit per address is too high to reach here, so look at what was counted.
    const keys = (await testDb().rateLimit.findMany({ where: { key: { startsWith: "sign-in:ip:" } }, select: { key: true } })).map((row) => row.key);
    expect(keys.some((key) => key.includes("203.0.113."))).toBe(false);
    expect(keys.some((key) => /^sign-in:ip:(::ffff:127\.0\.0\.1|127\.0\.0\.1|::1)$/.test(key))).toBe(true);
  });

  test("Auth.js's own credentials endpoint goes through the same limit as the sign-in route", async ({ playwright, request }) => {
    const email = await createVerifiedUser(request);
    const guesser = await playwright.request.newContext({ baseURL: APP_URL });
    const guessThroughAuthJs = async (password: string) => {
      const { csrfToken } = await (await guesser.get("/api/auth/csrf")).json();
      return guesser.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, callbackUrl: "/dashboard" }, maxRedirects: 0 });
    };
    for (let i = 0; i < E2E_RATE_LIMIT_MAX; i++) {
      expect((await guessThroughAuthJs("wrong-password")).headers().location).toContain("code=invalid-credentials");
    }
    // The limit reached there holds on the other door, and on this one even for the right password.
    expect((await request.post("/api/account/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(429);
    expect((await guessThroughAuthJs(PASSWORD)).headers().location).toContain("code=rate-limited");
    expect(await (await guesser.get("/api/auth/session")).json()).toBeNull();
    await guesser.dispose();
  });

  test("a stranger's guesses do not lock the owner out of a browser they have signed in from", async ({ page, playwright, request }) => {
    const email = await createVerifiedUser(request);
    await page.goto("/login");
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    // Off the app first: an open page would see its session end and go to /login on its own, racing ours.
    await page.goto("about:blank");
    await page.request.post("/api/account/sign-out");

    const stranger = await playwright.request.newContext({ baseURL: APP_URL });
    for (let i = 0; i <= E2E_RATE_LIMIT_MAX; i++) await stranger.post("/api/account/sign-in", { data: { email, password: "guess-" + i } });
    expect((await stranger.post("/api/account/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(429);
    await stranger.dispose();

    await page.goto("/login");
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByTestId("user-email")).toHaveText(email);
  });

  test("signing up with an address that has an account looks the same, and its owner hears of it", async ({ page, request }) => {
    const email = await createVerifiedUser(request);
    await page.goto("/login");
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("another-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Please check your email to verify your account")).toBeVisible();
    await expect(page.getByText("Email Verification Required")).toBeVisible();

    const mail = await waitForMail(email, 2);
    expect(mail.subject).toBe("Someone tried to sign up for Postloom with your email");
    expect(mail.text).toContain("You already have one, so nothing was created.");
    // The owner's password still works; the newcomer's does not.
    expect((await request.post("/api/account/sign-in", { data: { email, password: "another-password-1" } })).status()).toBe(401);
    expect((await request.post("/api/account/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
  });
});

test.describe("Google popup sign-in", () => {
  async function openGooglePopup(page: Page) {
    await page.goto("/login");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    return popupPromise;
  }

  /** Signs in on the OpenID provider's pages in the popup, then expects this page in the app as that user. */
  async function signInThroughPopup(page: Page, popup: Page, email: string) {
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[name="password"]').fill("any");
    await popup.getByRole("button", { name: "Sign-in" }).click();
    // The consent page is a new document: wait for its own button, or the click could land on the
    // login form's button before the popup navigates and submit that form twice.
    await popup.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
    await expect(page.getByTestId("user-email")).toHaveText(email);
  }

  test("signs in through the OpenID provider in a 500x600 popup", async ({ page }) => {
    const popup = await openGooglePopup(page);
    await popup.waitForLoadState();
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
    await signInThroughPopup(page, popup, uniqueEmail("google"));
  });

  test("a popup that closes before its message arrives still signs the user in", async ({ page }) => {
    const popup = await openGooglePopup(page);
    // The popup's last page posts a message to this page and closes. Here the message goes nowhere, as
    // when this page sees the window closed before it handles the message.
    await popup.addInitScript(() => {
      if (window.location.pathname === "/auth/popup-done") window.opener = { postMessage() {} };
    });
    await signInThroughPopup(page, popup, uniqueEmail("google-closed"));
  });

  test("a popup closed by the user shows a clear toast", async ({ page }) => {
    const popup = await openGooglePopup(page);
    await popup.close();
    await expect(page.getByText("The Google sign-in window was closed before you finished.")).toBeVisible();
  });
});
