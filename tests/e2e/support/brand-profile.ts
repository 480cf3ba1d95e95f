// Helpers of the brand profile tests: slowed server actions, to see their pending labels, and the browser copy.
import type { Page } from "@playwright/test";
import { BRAND_PROFILE_CACHE_KEY } from "../../../lib/client/session-caches";

/** Makes the server actions posted from `path` take a moment, so their pending labels can be seen. */
export async function slowServerActions(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

export async function readCache(page: Page) {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), BRAND_PROFILE_CACHE_KEY);
  return raw ? (JSON.parse(raw) as { profile: { businessName: string }; savedAt: number }) : null;
}
