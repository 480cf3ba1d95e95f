// The daily health round (issue 20): 10,000 connections, none checked yet, checked against the Graph double
// with every call answered after 50 ms, by the app's own round (checkDueConnections with its defaults, batches
// of 100 checked 16 at a time, as the embedded worker calls it; the Inngest cron does the same in steps of 500)
// and the production Graph client. One round with one worker, then,
// with every connection due again, one with two workers side by side. Each worker is a process of its own
// (its own database pool and Graph client), as two app servers are; the double counts the calls it gets for
// each connection.
// Connections: Facebook Pages, and one in five an Instagram account linked to its page, each with a page token
// of its own (so the double can tell them apart) stored encrypted as the app stores it. Per 1,000, debug_token
// answers two as revoked, two as expiring within 7 days and one as missing a publishing permission.
// Targets: one worker checks every connection in under 10 minutes, and no connection is checked twice in a
// round (one debug_token call and at most one read for each).
// Usage: npm run bench:health   (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432; no build needed)
// BENCH_CONNECTIONS (default 10000).
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { encrypt } from "../../lib/crypto/encryption";
import { applyMigrations } from "../../lib/db/migrate";
import { startGraphDouble, type DoublePage, type GraphDouble } from "../../tests/support/facebook-graph-double";
import { createDatabase, deploymentSettings, SANDBOX_ENV, verdict } from "./support";

const WORKER_FLAG = "BENCH_HEALTH_WORKER";
/** What a worker writes on stdout for this script; anything else there is the app's own logging. */
const MESSAGE = "@bench-health ";

type WorkerResult = { checked: number; ms: number; cpuMs: number };

