// Plans & Billing on a deployment: Choose Plan and Manage subscription go to Stripe's hosted Checkout and
// customer portal (here the stack's Stripe double), whose events reach the webhook. (The sandbox checkout
// and portal of a local run: tests/e2e/sandbox-mode.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const CHECKOUT = /\/c\/pay\/cs_test_/;
const PORTAL = /\/p\/session\/bps_/;

const plan = (page: Page, type: "STANDARD" | "PROFESSIONAL") => page.locator(`[data-plan="${type}"]`);

async function subscribeThroughCheckout(page: Page, type: "STANDARD" | "PROFESSIONAL") {
  await page.goto("/subscription");
  await plan(page, type)
    .getByRole("button", { name: /^Choose Plan/ })
    .click();
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/subscription(\?|$)/);
}

async function openPortal(page: Page, type: "STANDARD" | "PROFESSIONAL") {
  await plan(page, type).getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(PORTAL);
  await expect(page.getByRole("heading", { level: 1, name: "Billing portal" })).toBeVisible();
}

async function returnToPostloom(page: Page) {
  await page.getByRole("link", { name: "Return to Postloom" }).first().click();
  await expect(page).toHaveURL(/\/subscription$/);
}

test.describe("plans and billing", () => {
  test("a visitor's plan button on the landing page goes to /login", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("#pricing")
      .getByRole("link", { name: /Choose Plan/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in user's plan button on the landing page goes to Plans & Billing", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/");
    await page
      .locator("#pricing")
      .getByRole("link", { name: /Choose Plan/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plans & Billing" })).toBeVisible();
  });

  test("subscribe through Stripe Checkout, switch plan and cancel in the portal", async ({ page, user }) => {
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { level: 1, name: "Plans & Billing" })).toBeVisible();
    await expect(page.getByText("Choose the perfect plan for your needs")).toBeVisible();
    // A new account is on its free trial: no plan yet.
    await expect(page.getByRole("main").getByText("Trial: 14 days left", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Current Plan:/)).toHaveCount(0);
    // The featured plan has one name, here as on the landing page.
    await expect(plan(page, "PROFESSIONAL").getByText("Most Popular", { exact: true })).toBeVisible();
    await expect(plan(page, "STANDARD").getByText("Most Popular", { exact: true })).toHaveCount(0);
    for (const type of ["STANDARD", "PROFESSIONAL"] as const) {
      const card = plan(page, type);
      await expect(card.getByText("Special Offer")).toBeVisible();
      await expect(card.getByText("Save €10/month")).toBeVisible();
      await expect(card.getByRole("button", { name: /^Choose Plan/ })).toBeVisible();
    }
    await expect(plan(page, "STANDARD").locator("s")).toHaveText("was €25");
    await expect(plan(page, "STANDARD").getByText("Perfect for getting started")).toBeVisible();
    await expect(plan(page, "STANDARD").getByText("150,000 credits a month: about 27 posts with pictures, or 330 without")).toBeVisible();
    await expect(plan(page, "PROFESSIONAL").getByText("350,000 credits a month: about 64 posts with pictures, or 770 without")).toBeVisible();

    // Checkout, as Stripe would show it, then back to the app with the plan in place.
    await plan(page, "STANDARD")
      .getByRole("button", { name: /^Choose Plan/ })
      .click();
    await expect(page).toHaveURL(CHECKOUT);
    await expect(page.getByText("Subscribe to Postloom Standard")).toBeVisible();
    await expect(page.getByText(`Paying as ${user}`)).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/subscription(\?checkout=success)?$/);
    await expect(page.getByText("Current Plan: Standard")).toBeVisible();
    // The plan's credits replace what was left of the trial's: the two never stack.
    await expect(page.getByText("Credits remaining: 150,000")).toBeVisible();
    await expect(page.getByRole("main").getByTestId("credits-buy")).toHaveText("That's about 27 posts with pictures, or 330 without.");
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByTestId("plan-status")).toContainText("Standard");
    await expect(page.getByText("Welcome to Standard! Your credits are ready.")).toBeVisible();
    await expect(plan(page, "STANDARD")).toHaveAttribute("data-highlighted", "true");
    await expect(plan(page, "PROFESSIONAL")).not.toHaveAttribute("data-highlighted");
    await expect(plan(page, "PROFESSIONAL").getByRole("button", { name: /^Choose Plan/ })).toBeVisible();

    // The portal switches the plan; the credits follow the invoice Stripe reports.
    await openPortal(page, "STANDARD");
    await expect(page.getByText("Postloom Standard")).toBeVisible();
    await page.getByRole("button", { name: "Switch to Professional" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You're now on Professional" })).toBeVisible();
    await returnToPostloom(page);
    await expect(page.getByText("Current Plan: Professional")).toBeVisible();
    await expect(page.getByText("Credits remaining: 350,000")).toBeVisible();
    await expect(page.getByRole("main").getByTestId("credits-buy")).toHaveText("That's about 64 posts with pictures, or 770 without.");
    await expect(page.getByTestId("plan-status").getByTestId("credits-buy")).toHaveText("about 64 posts with pictures, or 770 without");
    await expect(plan(page, "PROFESSIONAL").getByRole("button", { name: "Manage subscription" })).toBeVisible();

    // Cancelling keeps the plan until the end of the period...
    await openPortal(page, "PROFESSIONAL");
    await page.getByRole("link", { name: "Cancel subscription" }).click();
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your subscription has been cancelled." })).toBeVisible();
    await returnToPostloom(page);
    await expect(page.getByText("Current Plan: Professional")).toBeVisible();
    await expect(page.getByText(/^Cancelled\. Your plan ends on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();

    // ...and at the next billing date the subscription ends.
    await openPortal(page, "PROFESSIONAL");
    await page.getByRole("button", { name: "Go to the next billing date" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your cancelled subscription" })).toBeVisible();
    await returnToPostloom(page);
    await expect(page.getByText("Your plan has ended.")).toBeVisible();
    await expect(page.getByText(/^Current Plan:/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Choose Plan/ })).toHaveCount(2);
  });

  test("a subscriber choosing the other plan confirms the switch in the portal", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await subscribeThroughCheckout(page, "STANDARD");
    await plan(page, "PROFESSIONAL")
      .getByRole("button", { name: /^Choose Plan/ })
      .click();
    await expect(page).toHaveURL(PORTAL);
    await expect(page.getByText("Confirm your new plan")).toBeVisible();
    await page.getByRole("button", { name: "Confirm switch" }).click();
    await returnToPostloom(page);
    await expect(page.getByText("Current Plan: Professional")).toBeVisible();
    await expect(page.getByText("Credits remaining: 350,000")).toBeVisible();
  });

  test("a downgrade in the portal waits for the next billing date: the plan and its credits stay until then", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await subscribeThroughCheckout(page, "PROFESSIONAL");
    await expect(page.getByText("Credits remaining: 350,000")).toBeVisible();
    await openPortal(page, "PROFESSIONAL");
    await page.getByRole("button", { name: "Switch to Standard" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Your plan changes to Standard on / })).toBeVisible();
    await returnToPostloom(page);
    await expect(page.getByText("Current Plan: Professional")).toBeVisible();
    await expect(page.getByText("Credits remaining: 350,000")).toBeVisible();
    await expect(
      page.getByText(/^Changes to Standard on .+, when your credits are set to 150,000\. Until then you keep Professional and your credits\.$/),
    ).toBeVisible();

    // Kept after all: nothing changes at the renewal.
    await openPortal(page, "PROFESSIONAL");
    await page.getByRole("button", { name: "Keep Professional" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You're staying on Professional" })).toBeVisible();
    await returnToPostloom(page);
    await expect(page.getByText(/^Renews on /)).toBeVisible();

    // Downgraded again, the next billing date brings Standard and its credits.
    await openPortal(page, "PROFESSIONAL");
    await page.getByRole("button", { name: "Switch to Standard" }).click();
    await page.getByRole("button", { name: "Go to the next billing date" }).click();
    await expect(page.getByRole("status").filter({ hasText: "A new billing period has started." })).toBeVisible();
    await returnToPostloom(page);
    await expect(page.getByText("Current Plan: Standard")).toBeVisible();
    await expect(page.getByText("Credits remaining: 150,000")).toBeVisible();
  });

  test("leaving the checkout with Cancel changes nothing", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/subscription");
    await plan(page, "PROFESSIONAL")
      .getByRole("button", { name: /^Choose Plan/ })
      .click();
    await expect(page).toHaveURL(CHECKOUT);
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(/\/subscription(\?checkout=cancelled)?$/);
    await expect(page.getByText("Checkout cancelled. You have not been charged.")).toBeVisible();
    await expect(page.getByRole("main").getByText("Trial: 14 days left", { exact: true })).toBeVisible();
  });

  test("the details are fetched again each time the page opens", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await subscribeThroughCheckout(page, "STANDARD");
    await expect(page.getByText(/^Renews on /)).toBeVisible();
    // The page has said how the checkout went and dropped the marker from its address.
    await expect(page).toHaveURL(/\/subscription$/);
    // Changed elsewhere (the API's cancel), then back to the page without a reload.
    expect((await page.request.delete("/api/subscription/cancel")).status()).toBe(200);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Manage subscription" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText(/^Cancelled\. Your plan ends on /)).toBeVisible();
  });

  test("checkout and portal failures show the error toast", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.route("**/api/subscription?subscriptionType=*", (route) =>
      route.fulfill({ status: 503, json: { statusCode: "SERVICE_UNAVAILABLE", message: "down", object: null } }),
    );
    await page.goto("/subscription");
    await plan(page, "STANDARD")
      .getByRole("button", { name: /^Choose Plan/ })
      .click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to create checkout session. Please try again." });
    await expect(toast).toBeVisible();
    await expect(toast.getByText("Error", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(plan(page, "STANDARD").getByRole("button", { name: /^Choose Plan/ })).toBeEnabled();

    await page.unroute("**/api/subscription?subscriptionType=*");
    await subscribeThroughCheckout(page, "STANDARD");
    await page.route("**/api/subscription/portal", (route) =>
      route.fulfill({ status: 503, json: { statusCode: "SERVICE_UNAVAILABLE", message: "down", object: null } }),
    );
    await plan(page, "STANDARD").getByRole("button", { name: "Manage subscription" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Failed to open subscription portal. Please try again." })).toBeVisible();
  });
});
