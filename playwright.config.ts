import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { APP_URL, SANDBOX_APP_URL } from "./tests/e2e/support/ports";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: APP_URL,
    trace: "retain-on-failure",
    // The app's service worker (public/sw.js) would stand between a test's page.route and the page: it is kept
    // out, but by the test of the worker itself (installable-app.spec.ts).
    serviceWorkers: "block",
    // Debian's Chromium where it exists (CI, these machines); Playwright's own browser elsewhere.
    launchOptions: existsSync(chromiumPath)
      ? {
          executablePath: chromiumPath,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        }
      : {},
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: [
    {
      // The production build on a fresh PostgreSQL database of its own, with a real SMTP receiver and OpenID provider.
      command: "npx tsx tests/e2e/support/stack.ts",
      url: `${APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      // The same build with no settings, as a newcomer runs it: embedded database and sandbox services.
      command: "npx tsx tests/e2e/support/sandbox-app.ts",
      url: `${SANDBOX_APP_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
