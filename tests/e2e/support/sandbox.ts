// Steps for the sandbox copy of the build (no settings: embedded database, sandbox services). Its database
// belongs to its own process, so users are made through its HTTP API and its sandbox outbox.
import type { APIRequestContext, Page } from "@playwright/test";
import { createBrandProfile, expect, PASSWORD, uniqueEmail } from "./fixtures";

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
  await plan(page, "STANDARD").getByRole("button", { name: /^Choose Plan/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
  await expect(page.getByText("Subscribe to Postloom Standard")).toBeVisible();
  await expect(page.getByText(`Paying as ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/subscription(\?checkout=success)?$/);
  await expect(page.getByText("Current Plan: STANDARD")).toBeVisible();
  await expect(page.getByText("Credits remaining: 150,000")).toBeVisible();
}

