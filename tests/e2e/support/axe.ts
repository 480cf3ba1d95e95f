// Accessibility scans (axe-core, WCAG 2.1 A and AA rules, and the headings' order) of every public and signed-in page, shared by
// the 1280 px and the 390 px runs.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { animationsSettled } from "./animations";
import { arrangeFacebookPage } from "./facebook";
import { createVerifiedUser, expect, signIn, test, testDb, userIdOf } from "./fixtures";

export const PUBLIC_PAGES = [
  "/",
  "/login",
  "/login?mode=signup",
  "/forgot-password",
  "/reset-password?token=x",
  "/terms",
  "/cookie-policy",
  "/privacy.html",
  "/no-such-page",
];
export const SIGNED_IN_PAGES = [
  "/dashboard",
  "/business-profile",
  "/post-generator",
  "/your-posts",
  "/media",
  "/feedback",
  "/subscription",
  "/account",
  "/insights",
];

/** The violations on the page as it settles: each as 'rule: target (summary)', so a failure says where. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // Skeletons are placeholders, not content: scan what the owner reads.
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 10_000 });
  return violationsInView(page, path);
}

/** The violations of the page as it is now (a dialog open, say), named after `where`. */
export async function violationsInView(page: Page, where = new URL(page.url()).pathname): Promise<string[]> {
  // A toast fading in or out, or one giving way to the next, has text half as opaque as it will be: scanned
  // mid-fade it fails contrast though it passes once it settles. So let every finite transition end before
  // scanning, and scan again after a fade the first scan overlapped; a real violation is there both times.
  const first = await scanSettled(page, where);
  return first.length === 0 ? first : scanSettled(page, where);
}

async function scanSettled(page: Page, where: string): Promise<string[]> {
  await animationsSettled(page.locator("html"));
  // Headings in order too, beside the tagged rules in the same run: an axe best practice that Lighthouse's
  // accessibility score counts.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "heading-order": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${where} ${v.id}: ${node.target.join(" ")} (${node.failureSummary?.split("\n")[1]?.trim() ?? v.help})`),
  );
}

export function scanEveryPage() {
  test("every public page has no WCAG 2.1 A or AA violation", async ({ page }) => {
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) found.push(...(await violationsOn(page, path)));
    expect(found).toEqual([]);
  });

  test("every signed-in page has no WCAG 2.1 A or AA violation, with posts and a connected page", async ({ page, user }) => {
    await arrangeFacebookPage(user);
    const userId = await userIdOf(user);
    await testDb().post.createMany({
      data: [
        { userId, content: "Fresh sourdough every Saturday from 8.", status: "PUBLISHED" },
        { userId, content: "Closed on Monday for a family wedding.", status: "GENERATED" },
      ],
    });
    const found: string[] = [];
    for (const path of SIGNED_IN_PAGES) found.push(...(await violationsOn(page, path)));
    expect(found).toEqual([]);
  });

  test("onboarding has no WCAG 2.1 A or AA violation", async ({ page }) => {
    const email = await createVerifiedUser(page.request);
    await signIn(page, email);
    expect(await violationsOn(page, "/onboarding")).toEqual([]);
  });
}
