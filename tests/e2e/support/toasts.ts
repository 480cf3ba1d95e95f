// Where toasts land: a toast must cover no control. With a dialog open, that is the dialog's title and every
// control of it in view; without one, every control of what is fixed on screen (the top bar, the sidebar, bars
// and buttons pinned to an edge). Page content scrolls under a toast like under any fixed part, so it is not
// counted. Shared by the 1280 px and 390 px runs (toasts.spec.ts, toasts.mobile.spec.ts).
import type { Page } from "@playwright/test";
import { arrangeFacebookPage, BAKERY, BIKES, socialCard } from "./facebook";
import { expect, test, testDb, userIdOf } from "./fixtures";
import { E2E_ENCRYPTION_KEY } from "./ports";
import { encrypt } from "../../../lib/crypto/encryption";

/** The toast with that text, once it has come to rest. */
export async function settledToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  // Its slide-in and what makes room for it are transitions of a few hundred milliseconds: wait until still.
  let last = "";
  await expect
    .poll(
      async () => {
        const now = JSON.stringify([
          await toast.boundingBox(),
          await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--toast-room")),
        ]);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return toast;
}

/** What the toast covers that it must not: each as 'role "name"'. */
export async function coveredByToast(page: Page, text: string): Promise<string[]> {
  const toast = await settledToast(page, text);
  return toast.evaluate((element) => {
    const at = element.getBoundingClientRect();
    const CONTROLS =
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="tab"], [role="combobox"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const pinned = (node: Element) => {
      for (let el: Element | null = node; el; el = el.parentElement) {
        const position = getComputedStyle(el).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const dialogs = [...document.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')];
    const layer = dialogs.at(-1);
    const frame = layer?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
    const candidates = layer
      ? [...layer.querySelectorAll(`${CONTROLS}, h1, h2, [data-slot$="-title"]`)]
      : [...document.querySelectorAll(CONTROLS)].filter(pinned);
    return candidates
      .filter((el) => !el.closest("[data-sonner-toaster]") && el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Only the part of it in view (a dialog scrolls its content), and only where the toast is.
        const left = Math.max(box.left, frame.left, at.left),
          right = Math.min(box.right, frame.right, at.right);
        const top = Math.max(box.top, frame.top, at.top),
          bottom = Math.min(box.bottom, frame.bottom, at.bottom);
        return right - left > 0.5 && bottom - top > 0.5;
      })
      .map((el) => `${el.getAttribute("role") ?? el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)}"`);
  });
}

/** A toast on the dashboard: 'Check now' on a connected page says it is ready. */
export async function toastOnDashboard(page: Page, user: string): Promise<string> {
  await arrangeFacebookPage(user);
  await page.goto("/dashboard");
  await socialCard(page)
    .getByRole("button", { name: `Check now ${BAKERY!.name}` })
    .click();
  return `${BAKERY!.name}: Connected and ready to post`;
}

/**
 * The Confirm Post dialog with four connections (a tall dialog), left open by a publish that fails: its toast
 * shows while the owner is still in the dialog.
 */
export async function toastOverConfirmPost(page: Page, user: string): Promise<string> {
  const { userId } = await arrangeFacebookPage(user);
  const token = encrypt(`page-token-${BIKES!.id}`, E2E_ENCRYPTION_KEY);
  await testDb().socialConnection.createMany({
    data: [
      { userId, platform: "FACEBOOK", accountId: BIKES!.id, accountName: BIKES!.name, pageId: BIKES!.id, accessToken: token },
      { userId, platform: "INSTAGRAM", accountId: BAKERY!.instagram!.id, accountName: BAKERY!.instagram!.username, pageId: BAKERY!.id, accessToken: token },
      { userId, platform: "INSTAGRAM", accountId: "17841400000102", accountName: "riversidebikes", pageId: BIKES!.id, accessToken: token },
    ],
  });
  const post = await testDb().post.create({ data: { userId: await userIdOf(user), content: "Rainy-day discount: 10% off all umbrellas, today only." } });
  await page.route("**/api/post/publish", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ statusCode: "SERVICE_UNAVAILABLE", message: "Facebook didn't answer. Please try again.", object: null }),
    }),
  );
  await page.goto(`/post-generator?post=${post.id}`);
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Post Now" }).click();
  await expect(dialog).toBeVisible();
  return "Failed to publish post. Please try again.";
}

/** A brief of nearly 500 characters, so each of three options side by side runs long. */
const LONG_BRIEF =
  "A quiet corner to work from, with good coffee, long tables by the window, plugs at every seat and the harbour outside. " +
  "Stay all morning: refills of filter coffee are free until noon, the wifi is fast, and the cinnamon buns come out of the oven at ten. " +
  "Tell our regulars, the freelancers and students who already know us, and the visitors who have never found us, that there is room for everyone this week.";

/** Three options side by side (the widest dialog, as tall as the window with long posts): their toast comes with them. */
export async function toastOverOptions(page: Page): Promise<string> {
  await page.goto("/post-generator");
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill(LONG_BRIEF);
  await panel.getByRole("button", { name: "Give me 3 options" }).click();
  const options = page.getByRole("dialog", { name: "Choose the one you like" });
  await expect(options.getByTestId("post-option")).toHaveCount(3, { timeout: 30_000 });
  return "Here are three options. Choose the one you like.";
}

/**
 * The two cases at the project's width (`px`, for the screenshots): a toast on a page, and one over a dialog
 * that stays open (`dialog` opens it and raises the toast, resolving to the toast's text).
 */
export function toastPlacementTests(px: number, dialog: { title: string; raise: (page: Page, user: string) => Promise<string> }) {
  test("a toast on a page leaves the top bar's bell and account menu, and every fixed control, uncovered", async ({ page, user }) => {
    const text = await toastOnDashboard(page, user);
    const covered = await coveredByToast(page, text);
    await page.screenshot({ path: `test-results/toast-page-${px}.png` });
    expect(covered).toEqual([]);
  });

  test(dialog.title, async ({ page, user }) => {
    const text = await dialog.raise(page, user);
    const covered = await coveredByToast(page, text);
    await page.screenshot({ path: `test-results/toast-dialog-${px}.png` });
    expect(covered).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(px);
  });
}
