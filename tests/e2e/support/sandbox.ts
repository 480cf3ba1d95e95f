// Steps for the sandbox copy of the build (no settings: embedded database, sandbox services). Its database
// belongs to its own process, so users are made through its HTTP API and its sandbox outbox.
import type { APIRequestContext, Page } from "@playwright/test";
import { socialCard } from "./facebook";
import { BRAND_PROFILE, createBrandProfile, expect, PASSWORD, uniqueEmail } from "./fixtures";

/** The verification link the sandbox outbox shows for that address. */
async function sandboxVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get("/sandbox/mail")).text();
      const links = [...html.matchAll(/href="([^"]*\/api\/account\/verify\?[^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
      link = links.find((candidate) => new URL(candidate).searchParams.get("email") === email);
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** A signed-in newcomer of the sandbox copy with a brand profile, made through its HTTP API. */
export async function sandboxUser(page: Page): Promise<string> {
  const email = uniqueEmail("sandbox");
  expect((await page.request.post("/api/account/sign-up", { data: { email, password: PASSWORD } })).status()).toBe(201);
  expect((await page.request.get(await sandboxVerificationLink(page.request, email), { maxRedirects: 0 })).status()).toBe(303);
  expect((await page.request.post("/api/account/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
  await createBrandProfile(page.request);
  return email;
}

export const plan = (page: Page, type: "STANDARD" | "PROFESSIONAL") => page.locator(`[data-plan="${type}"]`);

export async function subscribe(page: Page, email: string) {
  await page.goto("/subscription");
  await expect(page.getByText("Sandbox", { exact: true }).first()).toBeVisible();
  await plan(page, "STANDARD")
    .getByRole("button", { name: /^Choose Plan/ })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
  await expect(page.getByText("Subscribe to Postloom Standard")).toBeVisible();
  await expect(page.getByText(`Paying as ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/subscription(\?checkout=success)?$/);
  await expect(page.getByText("Current Plan: STANDARD")).toBeVisible();
  await expect(page.getByText("Credits remaining: 150,000")).toBeVisible();
}

export const SANDBOX_OWN_PAGE = `${BRAND_PROFILE.businessName} (sandbox page)`;

/** The sandbox Facebook's popup and the page chooser, as "Connect Facebook" or "Reconnect" opens them: picks the brand's own page. */
export async function approveSandboxPage(page: Page, email: string): Promise<void> {
  const popup = await page.waitForEvent("popup");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: `Continue as ${email}` }).click();
  await closed;
  const chooser = page.getByRole("dialog", { name: "Choose where Postloom posts" });
  await chooser.getByRole("checkbox", { name: SANDBOX_OWN_PAGE }).check();
  await chooser.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(chooser).toBeHidden();
}

/** Connects the brand's own sandbox page from the dashboard card; resolves to its name. */
export async function connectSandboxPage(page: Page, email: string): Promise<string> {
  await page.goto("/dashboard");
  const card = socialCard(page);
  await Promise.all([approveSandboxPage(page, email), card.getByRole("button", { name: "Connect Facebook" }).click()]);
  await expect(card.getByTestId("connection").getByTestId("connection-health")).toHaveAttribute("data-health", "HEALTHY");
  return SANDBOX_OWN_PAGE;
}

/** Connects the owner's sandbox page and its Instagram account, both, from the dashboard. */
export async function connectSandboxPageAndInstagram(page: Page, email: string): Promise<void> {
  await page.goto("/dashboard");
  const card = socialCard(page);
  const popupOpened = page.waitForEvent("popup");
  await card.getByRole("button", { name: "Connect Facebook" }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent("close");
  await popup.getByRole("link", { name: `Continue as ${email}` }).click();
  await closed;
  const chooser = page.getByRole("dialog", { name: "Choose where Postloom posts" });
  // .all() does not wait: the chooser's pages are listed once the login is read.
  await expect(chooser.getByRole("checkbox")).toHaveCount(4);
  for (const box of await chooser.getByRole("listitem").first().getByRole("checkbox").all()) await box.check();
  await chooser.getByRole("button", { name: /^Connect/ }).click();
  await expect(card.getByText("Connected and ready to post")).toHaveCount(2);
}