// A worker: loads the app's round, says it is ready, and runs one round when told to. The app's modules are
// imported only here, as they read the settings the orchestrator passes in.
if (process.env[WORKER_FLAG]) {
  const { checkDueConnections } = await import("../../lib/social/check-connections");
  const { db } = await import("../../lib/db");
  await db.$queryRaw`SELECT 1`;
  let done = false;
  // Without the orchestrator there is nobody to report to.
  process.stdin.on("end", () => done || process.exit(1));
  const told = new Promise((resolve) => process.stdin.once("data", resolve));
  process.stdout.write(`${MESSAGE}${JSON.stringify({ ready: true })}\n`);
  await told;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const checked = await checkDueConnections();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  done = true;
  const result: WorkerResult = { checked, ms, cpuMs: (used.user + used.system) / 1000 };
  process.stdout.write(`${MESSAGE}${JSON.stringify(result)}\n`);
  await db.$disconnect();
  process.exit(0);
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const INSTAGRAM_EVERY = 5;
const LATENCY_MS = 50;
/** What the round does without being told otherwise (checkDueConnections), for the expected time. */
const DEFAULT_CONCURRENCY = 16;
const TARGET_MS = 10 * 60_000;
/** A round still running after this is stopped and fails. */
const TIMEOUT_MS = 20 * 60_000;
const DAY_S = 86_400;

const SERVER = new URL(process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
const DB_NAME = "postloom_bench_health";

type Expected = "HEALTHY" | "EXPIRING" | "MISSING_PERMISSION" | "NEEDS_RECONNECT";

/** One seeded connection, as the double and the database know it. */
type Seeded = { n: number; platform: "FACEBOOK" | "INSTAGRAM"; accountId: string; accountName: string; pageId: string; token: string; expected: Expected };

/** Which state debug_token puts connection `n` in: a handful of each kind, the rest healthy. */
function expectedState(n: number): Expected {
  if (n % 500 === 0) return "NEEDS_RECONNECT";
  if (n % 500 === 250) return "EXPIRING";
  if (n % 1000 === 125) return "MISSING_PERMISSION";
  return "HEALTHY";
}

function connections(): Seeded[] {
  return Array.from({ length: CONNECTIONS }, (_, i) => {
    const n = i + 1;
    const pageId = String(100_000_000 + n);
    const instagram = n % INSTAGRAM_EVERY === 0;
    return {
      n,
      platform: instagram ? "INSTAGRAM" : "FACEBOOK",
      accountId: instagram ? `17841${String(n).padStart(9, "0")}` : pageId,
      accountName: instagram ? `bakery${n}` : `Corner Bakery ${n}`,
      pageId,
      token: `page-token-${pageId}`,
      expected: expectedState(n),
    };
  });
}

/** The double's pages, one per connection (an Instagram connection's page has its account linked). */
const doublePages = (seeded: Seeded[]): DoublePage[] =>
  seeded.map((c) => ({ id: c.pageId, name: `Page ${c.n}`, ...(c.platform === "INSTAGRAM" && { instagram: { id: c.accountId, username: c.accountName } }) }));

/** What debug_token answers of the tokens that are not plainly valid. */
function scriptTokens(graph: GraphDouble, seeded: Seeded[]) {
  const inThreeDays = Math.floor(Date.now() / 1000) + 3 * DAY_S;
  for (const c of seeded) {
    if (c.expected === "NEEDS_RECONNECT")
      graph.setTokenInfo(c.token, {
        is_valid: false,
        scopes: [],
        error: { code: 190, subcode: 460, message: "Error validating access token: The session has been invalidated because the user changed their password" },
      });
    if (c.expected === "EXPIRING") graph.setTokenInfo(c.token, { data_access_expires_at: inThreeDays });
    if (c.expected === "MISSING_PERMISSION")
      graph.setTokenInfo(c.token, { scopes: ["public_profile", "pages_show_list", "pages_read_engagement", "instagram_basic", "business_management"] });
  }
}

/** A user per connection, and its connection with the page token encrypted as the app stores it; none checked yet. */
async function seed(client: pg.Client, seeded: Seeded[], encryptionKey: string) {
  await client.query(
    `INSERT INTO "User" (id, email, "emailVerified", "updatedAt") SELECT 'bench-' || g, 'bench' || g || '@example.test', now(), now() FROM generate_series(1, ${CONNECTIONS}) g`,
  );
  await client.query(
    `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "updatedAt")
     SELECT 'bench-' || t.n, t.platform::"Platform", t.account, t.name, t.page, t.token, true, now()
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(n, platform, account, name, page, token)`,
    [
      seeded.map((c) => c.n),
      seeded.map((c) => c.platform),
      seeded.map((c) => c.accountId),
      seeded.map((c) => c.accountName),
      seeded.map((c) => c.pageId),
      seeded.map((c) => encrypt(c.token, encryptionKey)),
    ],
  );
}

type Worker = { ready: Promise<void>; result: Promise<WorkerResult>; go: () => void; child: ChildProcess };

const children = new Set<ChildProcess>();
process.on("exit", () => children.forEach((child) => child.kill()));

/** This script again, as a worker process with the app's settings in `env`. */
function startWorker(env: NodeJS.ProcessEnv): Worker {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...env, [WORKER_FLAG]: "1" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.add(child);
  let onReady: () => void = () => {};
  let onResult: (result: WorkerResult) => void = () => {};
  const result = new Promise<WorkerResult>((resolve, reject) => {
    onResult = resolve;
    child.once("exit", (code, signal) => reject(new Error(`a worker exited (${code ?? signal}) before reporting`)));
  });
  // Ready, unless the worker dies first.
  const ready = Promise.race([new Promise<void>((resolve) => (onReady = resolve)), result.then(() => undefined)]);
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line.startsWith(MESSAGE)) return void console.log(line);
    const message = JSON.parse(line.slice(MESSAGE.length));
    if (message.ready) onReady();
    else onResult(message as WorkerResult);
  });
  result.then(
    () => child.stdin!.end(),
    () => {},
  );
  child.once("exit", () => children.delete(child));
  return { ready, result, go: () => child.stdin!.write("go\n"), child };
}

