// The signed-in pages under Lighthouse (mobile), as a fresh owner first sees them: a brand profile and a few
// posts (published, scheduled and drafts), on the production build with no settings (the embedded database
// and the sandbox services, as `npm run dev` runs). Each page is the median of 3 runs (BENCH_RUNS).
// Usage: npm run build && npm run bench:app-pages   (BENCH_PAGES=/calendar,/dashboard for some of them)
// Targets (issue 30): every signed-in page performance ≥ 90 and accessibility 100.
// Last, the empty Next.js page of bench:landing is measured the same way and reported: what any Next.js page
// scores on this machine, the ceiling of the figures above (BENCH_REFERENCE=0 leaves it out).
import { buildEmptyApp } from "./empty-app";
import { createSignedInUser, expectStatus, measurePage, NO_RATE_LIMIT, report, requireBuild, SANDBOX_ENV, startServer, verdict } from "./support";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_PAGES = ["/dashboard", "/business-profile", "/post-generator", "/calendar", "/your-posts", "/media", "/subscription", "/feedback", "/account"];
// BENCH_PAGES=/calendar,/dashboard measures only those, while working on one page.
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",").filter((path) => ALL_PAGES.includes(path)) : ALL_PAGES;

requireBuild();
const server = await startServer({ env: { ...SANDBOX_ENV, ...NO_RATE_LIMIT } });
try {
  const cookie = await createSignedInUser(server.url, `bench-pages-${Date.now()}@example.test`, "bench-password-1");
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method, headers: { "Content-Type": "application/json", Cookie: cookie, Origin: server.url }, body: JSON.stringify(body) });
  await expectStatus(
    await send("POST", "/api/business", {
      businessName: "Harbour Light Coffee",
      industry: "retail",
      description: "A small roastery and café by the harbour, roasting single-origin beans every Friday.",
      targetAudience: "Locals and weekend visitors who care where their coffee comes from",
      painPoints: "Chain coffee tastes burnt; hard to find beans roasted this week",
      timeZone: "Europe/Lisbon",
    }),
    201,
    "create the brand profile",
  );
  // A few posts of each kind the pages show: published (marked as such), scheduled, drafts.
  for (let i = 1; i <= 3; i++)
    await expectStatus(
      await send("POST", "/api/post/publish", { postContent: `Friday's roast number ${i} is in: come early for a cup.`, platforms: [] }),
      200,
      "mark a post published",
    );
  for (let i = 1; i <= 3; i++)
    await expectStatus(await send("POST", "/api/post", { content: `A draft about our cinnamon buns, take ${i}.` }), 201, "save a draft");
  await expectStatus(
    await send("PUT", "/api/calendar/slots", {
      slots: [
        { weekday: 2, time: "09:00" },
        { weekday: 5, time: "18:00" },
      ],
    }),
    200,
    "set posting slots",
  );

  // Every page answers itself (not sent to sign-in or onboarding) before any is measured: asked between two
  // Lighthouse runs, the check could reuse a kept-alive connection the server had closed meanwhile.
  for (const path of PAGES) await expectStatus(await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" }), 200, `GET ${path}`);
  for (const path of PAGES) {
    const page = await measurePage(path, `${server.url}${path}`, cookie, RUNS);
    verdict(`${path} Lighthouse mobile performance ${page.performance}, TBT ${page.tbtMs} ms (median of ${RUNS}; target ≥ 90)`, page.performance >= 90);
    verdict(`${path} Lighthouse accessibility ${page.accessibility} (median of ${RUNS}; target 100)`, page.accessibility === 100);
  }
} finally {
  await server.stop();
}

if (process.env.BENCH_REFERENCE !== "0") {
  const empty = await startServer({ cwd: buildEmptyApp(), readyPath: "/" });
  try {
    const page = await measurePage("an empty Next.js page", `${empty.url}/`, "", RUNS);
    report(
      `an empty Next.js page on this machine: Lighthouse mobile performance ${page.performance}, TBT ${page.tbtMs} ms, LCP ${page.lcpMs} ms (median of ${RUNS}; the ceiling of the pages above)`,
    );
  } finally {
    await empty.stop();
  }
}
