// Benchmark: the Stripe webhook of the production build under load.
//
// Starts `next start` on a free port with a temporary embedded database and the sandbox billing mode
// (so the signing secret is derived from a known AUTH_SECRET), sends 1,000 distinct signed invoice.paid
// events for 50 customers over concurrent connections, replays 200 of them, stops the server, and then
// reads the database to check that every event was recorded once and granted credits exactly once.
//
//   npm run build && npm run bench:webhook        (BENCH_EVENTS, BENCH_USERS, BENCH_CONCURRENCY to change the load)
//
// BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres runs it on PostgreSQL instead (a fresh
// database created on that local server and dropped afterwards), as a deployment would.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import {
  createDatabase,
  deploymentSettings,
  report as reportFigure,
  requireBuild,
  startServer,
  stats,
  verdict,
  withClient,
  type Database,
  type Server,
} from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REPLAYS = Math.min(200, EVENTS);
const ROOT = process.cwd();
const PG_SERVER = process.env.BENCH_DATABASE_URL;

requireBuild();

// The bench process builds events with the app's own modules; give them the server's settings first.
// Stripe is in production mode (its API is never called here: events only arrive), as on a deployment,
// which a production build on PostgreSQL is.
const dataDir = mkdtempSync(path.join(tmpdir(), "postloom-bench-webhook-"));
const deployment = await deploymentSettings();
Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: "", STRIPE_API_URL: "", ...deployment.env });

const { createPrismaClient } = await import("../../lib/db");
const { applyMigrations } = await import("../../lib/db/migrate");
const { getPlan } = await import("../../lib/billing/plans");
const { invoiceObject, stripeEvent } = await import("../../lib/integrations/billing/sandbox/sandbox-stripe-objects");
const SECRET = deployment.env.STRIPE_WEBHOOK_SECRET!;

const customerOf = (u: number) => `cus_bench_${u}`;
const MONTH = 30 * 24 * 3600;

// A fresh PostgreSQL database when asked for (local servers only: it is created and dropped).
const pgDatabase: Database | null = PG_SERVER ? await createDatabase(PG_SERVER, `postloom_bench_${randomBytes(6).toString("hex")}`) : null;
const databaseUrl = pgDatabase?.url ?? null;
if (databaseUrl) await withClient(databaseUrl, (c) => applyMigrations(c));
const openDb = () => createPrismaClient({ databaseUrl, dataDir });

// --- 1. Seed the customers (as checkout would have left them), then free the database for the server.
{
  const seed = openDb();
  for (let u = 0; u < USERS; u++) {
    await seed.user.create({
      data: {
        email: `bench-${u}@example.test`,
        emailVerified: new Date(),
        subscription: { create: { stripeCustomerId: customerOf(u), stripeSubscriptionId: `sub_bench_${u}`, status: "ACTIVE", type: "STANDARD" } },
      },
    });
  }
  await seed.$disconnect();
}