type Round = {
  name: string;
  workers: number;
  checkedByWorker: number[];
  wallMs: number;
  perSecond: number;
  /** debug_token calls and reads the double got, and the mean number in flight at once. */
  calls: { debugToken: number; reads: number; other: number; meanInFlight: number };
  maxDebugTokenPerConnection: number;
  maxReadsPerConnection: number;
  /** Connections debug_token was not asked about in the round. */
  notAsked: number;
  /** Connections whose healthCheckedAt is not within the round. */
  notStamped: number;
  /** Connections not in the state debug_token put them in. */
  wrongState: number;
  cpuS: { workers: number; double: number };
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** What the double got in a round, by connection: debug_token by the token asked about, reads by the account read. */
function callsByConnection(graph: GraphDouble, from: number, seeded: Seeded[]) {
  const byToken = new Map(seeded.map((c) => [c.token, c]));
  const byAccount = new Map(seeded.map((c) => [`/${c.accountId}`, c]));
  const debugToken = new Map<number, number>();
  const reads = new Map<number, number>();
  let other = 0;
  for (const request of graph.requests.slice(from)) {
    const connection = request.path === "/debug_token" ? byToken.get(String(request.params.get("input_token"))) : byAccount.get(request.path);
    if (!connection) other++;
    else if (request.path === "/debug_token") debugToken.set(connection.n, (debugToken.get(connection.n) ?? 0) + 1);
    else reads.set(connection.n, (reads.get(connection.n) ?? 0) + 1);
  }
  return { debugToken, reads, other };
}

async function runRound(client: pg.Client, graph: GraphDouble, seeded: Seeded[], workers: number, env: NodeJS.ProcessEnv): Promise<Round> {
  await client.query(`UPDATE "SocialConnection" SET "healthCheckedAt" = NULL`);
  await client.query(`VACUUM ANALYZE "SocialConnection"`);
  const started = Array.from({ length: workers }, () => startWorker(env));
  await Promise.all(started.map((w) => w.ready));
  const from = graph.requests.length;
  const ownCpu = process.cpuUsage();
  const startedAt = new Date();
  const t0 = performance.now();
  started.forEach((w) => w.go());
  const timeout = setTimeout(() => started.forEach((w) => w.child.kill()), TIMEOUT_MS);
  const results = await Promise.all(started.map((w) => w.result)).finally(() => clearTimeout(timeout));
  const wallMs = performance.now() - t0;
  const endedAt = new Date();
  const doubleCpu = process.cpuUsage(ownCpu);

  const { debugToken, reads, other } = callsByConnection(graph, from, seeded);
  const { rows } = await client.query<{ accountId: string; health: Expected; stamped: boolean }>(
    `SELECT "accountId", health, "healthCheckedAt" BETWEEN timezone('UTC', $1::timestamptz) AND timezone('UTC', $2::timestamptz) AS stamped FROM "SocialConnection"`,
    [startedAt.toISOString(), endedAt.toISOString()],
  );
  const expected = new Map(seeded.map((c) => [c.accountId, c.expected]));
  const debugCalls = [...debugToken.values()].reduce((sum, n) => sum + n, 0);
  const readCalls = [...reads.values()].reduce((sum, n) => sum + n, 0);
  const checked = results.reduce((sum, r) => sum + r.checked, 0);
  return {
    name: `${workers} worker${workers > 1 ? "s" : ""}`,
    workers,
    checkedByWorker: results.map((r) => r.checked),
    wallMs,
    perSecond: Math.round(checked / (wallMs / 1000)),
    calls: { debugToken: debugCalls, reads: readCalls, other, meanInFlight: round1(((debugCalls + readCalls + other) * LATENCY_MS) / wallMs) },
    maxDebugTokenPerConnection: Math.max(0, ...debugToken.values()),
    maxReadsPerConnection: Math.max(0, ...reads.values()),
    notAsked: seeded.filter((c) => !debugToken.has(c.n)).length,
    notStamped: rows.filter((r) => !r.stamped).length,
    wrongState: rows.filter((r) => expected.get(r.accountId) !== r.health).length,
    cpuS: { workers: round1(results.reduce((sum, r) => sum + r.cpuMs, 0) / 1000), double: round1((doubleCpu.user + doubleCpu.system) / 1e6) },
  };
}

const seeded = connections();
const deployment = await deploymentSettings();
const graph = await startGraphDouble({ latencyMs: LATENCY_MS, appSecret: "bench-secret", pages: doublePages(seeded) });
scriptTokens(graph, seeded);
const database = await createDatabase(SERVER, DB_NAME, { replace: true });
const client = new pg.Client({ connectionString: database.url });
await client.connect();

// A deployment's settings (a production build on PostgreSQL), with Facebook's production client pointed at the double.
const workerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ...SANDBOX_ENV,
  ...deployment.env,
  NODE_ENV: "production",
  DATABASE_URL: database.url,
  APP_URL: "http://localhost:3000",
  FACEBOOK_APP_ID: graph.appId,
  FACEBOOK_APP_SECRET: graph.appSecret,
  FACEBOOK_GRAPH_URL: graph.url,
};

