// Waiting for what moves on screen (a dialog's zoom, a toast's fade) to come to rest before measuring or scanning it.
import type { Locator } from "@playwright/test";

/**
 * Resolves when every animation and transition under `root` that ends has ended, or after 2 s. A spinner's or a
 * skeleton's endless animation is not waited for.
 */
export async function animationsSettled(root: Locator): Promise<void> {
  await root.evaluate((element) => {
    const finite = element.getAnimations({ subtree: true }).filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}
