// Postloom installs as an app: its manifest names it, opens it on the dashboard in its own window and gives its
// icons (each there, at its size), and its service worker caches the app shell (Next's hashed static files)
// and nothing of anyone's data: no page, no API reply.
import sharp from "sharp";
import { expect, test } from "./support/fixtures";

test("the manifest names the app, where it opens and its icons", async ({ request }) => {
  const reply = await request.get("/manifest.webmanifest");
  expect(reply.status()).toBe(200);
  const manifest = (await reply.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: "Postloom", short_name: "Postloom", start_url: "/dashboard", display: "standalone" });
  expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "maskable"]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    const { width, height } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test.describe("the service worker", () => {
  // The other tests keep it out (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("caches the app shell only", async ({ page, user: _signedIn }) => {
    await page.goto("/dashboard");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    // Controlled from the next load on: what it loads of the shell is kept.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto("/media");
    const cached = await page.evaluate(async () => {
      const cache = await caches.open("postloom-shell-v1");
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached.some((path) => path.startsWith("/_next/static/"))).toBe(true);
    expect(
      cached.every((path) => /^\/(_next\/static\/|icons\/|icon\.svg$|manifest\.webmanifest$)/.test(path)),
      cached.join(", "),
    ).toBe(true);
  });
});