const rounds: Round[] = [];
try {
  await applyMigrations(client);
  await seed(client, seeded, deployment.env.ENCRYPTION_KEY!);
  const instagram = seeded.filter((c) => c.platform === "INSTAGRAM").length;
  const unhealthy = seeded.filter((c) => c.expected !== "HEALTHY").length;
  const floorS = (CONNECTIONS * 2 * LATENCY_MS) / DEFAULT_CONCURRENCY / 1000;
  console.log(
    `${CONNECTIONS.toLocaleString("en-US")} connections (${(CONNECTIONS - instagram).toLocaleString("en-US")} Facebook Pages, ${instagram.toLocaleString("en-US")} Instagram accounts; ${unhealthy} revoked, expiring or missing a permission), ` +
      `Graph double ${LATENCY_MS} ms a call; the round's defaults (${DEFAULT_CONCURRENCY} at a time per worker): at least ${round1(floorS)} s for one worker`,
  );
  for (const workers of [1, 2]) {
    const result = await runRound(client, graph, seeded, workers, workerEnv);
    console.log(result.name, JSON.stringify(result));
    rounds.push(result);
  }
} finally {
  await client.end();
  await graph.stop();
  await database.drop();
  await deployment.close();
}

console.log(
  "\n| run | checked (per worker) | wall s | connections/s | debug_token / reads / other calls | mean calls in flight | max debug_token per connection | max reads per connection | not asked | healthCheckedAt not in round | wrong state | CPU s: workers / double |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rounds) {
  const checked = r.checkedByWorker.reduce((sum, n) => sum + n, 0);
  console.log(
    `| ${r.name} | ${checked}${r.workers > 1 ? ` (${r.checkedByWorker.join(" + ")})` : ""} | ${round1(r.wallMs / 1000)} | ${r.perSecond} | ${r.calls.debugToken} / ${r.calls.reads} / ${r.calls.other} | ${r.calls.meanInFlight} | ` +
      `${r.maxDebugTokenPerConnection} | ${r.maxReadsPerConnection} | ${r.notAsked} | ${r.notStamped} | ${r.wrongState} | ${r.cpuS.workers} / ${r.cpuS.double} |`,
  );
}

const [one, two] = rounds;
const checkedOnce = (r: Round) =>
  r.maxDebugTokenPerConnection === 1 && r.maxReadsPerConnection <= 1 && r.notAsked === 0 && r.checkedByWorker.reduce((sum, n) => sum + n, 0) === CONNECTIONS;
const checks: [string, boolean][] = [
  [`one worker checks every connection in under ${TARGET_MS / 60_000} minutes (${round1(one!.wallMs / 1000)} s)`, one!.wallMs < TARGET_MS],
  ["no connection checked twice in a round, and none left out (one debug_token call each, one worker and two)", rounds.every(checkedOnce)],
  [
    "every connection's healthCheckedAt falls within its round, and its state is the one debug_token gave",
    rounds.every((r) => r.notStamped === 0 && r.wrongState === 0),
  ],
];
console.log(`\nTwo workers: ${round1(two!.wallMs / 1000)} s, ${round1(one!.wallMs / two!.wallMs)}× one worker's speed.`);
for (const [what, ok] of checks) verdict(what, ok);
process.exit(process.exitCode ?? 0);
