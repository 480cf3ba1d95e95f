// Whether what is open fits a phone's width: no part of a dialog past the dialog's edges or the screen's, and
// nothing on the page or in the dialog scrolling sideways.
import { expect, type Locator, type Page } from "@playwright/test";
import { animationsSettled } from "./animations";

/**
 * The parts of `dialog` that reach past its own edges or the screen's (what an ancestor clips off is not seen,
 * so it does not count), and those that scroll sideways, each described for the failure message.
 */
async function partsOutside(dialog: Locator): Promise<string[]> {
  // Measured once the opening animation (a zoom, a slide) has settled.
  await animationsSettled(dialog);
  return dialog.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const left = Math.max(frame.left, 0) - 0.5;
    const right = Math.min(frame.right, document.documentElement.clientWidth) + 0.5;
    const name = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.getAttribute("data-slot") ? ` ${element.getAttribute("data-slot")}` : ""}> "${text}"`;
    };
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const style = getComputedStyle(element);
      if (["auto", "scroll"].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`);
      }
      const box = element.getBoundingClientRect();
      // Not seen: hidden, there only to be read out (sr-only), or a form control's invisible stand-in (a switch's
      // checkbox). Were one of them to widen the dialog, the dialog's own sideways scroll above would say so.
      if (box.width <= 1 || box.height <= 1 || style.opacity === "0" || style.visibility === "hidden") continue;
      let [seenLeft, seenRight] = [box.left, box.right];
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (!["hidden", "clip"].includes(getComputedStyle(parent).overflowX)) continue;
        const clip = parent.getBoundingClientRect();
        [seenLeft, seenRight] = [Math.max(seenLeft, clip.left), Math.min(seenRight, clip.right)];
      }
      if (seenRight > seenLeft && (seenLeft < left || seenRight > right)) {
        found.push(`${name(element)} spans x=${Math.round(box.left)}–${Math.round(box.right)}, past x=${Math.round(left)}–${Math.round(right)}`);
      }
    }
    return found;
  });
}

/** Nothing on the page reaches past the screen's width. */
export async function expectNoSideScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width").toBeLessThanOrEqual(width);
}

/** The open dialog (or sheet) fits the screen: every part of it inside it and the screen, nothing scrolling sideways. */
export async function expectFitsScreen(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await partsOutside(dialog), "parts of the dialog past its edges or the screen's").toEqual([]);
  await expectNoSideScroll(page);
}
