// Scheduled publishing under load, delivered by the embedded worker of the production build (started from
// instrumentation.ts) to Graph API doubles that take 50 ms per call. Three cases:
// - facebook: 10,000 posts due at the same moment, each to one Facebook Page.
// - rush: the 09:00 rush ten times larger, 100,000 posts due at the same moment, each to one Facebook Page;
//   its p99 is held to the facebook case's of the same run (cost grows linearly, not worse).
// - both: 5,000 posts due at the same moment, each with a picture, to one Facebook Page and one Instagram
//   account. Instagram fetches each picture from the app's public address, and each container is still
//   IN_PROGRESS at its first two looks.
// - every: 4,000 posts due at the same moment, each with a picture, to one target of every channel: a Facebook
//   Page, an Instagram account, a LinkedIn Company Page (the picture uploaded) and a Google Business Profile
//   location (the picture fetched by link, the post read back for Google's review); every double at 50 ms.
// Each checks every target got its post exactly once, measures lateness (delivered minus scheduled, per
// target) and, from the moment they fall due, the CPU seconds of each app process, its peak memory (RSS), and the
// share of the machine's cores busy, and runs one worker (one app process) and two on PostgreSQL (see the checks
// below); the facebook case then runs one worker on the embedded database (PGlite) for reference.
// Usage: npm run build && npm run bench:scheduler   (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
// BENCH_CASE=facebook|both|every|rush, or several joined by commas (default: every case), BENCH_POSTS (default 10000, or 5000
// for both), BENCH_EVERY_POSTS (default 4000),
// BENCH_RUSH_POSTS (default 100000), BENCH_BATCH (posts per worker poll, default 50), BENCH_PGLITE=0 skips PGlite,
// BENCH_WORKERS=2 runs only the two-process runs (or =1 the one-process ones; the checks that compare them then skip).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { encrypt } from "../../lib/crypto/encryption";
import { acquireEmbeddedDatabase } from "../../lib/db";
import { applyMigrations } from "../../lib/db/migrate";
import { toInstagramJpeg } from "../../lib/channels/instagram/prepare-image";
import { startGraphDouble } from "../../tests/support/facebook-graph-double";
import { startInstagramDouble } from "../../tests/support/instagram-graph-double";
import { startLinkedInDouble } from "../../tests/support/linkedin-double";
import { startGoogleBusinessDouble } from "../../tests/support/google-business-double";
import { deploymentSettings, machineBusy, report as reportFigure, startServer, summarise, verdict, type Server } from "./support";

const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const WORKERS = (process.env.BENCH_WORKERS?.split(",") ?? ["1", "2"]).map(Number);
if (WORKERS.length === 0 || WORKERS.some((n) => n !== 1 && n !== 2)) throw new Error("BENCH_WORKERS is 1, 2 or 1,2");
const USERS = 20;
const LATENCY_MS = 50;
const POLL_MS = 250;
/** Time for the app processes to start before the posts fall due. */
const LEAD_MS = 15_000;
const TIMEOUT_MS = 20 * 60_000;
/** Memory each app process may reach at its peak. */
const MAX_RSS_MB = 600;
const BASE_PORT = 3510;
const PAGE_ID = "1001";
const INSTAGRAM_ID = "17841400000001";
const LINKEDIN_MEMBER = "urn:li:person:member-1";
const LINKEDIN_PAGE = "urn:li:organization:2001";
const GOOGLE_LOCATION = "accounts/101/locations/201";

