// Pages hydrate as the server rendered them on a slow device too, where parts of a page hydrate one after
// another: every test fails on a hydration error (the hydrationGuard fixture); this one opens the page where
// one was seen, with the CPU slowed as a phone's is, and walks the signed-in pages with the browser's clock
// a day and a half off the server's.
import type { Page } from "@playwright/test";
import { SIGNED_IN_PAGES } from "./support/axe";
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

for (const [skew, daysLeft] of [
  [36, 13],
  [-36, 16],
] as const) {
  test(`with the browser's clock ${Math.abs(skew)} hours ${skew > 0 ? "ahead of" : "behind"} the server's, every signed-in page hydrates as rendered, then counts the trial's days by the browser's clock`, async ({
    page,
    user,
  }) => {
    expect(user).toBeTruthy();
    await page.clock.setFixedTime(new Date(Date.now() + skew * 3_600_000));
    for (const path of [...SIGNED_IN_PAGES, "/calendar"]) {
      await page.goto(path);
      await expect(page.getByTestId("plan-status"), path).toContainText(`Trial: ${daysLeft} days left`);
      await page.waitForLoadState("networkidle");
    }
  });
}

test("every signed-in page comes whole in the server's first answer: the shell and the page in place, nothing sent after them to be revealed by a script", async ({
  page,
  user,
}) => {
  expect(user).toBeTruthy();
  for (const path of [...SIGNED_IN_PAGES, "/calendar"]) {
    const html = await (await page.request.get(path)).text();
    // A Suspense boundary the server finished late, or outlined for its size, comes as a placeholder and a hidden part.
    expect(html, path).not.toContain('<template id="B:');
    expect(html, path).not.toContain('<div hidden id="S:');
    // The parts that hydrate apart (components/hydrate-apart.tsx) are drawn where they stand: the top bar's plan
    // status inside the top bar, the page's heading inside the main landmark.
    expect(html.indexOf('data-testid="plan-status"'), path).toBeLessThan(html.indexOf("</header>"));
    expect(html.indexOf("<h1", html.indexOf('<main id="main"')), path).toBeLessThan(html.indexOf("</main>"));
    expect(html.indexOf("<h1", html.indexOf('<main id="main"')), path).toBeGreaterThan(0);
  }
});
