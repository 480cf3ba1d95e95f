// Security headers on every response: pages carry a Content-Security-Policy with a fresh nonce on every
// script Next renders (and nothing else runs), nothing may frame the app, and every response, static files
// included, says nosniff, its referrer policy and the permissions it denies. (fixtures.ts fails any test
// whose pages report a policy violation.)
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { APP_URL } from "./support/ports";

function expectCommonHeaders(reply: APIResponse, what: string) {
  const headers = reply.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["permissions-policy"], what).toContain("geolocation=()");
  expect(headers["content-security-policy"], what).toBeTruthy();
}

test.describe("security headers", () => {
  test("every kind of response carries them", async ({ request }) => {
    const landing = await request.get("/");
    const chunk = (await landing.text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
    for (const [path, frameAncestors] of [
      ["/", "'none'"],
      ["/login", "'none'"],
      ["/no-such-page", "'none'"],
      ["/api/health/live", "'none'"],
      ["/api/business", "'none'"], // the proxy's own 401
      [chunk, "'none'"],
      ["/testimonials/amelia-hart.svg", "'none'"],
      ["/privacy.html", "'none'"],
      ["/manifest.webmanifest", "'none'"],
      ["/icons/icon-192.png", "'none'"],
      ["/sw.js", "'none'"],
      ["/legal/terms.pdf", "'self'"], // framed by /terms
    ] as const) {
      const reply = await request.get(path, { maxRedirects: 0 });
      expectCommonHeaders(reply, path);
      expect(reply.headers()["content-security-policy"], path).toContain(`frame-ancestors ${frameAncestors}`);
    }
    // Over plain http no HSTS (browsers ignore it there); behind an https proxy, two years of it.
    expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
    expect((await request.get("/", { headers: { "X-Forwarded-Proto": "https" } })).headers()["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await request.get(chunk, { headers: { "X-Forwarded-Proto": "https" } })).headers()["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    // An API reply is never a document that runs anything.
    expect((await request.get("/api/health/live")).headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("a page's policy has a fresh nonce, which every script Next renders carries", async ({ request }) => {
    const nonceOf = (policy: string) => policy.match(/'nonce-([^']+)'/)?.[1];
    const first = await request.get("/login");
    const second = await request.get("/login");
    const policy = first.headers()["content-security-policy"]!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    const nonce = nonceOf(policy)!;
    expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);
    const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test.describe("violations caused on purpose", () => {
    test.use({ policyViolationsExpected: true });

    test("a script that is not the app's does not run, and the app still works", async ({ browser }) => {
      // A page of its own: this test causes the violation the other tests must never see.
      const page = await browser.newPage({ baseURL: APP_URL });
      const violations: string[] = [];
      await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          (window as unknown as { reportViolation: (d: string) => void }).reportViolation(e.violatedDirective),
        ),
      );
      await page.goto("/login");
      await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
      await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
      // Markup that got into the page the way an injection would: its inline handler must not run.
      const ran = await page.evaluate(async () => {
        document.body.insertAdjacentHTML("beforeend", `<img src="/no-such-image.png" onerror="window.__injected = true">`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return Boolean((window as unknown as { __injected?: boolean }).__injected);
      });
      expect(ran).toBe(false);
      expect(violations.some((directive) => directive.startsWith("script-src"))).toBe(true);
      // The app's own scripts ran: the form switches back.
      await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
      await page.close();
    });

    test("nothing may frame the app", async ({ browser }) => {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on("console", (message) => refused.push(message.text()));
      await page.setContent(`<iframe id="app" src="${APP_URL}/login" width="600" height="400"></iframe>`);
      await expect.poll(() => refused.some((text) => text.includes("frame-ancestors")), { timeout: 10_000 }).toBe(true);
      await page.close();
    });
  });

  test("the static privacy page runs under its own hashed policy without a violation", async ({ page }) => {
    await page.goto("/privacy.html");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Its inline style applied (the hash allowed it): the page is laid out, not plain.
    expect(
      await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--bg").trim() !== "" || getComputedStyle(document.body).maxWidth !== "none"),
    ).toBe(true);
  });
});