const SERVER = new URL(process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
if (!["localhost", "127.0.0.1"].includes(SERVER.hostname)) throw new Error("Refusing a non-local database");
const DB_NAME = "postloom_bench_scheduler";
const DATABASE_URL = Object.assign(new URL(SERVER), { pathname: `/${DB_NAME}` }).toString();

const ENCRYPTION_KEY = randomBytes(32).toString("base64");
const AUTH_SECRET = randomBytes(32).toString("base64url");

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

type Case = {
  name: "facebook" | "both" | "every" | "rush";
  posts: number;
  instagram: boolean;
  /** LinkedIn and Google Business Profile too. */
  every: boolean;
  pglite: boolean;
};

/**
 * The doubles of one run: Facebook's Graph API, which passes what it does not know (Instagram's calls) to
 * Instagram's; and for every channel, LinkedIn's and Google Business Profile's.
 */
async function startDoubles(bench: Case) {
  // Every call pays the latency once: on Facebook's double, which Instagram's calls go through.
  const ig = bench.instagram
    ? await startInstagramDouble({ looksInProgress: 2, limit: Number.MAX_SAFE_INTEGER, accounts: { [INSTAGRAM_ID]: `page-token-${PAGE_ID}` } })
    : null;
  const graph = await startGraphDouble({ latencyMs: LATENCY_MS, appSecret: "test-secret", ...(ig && { forward: ig.handle }) });
  const linkedin = bench.every ? await startLinkedInDouble({ latencyMs: LATENCY_MS }) : null;
  const google = bench.every ? await startGoogleBusinessDouble({ latencyMs: LATENCY_MS }) : null;
  return {
    graph,
    ig,
    linkedin,
    google,
    /** Posts each target received, by text (the bench's texts hold no sign LinkedIn escapes). */
    received: () => [
      ...graph.posts.map((p) => `facebook:${p.message}`),
      ...(ig?.media.map((m) => `instagram:${m.caption}`) ?? []),
      ...(linkedin?.posts.map((p) => `linkedin:${p.commentary}`) ?? []),
      ...(google?.posts.map((p) => `google:${String(p.body.summary)}`) ?? []),
    ],
    /** When each target received its post (epoch ms). */
    times: () => [
      ...graph.posts.map((p) => p.at),
      ...(ig?.media.map((m) => m.timestamp) ?? []),
      ...(linkedin?.posts.map((p) => p.createdAt.getTime()) ?? []),
      ...(google?.posts.map((p) => p.createdAt.getTime()) ?? []),
    ],
    stop: () => Promise.all([graph.stop(), ig?.stop(), linkedin?.stop(), google?.stop()]),
  };
}
type Doubles = Awaited<ReturnType<typeof startDoubles>>;

/** A picture like the sandbox's branded cards: a landscape PNG with a gradient and a line of text. */
async function samplePicture(n: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${(0x334455 + n * 0x0a0b0c).toString(16).slice(-6)}"/><stop offset="1" stop-color="#f4e1c1"/></linearGradient></defs><rect width="1536" height="1024" fill="url(#g)"/><text x="96" y="540" font-size="96" font-family="sans-serif" fill="#fff">Corner Bakery ${n}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Users connected to the double's page (and its Instagram account), and the case's posts all due at `dueAt`,
 * each with a pending delivery per target. With Instagram, each user has a picture on every post, with its
 * Instagram JPEG made as scheduling makes it.
 */
async function seed(query: Query, bench: Case, dueAt: Date, doubles: Doubles) {
  const token = encrypt(`page-token-${PAGE_ID}`, ENCRYPTION_KEY);
  await query(
    `INSERT INTO "User" (id, email, "emailVerified", "updatedAt") SELECT 'bench-' || g, 'bench' || g || '@example.test', now(), now() FROM generate_series(1, ${USERS}) g`,
  );
  await query(
    `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "updatedAt")
     SELECT 'bench-' || g, 'FACEBOOK', $2, 'Corner Bakery', $2, $1, true, now() FROM generate_series(1, ${USERS}) g`,
    [token, PAGE_ID],
  );
  if (bench.instagram) {
    await query(
      `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "updatedAt")
       SELECT 'bench-' || g, 'INSTAGRAM', $2, 'cornerbakery', $3, $1, true, now() FROM generate_series(1, ${USERS}) g`,
      [token, INSTAGRAM_ID, PAGE_ID],
    );
    for (let user = 1; user <= USERS; user++) {
      const png = await samplePicture(user);
      const jpeg = await toInstagramJpeg(png);
      await query(`INSERT INTO "GeneratedImage" (id, "userId", "contentType", data, "instagramJpeg") VALUES ($1, $1, 'image/png', $2, $3)`, [
        `bench-${user}`,
        png,
        jpeg.data,
      ]);
    }
  }
  if (doubles.linkedin && doubles.google) {
    const connect = (platform: string, accountId: string, accountName: string, pageId: string, secret: string) =>
      query(
        `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "updatedAt")
         SELECT 'bench-' || g, $1::"Platform", $2, $3, $4, $5, true, now() FROM generate_series(1, ${USERS}) g`,
        [platform, accountId, accountName, pageId, encrypt(secret, ENCRYPTION_KEY)],
      );
    await connect("LINKEDIN", LINKEDIN_PAGE, "Corner Bakery", LINKEDIN_MEMBER, doubles.linkedin.memberToken());
    await connect("GOOGLE_BUSINESS", GOOGLE_LOCATION, "Maple Street Bakery", "accounts/101", doubles.google.userToken().refreshToken);
  }
  const image = bench.instagram ? `'bench-' || (1 + g % ${USERS})` : "NULL";
  await query(
    `INSERT INTO "Post" ("userId", content, status, "scheduledTime", "imageId", "updatedAt")
     SELECT 'bench-' || (1 + g % ${USERS}), 'bench post ' || g, 'SCHEDULED', $1::timestamp(3), ${image}, now() FROM generate_series(1, ${bench.posts}) g`,
    [dueAt.toISOString()],
  );
  await query(`INSERT INTO "PostPlatform" ("postId", platform, "connectionId", "accountName", status, "updatedAt")
    SELECT p.id, sc.platform, sc.id, sc."accountName", 'PENDING', now() FROM "Post" p JOIN "SocialConnection" sc ON sc."userId" = p."userId"`);
  await query("ANALYZE");
}

const targetsOf = (bench: Case) => bench.posts * (bench.every ? 4 : bench.instagram ? 2 : 1);

async function waitUntilDelivered(bench: Case, count: () => Promise<number>) {
  const deadline = Date.now() + TIMEOUT_MS;
  const total = targetsOf(bench);
  for (;;) {
    const done = await count();
    if (done >= total) return;
    if (Date.now() > deadline) throw new Error(`only ${done} of ${total} deliveries settled after ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Result = {
  name: string;
  lateness: ReturnType<typeof summarise>;
  lastDeliveredS: number;
  perSecond: number;
  exactlyOnce: boolean;
  failures: number;
  /** CPU seconds the app processes and this process (the doubles, mostly) used while delivering. */
  cpu: { app: number; doubles: number };
  /** Each app process: its CPU seconds while delivering, and its peak memory (RSS, MB). */
  processes: { cpuS: number; peakRssMb: number | null }[];
  /** The share of the machine's cores busy while delivering (the app, PostgreSQL and the doubles); null if unknown. */
  busy: number | null;
};

/** CPU used from now until the returned function is called: by the servers, by this process (the doubles), and the machine's share busy. */
function cpuMeter(servers: Server[]) {
  const started = servers.map((server) => server.cpuMs() ?? 0);
  const startOwn = process.cpuUsage();
  const machine = machineBusy();
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return () => {
    const own = process.cpuUsage(startOwn);
    const processes = servers.map((server, i) => ({ cpuS: seconds((server.cpuMs() ?? 0) - started[i]!), peakRssMb: server.peakRssMb() }));
    const app = seconds(servers.reduce((sum, server, i) => sum + (server.cpuMs() ?? 0) - started[i]!, 0));
    return { cpu: { app, doubles: Math.round((own.user + own.system) / 100_000) / 10 }, processes, busy: machine() };
  };
}

/** Waits for the posts to fall due: what is measured from then on is the delivery alone, not the servers waiting. */
const untilDue = (dueAt: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now())));

async function report(
  name: string,
  bench: Case,
  doubles: Doubles,
  query: Query,
  { cpu, processes, busy }: ReturnType<ReturnType<typeof cpuMeter>>,
): Promise<Result> {
  const { rows } = await query(
    `SELECT EXTRACT(EPOCH FROM (pp."deliveredAt" - p."scheduledTime")) * 1000 AS late, pp.status
     FROM "PostPlatform" pp JOIN "Post" p ON p.id = pp."postId"`,
  );
  const late = rows.filter((r) => r.status === "SUCCESS").map((r) => Number(r.late));
  const counts = new Map<string, number>();
  for (const key of doubles.received()) counts.set(key, (counts.get(key) ?? 0) + 1);
  const total = targetsOf(bench);
  const exactlyOnce = counts.size === total && [...counts.values()].every((n) => n === 1) && late.length === total;
  const times = doubles.times();
  return {
    name,
    lateness: summarise(late.map((ms) => ms / 1000)),
    lastDeliveredS: Math.round((Math.max(...late) / 1000) * 10) / 10,
    perSecond: Math.round(total / ((Math.max(...times) - Math.min(...times)) / 1000)),
    exactlyOnce,
    failures: rows.length - late.length,
    cpu,
    processes,
    busy,
  };
}

/** A production build on PostgreSQL is a deployment, which needs its production services set. */
const deployment = await deploymentSettings();

function serverEnv(doubles: Doubles, extra: Record<string, string>) {
  return {
    ...deployment.env,
    AUTH_SECRET,
    ENCRYPTION_KEY,
    FACEBOOK_APP_ID: doubles.graph.appId,
    FACEBOOK_APP_SECRET: doubles.graph.appSecret,
    FACEBOOK_GRAPH_URL: doubles.graph.url,
    SCHEDULER_POLL_MS: String(POLL_MS),
    SCHEDULER_BATCH_SIZE: String(BATCH),
    ...(doubles.linkedin && {
      LINKEDIN_CLIENT_ID: doubles.linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: doubles.linkedin.clientSecret,
      LINKEDIN_API_URL: doubles.linkedin.url,
      LINKEDIN_OAUTH_URL: doubles.linkedin.url,
      LINKEDIN_ORGANIZATIONS: "true",
    }),
    ...(doubles.google && {
      GOOGLE_BUSINESS_CLIENT_ID: doubles.google.clientId,
      GOOGLE_BUSINESS_CLIENT_SECRET: doubles.google.clientSecret,
      GOOGLE_BUSINESS_API_URL: doubles.google.url,
    }),
    ...extra,
  };
}

async function runPostgres(bench: Case, workers: number): Promise<Result> {
  const doubles = await startDoubles(bench);
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
    // A larger case takes longer to seed: a second more for every 10,000 posts.
    const dueAt = new Date(Date.now() + LEAD_MS + bench.posts / 10);
    await seed(query, bench, dueAt, doubles);
    for (let i = 0; i < workers; i++) {
      servers.push(await startServer({ port: BASE_PORT + i, readyPath: "/api/health/live", env: serverEnv(doubles, { DATABASE_URL }) }));
    }
    if (Date.now() > dueAt.getTime()) throw new Error("the servers took longer to start than the lead time");
    await untilDue(dueAt);
    const cpu = cpuMeter(servers);
    await waitUntilDelivered(bench, async () =>
      Number((await query(`SELECT count(*) AS n FROM "PostPlatform" WHERE status <> 'PENDING' AND status <> 'SENDING'`)).rows[0]!.n),
    );
    return await report(`${bench.name}: PostgreSQL, ${workers} worker${workers > 1 ? "s" : ""}`, bench, doubles, query, cpu());
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await client.end();
    await doubles.stop();
  }
}

async function runPGlite(bench: Case): Promise<Result> {
  const doubles = await startDoubles(bench);
  const dataDir = mkdtempSync(path.join(tmpdir(), "postloom-bench-scheduler-"));
  let server: Server | undefined;
  try {
    const dueAt = new Date(Date.now() + LEAD_MS + 10_000);
    {
      const { pglite, release } = await acquireEmbeddedDatabase(dataDir);
      await seed((sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>, bench, dueAt, doubles);
      await release(); // the app process opens the folder next
    }
    server = await startServer({ port: BASE_PORT, readyPath: "/api/health/live", env: serverEnv(doubles, { DATA_DIR: dataDir }) });
    await untilDue(dueAt);
    const meter = cpuMeter([server]);
    // Progress comes from the doubles: the database belongs to the app process now.
    await waitUntilDelivered(bench, async () => doubles.received().length);
    const cpu = meter();
    // Give the last results time to be written, then read them once the app has let go of the folder.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await server.stop();
    server = undefined;
    const { pglite, release } = await acquireEmbeddedDatabase(dataDir);
    try {
      return await report(
        `${bench.name}: PGlite (embedded), 1 worker`,
        bench,
        doubles,
        (sql, params) => pglite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
        cpu,
      );
    } finally {
      await release();
    }
  } finally {
    await server?.stop();
    await doubles.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const percent = (share: number | null) => (share === null ? "an unknown share" : `${Math.round(share * 100)}%`);

const ALL_CASES: Case[] = [
  { name: "facebook", posts: Number(process.env.BENCH_POSTS ?? 10_000), instagram: false, every: false, pglite: process.env.BENCH_PGLITE !== "0" },
  { name: "both", posts: Number(process.env.BENCH_POSTS ?? 5_000), instagram: true, every: false, pglite: false },
  { name: "every", posts: Number(process.env.BENCH_EVERY_POSTS ?? 4_000), instagram: true, every: true, pglite: false },
  { name: "rush", posts: Number(process.env.BENCH_RUSH_POSTS ?? 100_000), instagram: false, every: false, pglite: false },
];
const chosen = process.env.BENCH_CASE?.split(",");
const CASES = ALL_CASES.filter((c) => !chosen || chosen.includes(c.name));
if (CASES.length === 0) throw new Error("BENCH_CASE is facebook, both, every or rush, or several of them joined by commas");

const results: Result[] = [];
const checks: [string, boolean][] = [];
for (const bench of CASES) {
  const targets = bench.every
    ? "one Facebook Page, one Instagram account, one LinkedIn Company Page and one Google Business Profile location"
    : bench.instagram
      ? "one Facebook Page and one Instagram account (containers IN_PROGRESS at the first two looks)"
      : "one Facebook Page";
  console.log(
    `\n${bench.name}: ${bench.posts.toLocaleString("en-US")} posts due at the same moment, each to ${targets}; doubles ${LATENCY_MS} ms per call; ${BATCH} posts per worker poll, polling every ${POLL_MS} ms`,
  );
  const ran: Result[] = [];
  for (const workers of WORKERS) ran.push(await runPostgres(bench, workers));
  if (bench.pglite) ran.push(await runPGlite(bench));
  for (const result of ran) console.log(result.name, JSON.stringify(result));
  results.push(...ran);
  const one = ran.find((r) => r.name === `${bench.name}: PostgreSQL, 1 worker`);
  const two = ran.find((r) => r.name === `${bench.name}: PostgreSQL, 2 workers`);
  for (const r of ran) {
    checks.push([`${r.name}: every target got its post exactly once (${r.failures} not delivered)`, r.exactlyOnce]);
    if (!r.name.includes("PostgreSQL")) continue;
    if (bench.name !== "rush") checks.push([`${r.name}: p99 lateness ${r.lateness.p99} s (target < 60 s)`, r.lateness.p99 < 60]);
    const peaks = r.processes.map((p) => p.peakRssMb);
    checks.push([
      `${r.name}: each app process's peak RSS ${peaks.join(" and ")} MB (target < ${MAX_RSS_MB} MB)`,
      peaks.every((mb) => mb === null || mb < MAX_RSS_MB),
    ]);
  }
  if (bench.name === "rush" && two) checks.push([`${two.name}: p99 lateness ${two.lateness.p99} s (target < 90 s)`, two.lateness.p99 < 90]);
  // Two processes share the claims without fighting over them: each post once, and no slower than one process by
  // more than a little. (On these two cores one process already keeps them busy, with PostgreSQL and the doubles
  // beside it, so a second cannot be faster here; the CPU seconds per process show how it would scale on more.)
  // Not asked of the case with Instagram: there the doubles (Meta's side) take about as much CPU as the app.
  if (!bench.instagram && one && two) {
    checks.push([
      `${bench.name}: two processes deliver exactly once with a p99 of ${two.lateness.p99} s, within 1.2× one process's ${one.lateness.p99} s`,
      two.exactlyOnce && two.lateness.p99 <= one.lateness.p99 * 1.2,
    ]);
  }
}

// The rush ten times larger costs at most about ten times as much: its p99 within 12× the 10,000 posts' of this run.
const tenK = results.find((r) => r.name === "facebook: PostgreSQL, 2 workers");
const hundredK = results.find((r) => r.name === "rush: PostgreSQL, 2 workers");
if (tenK && hundredK) {
  checks.push([
    `rush: the p99 of ${hundredK.lateness.p99} s is within 12× the facebook case's ${tenK.lateness.p99} s, with two processes each`,
    hundredK.lateness.p99 <= tenK.lateness.p99 * 12,
  ]);
}

console.log(
  "\n| run | exactly once | lateness p50 | p95 | p99 | max (= last delivered) | deliveries/s | CPU s: app / doubles | CPU s per app process | peak RSS per app process | cores busy |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const each = (values: (number | null)[], unit: string) => values.map((v) => (v === null ? "?" : `${v}${unit}`)).join(" / ");
  console.log(
    `| ${r.name} | ${r.exactlyOnce ? "yes" : "NO"} | ${r.lateness.median} s | ${r.lateness.p95} s | ${r.lateness.p99} s | ${r.lateness.max} s | ${r.perSecond} | ${r.cpu.app} / ${r.cpu.doubles} | ${each(
      r.processes.map((p) => p.cpuS),
      " s",
    )} | ${each(
      r.processes.map((p) => p.peakRssMb),
      " MB",
    )} | ${percent(r.busy)} |`,
  );
}

await deployment.close();
for (const [claim, pass] of checks) verdict(claim, pass);
// How it would scale on more cores: what each process spent, beside its lateness.
for (const r of results) reportFigure(`${r.name}: CPU seconds per app process ${r.processes.map((p) => p.cpuS).join(" and ")}, p99 ${r.lateness.p99} s`);
process.exit(process.exitCode ?? 0);
