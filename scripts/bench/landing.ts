// Landing page weight and Lighthouse scores against an empty Next.js 16 page built the same way.
// Usage: npm run build && npm run bench:landing
// Targets (issue 2): JS on the wire ≤ 1.25× the empty page's; Lighthouse mobile performance at most
// 3 points below the empty page's in the same run; accessibility 100.
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import { buildEmptyApp } from "./empty-app";
import { CHROME_FLAGS, CHROMIUM, lighthouse, startServer, stats, verdict, type LighthouseRun } from "./support";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Bytes of JavaScript on the wire (compressed, as served) for one cold load of `url`. */
async function scriptBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const scripts = new Set<string>();
    let bytes = 0;
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") scripts.add(e.requestId);
    });
    cdp.on("Network.loadingFinished", (e) => {
      if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return bytes;
  } finally {
    await browser.close();
  }
}

/** One load to warm the server. A pooled connection the server closed while Lighthouse ran fails once: try again. */
async function warm(url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const median = (values: number[]) => stats(values).median;

const emptyDir = buildEmptyApp();
const empty = await startServer({ port: 3911, cwd: emptyDir, readyPath: "/" });
const product = await startServer({ port: 3912 });
try {
  const pages = { empty: `${empty.url}/`, landing: `${product.url}/` };
  const results: Record<string, { jsBytes: number; runs: LighthouseRun[] }> = {};
  for (const [name, url] of Object.entries(pages)) {
    await warm(url);
    results[name] = { jsBytes: await scriptBytes(url), runs: [] };
  }
  // Lighthouse runs alternate between the two pages, so a slow spell of this shared machine falls on both.
  for (let run = 0; run < RUNS; run++) {
    for (const [name, url] of Object.entries(pages)) {
      results[name]!.runs.push(lighthouse(url));
    }
  }
  const e = results.empty!;
  const l = results.landing!;
  const series = (page: typeof e, key: keyof LighthouseRun) => page.runs.map((run) => run[key]);
  // The scores, with the median Largest Contentful Paint and Total Blocking Time (simulated, ms): where the points go.
  const performanceOf = (page: typeof e) => ({
    runs: series(page, "performance"),
    median: median(series(page, "performance")),
    lcpMs: median(series(page, "lcpMs")),
    tbtMs: median(series(page, "tbtMs")),
  });
  const emptyPerformance = performanceOf(e);
  const landingPerformance = performanceOf(l);
  const summary = {
    emptyJsKB: +(e.jsBytes / 1024).toFixed(1),
    landingJsKB: +(l.jsBytes / 1024).toFixed(1),
    jsRatio: +(l.jsBytes / e.jsBytes).toFixed(3),
    emptyPerformance,
    landingPerformance,
    performanceGap: emptyPerformance.median - landingPerformance.median,
    landingAccessibility: { runs: series(l, "accessibility"), min: Math.min(...series(l, "accessibility")) },
  };
  console.log(JSON.stringify(summary, null, 2));
  verdict(`landing page JavaScript ${summary.landingJsKB} kB, ${summary.jsRatio}× the empty page's (target ≤ 1.25×)`, summary.jsRatio <= 1.25);
  verdict(
    `landing page Lighthouse mobile performance ${landingPerformance.median}, ${summary.performanceGap} below the empty page's (median of ${RUNS}; target ≤ 3)`,
    summary.performanceGap <= 3,
  );
  verdict(`landing page Lighthouse accessibility ${summary.landingAccessibility.min} in every run (target 100)`, summary.landingAccessibility.min === 100);
} finally {
  await Promise.all([empty.stop(), product.stop()]);
}
