/**
 * GET /api/business latency for a signed-in user, against the production build on the embedded database.
 *
 *   npm run build && npm run bench:business
 *
 * Starts `next start` on a free port with a throwaway DATA_DIR and every service in sandbox mode, signs a
 * user up through the HTTP API (the verification link comes from the sandbox outbox at /sandbox/mail; PGlite
 * is one process per folder, so the database is only touched through the server), signs in, creates a
 * profile, then times sequential requests after a warm-up. Budget: p95 under 15 ms.
 *
 * Options (env): BENCH_REQUESTS (default 1000), BENCH_WARMUP (default 200).
 *
 * On Linux it also prints the server's CPU time per request (from /proc), which does not depend on how
 * busy the machine is; the wall-clock figures do, so the load average is printed next to them.
 */
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createSignedInUser, expectStatus, NO_RATE_LIMIT, report, requireBuild, SANDBOX_ENV, startServer, stats, verdict } from "./support";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const P95_BUDGET_MS = 15;

async function main() {
  requireBuild();
  const server = await startServer({ env: { ...SANDBOX_ENV, ...NO_RATE_LIMIT } });
  const baseUrl = server.url;

  try {
    const cookie = await createSignedInUser(baseUrl, `bench-${Date.now()}@example.test`, "bench-password-1");
    await expectStatus(
      await fetch(`${baseUrl}/api/business`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({
          businessName: "Bench Bakery",
          industry: "retail",
          description: "Sourdough and pastries baked every morning.",
          targetAudience: "Neighbours and office workers",
          painPoints: "No time for breakfast",
        }),
      }),
      201,
      "create profile",
    );

    const get = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/business`, { headers: { Cookie: cookie } });
      const body = (await response.json()) as { statusCode: string };
      const elapsed = performance.now() - started;
      if (response.status !== 200 || body.statusCode !== "OK") throw new Error(`GET /api/business answered ${response.status} ${body.statusCode}`);
      return elapsed;
    };

    for (let i = 0; i < WARMUP; i++) await get();
    const cpuBefore = server.cpuMs();
    const timings: number[] = [];
    for (let i = 0; i < REQUESTS; i++) timings.push(await get());
    const cpuAfter = server.cpuMs();
    const [load] = loadavg();
    const cores = availableParallelism();

    const { min, median, mean, p95, p99, max } = stats(timings);
    const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(`GET /api/business, signed in, embedded database, production build`);
    console.log(`${REQUESTS} sequential requests after ${WARMUP} warm-up`);
    console.log(`  min     ${fmt(min)}`);
    console.log(`  median  ${fmt(median)}`);
    console.log(`  mean    ${fmt(mean)}`);
    console.log(`  p95     ${fmt(p95)}`);
    console.log(`  p99     ${fmt(p99)}`);
    console.log(`  max     ${fmt(max)}`);
    console.log(
      `Load average ${load!.toFixed(1)} on ${cores} cores${load! > cores ? ": the machine is busy, so wall-clock times include waiting for a CPU" : ""}`,
    );
    if (cpuBefore !== null && cpuAfter !== null) report(`GET /api/business server CPU time per request ${fmt((cpuAfter - cpuBefore) / REQUESTS)}`);
    verdict(`GET /api/business p95 ${fmt(p95)} (target < ${P95_BUDGET_MS} ms)`, p95 < P95_BUDGET_MS);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