// --- 2. Start the production build.
let server: Server | undefined;
try {
  server = await startServer({
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", STRIPE_API_URL: "", ...deployment.env },
  });
  const appUrl = server.url;

  type Sent = { status: number; outcome: string | undefined; ms: number };
  async function post(event: object): Promise<Sent> {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
    const body = (await response.json()) as { object?: { outcome?: string } };
    return { status: response.status, outcome: body.object?.outcome, ms: performance.now() - started };
  }
  async function pool<T>(count: number, work: (i: number) => Promise<T>): Promise<{ results: T[]; seconds: number }> {
    const results: T[] = new Array(count);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const i = next++;
          results[i] = await work(i);
        }
      }),
    );
    return { results, seconds: (performance.now() - started) / 1000 };
  }
  const sendAll = (events: object[]) => pool(events.length, (i) => post(events[i]!));

  // --- 3. Warm up with an event type the webhook ignores (verified, then dropped; records nothing).
  await sendAll(Array.from({ length: 50 }, () => stripeEvent("customer.updated", { id: "cus_warmup", object: "customer" })));
  // Baselines on the same server and load: the framework floor (a constant JSON route) and one database round trip.
  const timeGets = (route: string) =>
    pool(300, async () => {
      const started = performance.now();
      await (await fetch(`${appUrl}${route}`)).arrayBuffer();
      return performance.now() - started;
    });
  const floor = await timeGets("/api/health/live");
  const health = await timeGets("/api/health");

  // --- 4. 1,000 distinct paid invoices, spread over the customers and both plans.
  const now = Math.floor(Date.now() / 1000);
  const plans = Array.from({ length: EVENTS }, (_, i) => (i % 3 === 0 ? "PROFESSIONAL" : "STANDARD") as "STANDARD" | "PROFESSIONAL");
  const events = plans.map((type, i) => {
    const u = i % USERS;
    const subscription = {
      id: `sub_bench_${u}`,
      customerId: customerOf(u),
      userId: "",
      type,
      status: "active" as const,
      created: now,
      periodStart: now + i,
      periodEnd: now + i + MONTH,
      cancelAtPeriodEnd: false,
    };
    const invoice = invoiceObject({
      id: `in_bench_${i}`,
      subscription,
      billingReason: "subscription_cycle",
      created: now,
      lines: [{ type, amount: getPlan(type).price * 100, periodStart: now + i, periodEnd: now + i + MONTH, proration: false, description: "bench" }],
    });
    return stripeEvent("invoice.paid", invoice, { id: `evt_bench_${i}`, created: now + i });
  });
  const run = await sendAll(events);

  // --- 5. Stripe redelivers: the same events again must change nothing.
  const replayed = await sendAll(Array.from({ length: REPLAYS }, (_, k) => events[(k * 7) % EVENTS]!));

  await server.stop();
  server = undefined;

  // --- 6. Read what was written.
  const db = openDb();
  const recorded = await db.stripeEvent.count({ where: { id: { startsWith: "evt_bench_" } } });
  const resets = await db.creditLedger.findMany({ where: { kind: "RESET", reference: { startsWith: "in_bench_" } }, orderBy: { id: "asc" } });
  const accounts = await db.creditAccount.findMany();
  const problems: string[] = [];
  if (recorded !== EVENTS) problems.push(`StripeEvent holds ${recorded} bench events, expected ${EVENTS}`);
  if (resets.length !== EVENTS) problems.push(`${resets.length} credit resets, expected ${EVENTS}`);
  if (new Set(resets.map((r) => r.reference)).size !== resets.length) problems.push("an invoice was granted twice");
  const perUser = new Map<string, typeof resets>();
  for (const entry of resets) perUser.set(entry.userId, [...(perUser.get(entry.userId) ?? []), entry]);
  for (const account of accounts) {
    const entries = perUser.get(account.userId) ?? [];
    const sum = entries.reduce((total, e) => total + e.delta, 0);
    if (entries.length !== EVENTS / USERS) problems.push(`user ${account.userId}: ${entries.length} resets, expected ${EVENTS / USERS}`);
    if (sum !== account.balance) problems.push(`user ${account.userId}: ledger sums to ${sum}, balance is ${account.balance}`);
    if (entries.at(-1)?.balanceAfter !== account.balance) problems.push(`user ${account.userId}: balance is not the last reset's`);
    if (![150_000, 350_000].includes(account.balance)) problems.push(`user ${account.userId}: balance ${account.balance} is no plan's credits`);
  }
  await db.$disconnect();

  const statuses = run.results.reduce<Record<string, number>>(
    (acc, r) => ((acc[`${r.status} ${r.outcome}`] = (acc[`${r.status} ${r.outcome}`] ?? 0) + 1), acc),
    {},
  );
  const replayStatuses = replayed.results.reduce<Record<string, number>>(
    (acc, r) => ((acc[`${r.status} ${r.outcome}`] = (acc[`${r.status} ${r.outcome}`] ?? 0) + 1), acc),
    {},
  );
  if (statuses["200 processed"] !== EVENTS) problems.push(`replies: ${JSON.stringify(statuses)}`);
  if (replayStatuses["200 duplicate"] !== REPLAYS) problems.push(`replay replies: ${JSON.stringify(replayStatuses)}`);

  const latencies = stats(run.results.map((r) => r.ms));
  const report = {
    database: databaseUrl ? "postgresql" : "embedded",
    events: EVENTS,
    users: USERS,
    concurrency: CONCURRENCY,
    seconds: Number(run.seconds.toFixed(2)),
    eventsPerSecond: Number((EVENTS / run.seconds).toFixed(1)),
    latencyMs: {
      p50: Number(latencies.median.toFixed(1)),
      p95: Number(latencies.p95.toFixed(1)),
      p99: Number(latencies.p99.toFixed(1)),
      max: Number(latencies.max.toFixed(1)),
    },
    baseline: Object.fromEntries(
      (
        [
          ["GET /api/health/live", floor],
          ["GET /api/health", health],
        ] as const
      ).map(([route, run]) => [route, { perSecond: Number((300 / run.seconds).toFixed(1)), p50Ms: Number(stats(run.results).median.toFixed(1)) }]),
    ),
    replies: statuses,
    replay: { sent: REPLAYS, replies: replayStatuses, eventsPerSecond: Number((REPLAYS / replayed.seconds).toFixed(1)) },
    verified: { stripeEvents: recorded, creditResets: resets.length, accounts: accounts.length, problems },
  };

  console.log(`\nStripe webhook, production build, ${databaseUrl ? "PostgreSQL" : "embedded database (PGlite)"}, ${CONCURRENCY} concurrent connections`);
  console.log(`  ${EVENTS} signed invoice.paid events for ${USERS} customers in ${report.seconds} s: ${report.eventsPerSecond} events/s`);
  console.log(`  latency p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`);
  console.log(`  replies: ${JSON.stringify(statuses)}`);
  for (const [route, b] of Object.entries(report.baseline)) console.log(`  baseline on the same server: ${route} ${b.perSecond} requests/s, p50 ${b.p50Ms} ms`);
  console.log(`  ${REPLAYS} redeliveries: ${JSON.stringify(replayStatuses)} (${report.replay.eventsPerSecond} events/s)`);
  console.log(`  database: ${recorded} events recorded, ${resets.length} credit resets, ${accounts.length} accounts whose balance equals their ledger`);
  mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench-results", `stripe-webhook-${report.database}.json`), `${JSON.stringify(report, null, 2)}\n`);
  if (problems.length) console.error(`\nevents lost or double-counted:\n  ${problems.slice(0, 20).join("\n  ")}`);
  verdict(`${EVENTS} signed invoice.paid events: none lost, none counted twice`, problems.length === 0);
  reportFigure(`POST /api/stripe/webhook ${report.eventsPerSecond} events/s, p95 ${report.latencyMs.p95} ms`);
} finally {
  await server?.stop();
  await deployment.close();
  rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
}
