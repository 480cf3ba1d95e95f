// Other devices of one user, for the account tests: a second browser signed in, and whether a session has ended.
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { expect, PASSWORD, signIn } from "./fixtures";
import { APP_URL } from "./ports";

/** A second browser signed in as the same user (another device). */
export async function anotherDevice(browser: Browser, email: string, password = PASSWORD): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await signIn(page, email, password);
  expect((await page.request.get("/api/business")).status()).not.toBe(401);
  return context;
}

export const signedOut = async (request: APIRequestContext) => (await request.get("/api/account")).status() === 401;
