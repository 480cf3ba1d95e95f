import { expect, test } from "./support/fixtures";

test.describe("landing page", () => {
  test("top bar, hero and the 'Learn More' anchor", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Postloom/);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(banner.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/login?mode=signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Creating Now" })).toHaveAttribute("href", "/post-generator");

    const learnMore = page.getByRole("link", { name: "Learn More" });
    await expect(learnMore).toHaveAttribute("href", "#how-it-works");
    await learnMore.click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.locator("#how-it-works")).toBeInViewport();
  });

  test("every section is there with its content", async ({ page }) => {
    await page.goto("/");
    const stats = page.locator("#stats");
    for (const claim of ["1M+", "300%", "10hrs/week", "10K+"]) await expect(stats.getByText(claim, { exact: true })).toBeVisible();
    await expect(page.locator("#problem").getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(4);
    await expect(page.locator("#benefits li").first()).toBeVisible();

    const testimonials = page.locator("#testimonials li");
    await expect(testimonials).toHaveCount(3);
    for (const img of await page.locator("#testimonials img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("alt", /.+/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }

    const pricing = page.locator("#pricing");
    await expect(pricing.getByText("Standard", { exact: true })).toBeVisible();
    await expect(pricing.getByText("Professional", { exact: true })).toBeVisible();
    await expect(pricing.getByText("Most Popular")).toBeVisible();
    // Was prices struck through, now prices large (the sr-only words make them read well aloud).
    await expect(pricing.locator("s")).toHaveText(["was €25", "was €45"]);
    await expect(pricing.getByText("now €15", { exact: true })).toBeVisible();
    await expect(pricing.getByText("now €35", { exact: true })).toBeVisible();
    await expect(pricing.getByText("Save €10/month")).toHaveCount(2);
    const planButtons = pricing.getByRole("link", { name: "Choose Plan" });
    await expect(planButtons).toHaveCount(2);
    for (const button of await planButtons.all()) await expect(button).toHaveAttribute("href", "/login");

    const cta = page.locator("#cta");
    await expect(cta.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute("href", "/subscription");
    await expect(cta.getByRole("link", { name: "Try Demo" })).toHaveAttribute("href", "/post-generator");
  });

  test("footer columns lead somewhere real", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Product", "Company", "Connect"]) await expect(footer.getByText(column, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(9);
    for (const href of hrefs) {
      expect(href, "no dead links").not.toBe("#");
      if (href.startsWith("mailto:")) continue;
      const [path, hash] = href.split("#");
      const reply = await request.get(path || "/", { maxRedirects: 5 });
      expect(reply.status(), href).toBe(200);
      if (hash) expect(await reply.text(), `${href} has its anchor`).toContain(`id="${hash}"`);
    }
  });

  for (const [path, title, file] of [
    ["/terms", "Terms and Conditions", "/legal/terms.pdf"],
    ["/cookie-policy", "Cookie Policy", "/legal/cookie-policy.pdf"],
  ] as const) {
    test(`${path} embeds its PDF in an 800 px frame`, async ({ page, request }) => {
      // The PDF must be what the frame itself loads, not merely a file that exists.
      const framed = page.waitForResponse((r) => new URL(r.url()).pathname === file && r.frame() !== page.mainFrame());
      await page.goto(path);
      const loaded = await framed;
      expect(loaded.status()).toBe(200);
      expect(loaded.headers()["content-type"]).toContain("application/pdf");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
      const frame = page.locator(`iframe[title="${title}"]`);
      await expect(frame).toHaveAttribute("src", file);
      expect((await frame.boundingBox())?.height).toBe(800);
      const pdf = await request.get(file);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      for (const [name, href] of [
        ["Privacy Policy", "/privacy.html"],
        ["Terms and Conditions", "/terms"],
        ["Cookie Policy", "/cookie-policy"],
      ]) {
        await expect(page.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
      }
    });
  }

  test("the page comes whole in the server's first answer: every section in place, none sent after it to be revealed by a script", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // A Suspense boundary outlined for its size comes as a placeholder and a hidden part (docs/decisions/0002).
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('<div hidden id="S:');
    const main = html.slice(html.indexOf('<main id="main-content"'), html.indexOf("</main>"));
    for (const id of ["hero-title", "how-it-works", "pricing-title", "cta-title"]) expect(main, id).toContain(`id="${id}"`);
  });

  test("the privacy page is a static page", async ({ page }) => {
    const reply = await page.goto("/privacy.html");
    expect(reply?.status()).toBe(200);
    await expect(page).toHaveTitle("Privacy Policy · Postloom");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
    await expect(page.getByRole("link", { name: /terms/i }).first()).toHaveAttribute("href", "/terms");
  });

  test("an unknown address shows the branded 404, with the ways back", async ({ page }) => {
    const reply = await page.goto("/no-such-page");
    expect(reply?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("every script the page loads asks Chromium to compile it as it streams in (docs/decisions/0006)", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/_next/static/")) scripts.push(response.text());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(3);
    for (const text of await Promise.all(scripts)) expect(text.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
  });
});

test.describe("landing page in German", () => {
  test.use({ locale: "de-DE" });

  test("prices and figures follow the visitor's locale", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Plans from 15\u00a0€ a month. Cancel any time.")).toBeVisible();
    const pricing = page.locator("#pricing");
    await expect(pricing.locator("s")).toHaveText(["was 25\u00a0€", "was 45\u00a0€"]);
    await expect(pricing.getByText("now 15\u00a0€", { exact: true })).toBeVisible();
    await expect(pricing.getByText("Save 10\u00a0€/month")).toHaveCount(2);
    await expect(pricing.getByText(/^150\.000 credits a month/)).toBeVisible();
  });
});
