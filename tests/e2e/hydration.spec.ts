// Pages hydrate as the server rendered them on a slow device too, where parts of a page hydrate one after
// another: every test fails on a hydration error (the hydrationGuard fixture); this one opens the page where
// one was seen, with the CPU slowed as a phone's is.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
}

test("Plans & Billing hydrates with the plan the top bar shows, however late its part of the page hydrates", async ({ page, user }) => {
  expect(user).toBeTruthy();
  await slowCpu(page);
  for (let visit = 0; visit < 5; visit++) {
    await page.goto("/subscription");
    await expect(page.getByRole("main").getByText("Trial: 14 days left", { exact: true })).toBeVisible();
    await expect(page.getByTestId("plan-status")).toContainText("Trial: 14 days left");
    await page.waitForLoadState("networkidle");
  }
});
