// Scheduled publishing under load: 10,000 posts due at the same moment, delivered by the embedded
// worker of the production build (started from instrumentation.ts) to a Graph API double that takes
// 50 ms per call. Checks each post reached Facebook exactly once, measures lateness (delivered minus
// scheduled), and compares one worker (one app process) with two on PostgreSQL; then one worker on
// the embedded database (PGlite) for reference.
// Usage: npm run build && npm run bench:scheduler   (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
// BENCH_POSTS (default 10000), BENCH_BATCH (posts per worker poll, default 50), BENCH_PGLITE=0 skips PGlite.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { encrypt } from "../../lib/crypto/encryption";
import { acquireEmbeddedDatabase } from "../../lib/db";
import { applyMigrations } from "../../lib/db/migrate";
import { startGraphDouble, type GraphDouble } from "../../tests/support/facebook-graph-double";
import { deploymentSettings, startServer, summarise, type Server } from "./support";

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const USERS = 20;
const LATENCY_MS = 50;
const POLL_MS = 250;
/** Time for the app processes to start before the posts fall due. */
const LEAD_MS = 15_000;
const TIMEOUT_MS = 10 * 60_000;
const BASE_PORT = 3510;

const SERVER = new URL(process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
if (!["localhost", "127.0.0.1"].includes(SERVER.hostname)) throw new Error("Refusing a non-local database");
const DB_NAME = "postloom_bench_scheduler";
const DATABASE_URL = Object.assign(new URL(SERVER), { pathname: `/${DB_NAME}` }).toString();

const ENCRYPTION_KEY = randomBytes(32).toString("base64");
const AUTH_SECRET = randomBytes(32).toString("base64url");

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Users connected to the double's page, and POSTS scheduled posts all due at `dueAt`, each with a pending delivery. */
async function seed(query: Query, graph: GraphDouble, dueAt: Date) {
  const token = encrypt(graph.pageToken("1001"), ENCRYPTION_KEY);
  await query(`INSERT INTO "User" (id, email, "emailVerified", "updatedAt") SELECT 'bench-' || g, 'bench' || g || '@example.test', now(), now() FROM generate_series(1, ${USERS}) g`);
  await query(
    `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "updatedAt")
     SELECT 'bench-' || g, 'FACEBOOK', '1001', 'Corner Bakery', '1001', $1, true, now() FROM generate_series(1, ${USERS}) g`,
    [token],
  );
  await query(
    `INSERT INTO "Post" ("userId", content, status, "scheduledTime", "updatedAt")
     SELECT 'bench-' || (1 + g % ${USERS}), 'bench post ' || g, 'SCHEDULED', $1::timestamp(3), now() FROM generate_series(1, ${POSTS}) g`,
    [dueAt.toISOString()],
  );
  await query(`INSERT INTO "PostPlatform" ("postId", platform, "connectionId", "accountName", status, "updatedAt")
    SELECT p.id, 'FACEBOOK', sc.id, sc."accountName", 'PENDING', now() FROM "Post" p JOIN "SocialConnection" sc ON sc."userId" = p."userId"`);
  await query("ANALYZE");
}

async function waitUntilDelivered(count: () => Promise<number>) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const done = await count();
    if (done >= POSTS) return;
    if (Date.now() > deadline) throw new Error(`only ${done} of ${POSTS} delivered after ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Result = { name: string; lateness: ReturnType<typeof summarise>; lastDeliveredS: number; perSecond: number; exactlyOnce: boolean; failures: number };

async function report(name: string, graph: GraphDouble, query: Query): Promise<Result> {
  const { rows } = await query(
    `SELECT EXTRACT(EPOCH FROM (pp."deliveredAt" - p."scheduledTime")) * 1000 AS late, pp.status
     FROM "PostPlatform" pp JOIN "Post" p ON p.id = pp."postId"`,
  );
  const late = rows.filter((r) => r.status === "SUCCESS").map((r) => Number(r.late));
  const counts = new Map<string, number>();
  for (const post of graph.posts) counts.set(post.message, (counts.get(post.message) ?? 0) + 1);
  const exactlyOnce = counts.size === POSTS && [...counts.values()].every((n) => n === 1) && late.length === POSTS;
  const lastDeliveredS = Math.max(...late) / 1000;
  const firstCall = Math.min(...graph.posts.map((p) => p.at));
  return {
    name,
    lateness: summarise(late.map((ms) => ms / 1000)),
    lastDeliveredS: Math.round(lastDeliveredS * 10) / 10,
    perSecond: Math.round(POSTS / ((Math.max(...graph.posts.map((p) => p.at)) - firstCall) / 1000)),
    exactlyOnce,
    failures: rows.length - late.length,
  };
}

/** A production build on PostgreSQL is a deployment, which needs its production services set. */
const deployment = await deploymentSettings();

function serverEnv(graph: GraphDouble, extra: Record<string, string>) {
  return {
    ...deployment.env,
    AUTH_SECRET,
    ENCRYPTION_KEY,
    FACEBOOK_APP_ID: graph.appId,
    FACEBOOK_APP_SECRET: graph.appSecret,
    FACEBOOK_GRAPH_URL: graph.url,
    SCHEDULER_POLL_MS: String(POLL_MS),
    SCHEDULER_BATCH_SIZE: String(BATCH),
    ...extra,
  };
}

async function runPostgres(workers: number): Promise<Result> {
  const graph = await startGraphDouble({ latencyMs: LATENCY_MS });
  const admin = new pg.Client({ connectionString: SERVER.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DB_NAME}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const query: Query = (sql, params) => client.query(sql, params);
  const servers: Server[] = [];
  try {
    await applyMigrations(client);
    const dueAt = new Date(Date.now() + LEAD_MS);
    await seed(query, graph, dueAt);
    for (let i = 0; i < workers; i++) {
      servers.push(await startServer({ port: BASE_PORT + i, readyPath: "/api/health/live", env: serverEnv(graph, { DATABASE_URL }) }));
    }
    if (Date.now() > dueAt.getTime()) throw new Error("the servers took longer to start than the lead time");
    await waitUntilDelivered(async () => Number((await query(`SELECT count(*) AS n FROM "PostPlatform" WHERE status <> 'PENDING' AND status <> 'SENDING'`)).rows[0]!.n));
    return await report(`PostgreSQL, ${workers} worker${workers > 1 ? "s" : ""}`, graph, query);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await client.end();
    await graph.stop();
  }
}

async function runPGlite(): Promise<Result> {
  const graph = await startGraphDouble({ latencyMs: LATENCY_MS });
  const dataDir = mkdtempSync(path.join(tmpdir(), "postloom-bench-scheduler-"));
  let server: Server | undefined;
  try {
    const dueAt = new Date(Date.now() + LEAD_MS + 10_000);
    {
      const { pglite, release } = await acquireEmbeddedDatabase(dataDir);
      await seed((sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>, graph, dueAt);
      await release(); // the app process opens the folder next
    }
    server = await startServer({ port: BASE_PORT, readyPath: "/api/health/live", env: serverEnv(graph, { DATA_DIR: dataDir }) });
    // Progress comes from the double: the database belongs to the app process now.
    await waitUntilDelivered(async () => graph.posts.length);
    // Give the last results time to be written, then read them once the app has let go of the folder.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await server.stop();
    server = undefined;
    const { pglite, release } = await acquireEmbeddedDatabase(dataDir);
    try {
      return await report("PGlite (embedded), 1 worker", graph, (sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>);
    } finally {
      await release();
    }
  } finally {
    await server?.stop();
    await graph.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
console.log(`${POSTS.toLocaleString("en-US")} posts due at the same moment; Graph double ${LATENCY_MS} ms per call; ${BATCH} posts per worker poll, polling every ${POLL_MS} ms\n`);
for (const workers of [1, 2]) {
  const result = await runPostgres(workers);
  results.push(result);
  console.log(result.name, JSON.stringify(result));
}
if (process.env.BENCH_PGLITE !== "0") {
  const result = await runPGlite();
  results.push(result);
  console.log(result.name, JSON.stringify(result));
}

console.log("\n| run | exactly once | lateness p50 | p95 | p99 | max (= last delivered) | deliveries/s |");
console.log("|---|---|---|---|---|---|---|");
for (const r of results) {
  console.log(`| ${r.name} | ${r.exactlyOnce ? "yes" : "NO"} | ${r.lateness.median} s | ${r.lateness.p95} s | ${r.lateness.p99} s | ${r.lateness.max} s | ${r.perSecond} |`);
}

const [one, two] = results;
const problems = [
  ...results.filter((r) => !r.exactlyOnce).map((r) => `${r.name}: not every post was delivered exactly once (${r.failures} not delivered)`),
  ...results.filter((r) => r.name.startsWith("PostgreSQL") && r.lateness.p99 >= 60).map((r) => `${r.name}: p99 lateness ${r.lateness.p99} s is not under 60 s`),
  ...(one && two && two.lateness.max >= one.lateness.max ? [`two workers (${two.lateness.max} s) were not faster than one (${one.lateness.max} s)`] : []),
];
await deployment.close();
if (problems.length) {
  console.error(`\nFAILED:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("\nOK: every post delivered exactly once, p99 lateness under 60 s, two workers faster than one.");
process.exit(0);
