// Shared pieces of the benchmark scripts: start a production server, create a user, summarise timings,
// create and drop PostgreSQL databases.
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";

/**
 * One target's outcome, in the form `npm run bench:all` collects: "PASS: <the figure and its target>" or
 * "FAIL: …". A failed target makes the script exit non-zero.
 */
export function verdict(claim: string, pass: boolean) {
  console.log(`${pass ? "PASS" : "FAIL"}: ${claim}`);
  if (!pass) process.exitCode = 1;
}

/** A figure with no target of its own, reported beside the targets ("REPORT: …"). */
export function report(figure: string) {
  console.log(`REPORT: ${figure}`);
}

/** Every outside service in sandbox mode, whatever the shell or a .env file says. */
export const SANDBOX_ENV: Record<string, string> = Object.fromEntries(
  [
    ...["DATABASE_URL", "SMTP_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "OPENAI_API_KEY", "FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
    ...["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STANDARD", "STRIPE_PRICE_PROFESSIONAL", "INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"],
  ].map((key) => [key, ""]),
);

/**
 * What a deployment needs besides its database (a production build on PostgreSQL is one, and runs no
 * sandbox): secrets, the production settings of the services a benchmark does not reach, and a real SMTP
 * receiver for the mail it does send (sign-up). Pass `env` to the server; `close` stops the receiver.
 */
export async function deploymentSettings(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, done) {
      stream.resume();
      stream.on("end", () => done());
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    env: {
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OPENAI_API_KEY: "sk-bench-unused",
      STRIPE_SECRET_KEY: "sk_bench_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_bench",
      STRIPE_PRICE_STANDARD: "price_bench_standard",
      STRIPE_PRICE_PROFESSIONAL: "price_bench_professional",
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Rate limits high enough that a benchmark never meets them. */
export const NO_RATE_LIMIT = { RATE_LIMIT_MAX: "100000", RATE_LIMIT_IP_MAX: "100000" };

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const hasBuild = (cwd: string) => existsSync(path.join(cwd, ".next", "BUILD_ID"));

/** Exits with a hint when there is no production build to start. */
export function requireBuild(cwd = process.cwd()) {
  if (hasBuild(cwd)) return;
  console.error(`No production build in ${path.join(cwd, ".next")}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** CPU time (user + system) used so far by every process in a process group, in ms; null off Linux. */
let ticksPerSecond: number | undefined;
export function groupCpuMs(pgid: number): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100; // the usual value
    }
  }
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after "(comm) ": state ppid pgrp … utime (12th) stime (13th).
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The ids of the processes in a process group (Linux). */
function groupPids(pgid: number): string[] {
  return readdirSync("/proc").filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[2]) === pgid;
    } catch {
      return false; // the process ended meanwhile
    }
  });
}

/** The highest peak resident set size (VmHWM) of the processes in a process group, in MB; null off Linux. */
export function groupPeakRssMb(pgid: number): number | null {
  if (!existsSync("/proc/self/status")) return null;
  let peakKb = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const hwm = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m);
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(peakKb / 1024);
}

/** Starts the group's peak resident set sizes afresh from what each holds now (Linux's clear_refs, value 5). */
export function resetGroupPeakRss(pgid: number): void {
  for (const pid of groupPids(pgid)) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
    } catch {
      // the process ended meanwhile
    }
  }
}

// Servers run in their own process group (so stopping one also stops anything it started, and its CPU time
// can be read); Ctrl-C does not reach them there, so stop them when this process is interrupted or exits.
const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on("exit", () => running.forEach(killGroup));
  process.on("SIGINT", () => process.exit(130));
}

export type Server = {
  url: string;
  /** The server's process id, which is also its process group id. */
  pid: number;
  /** CPU time used so far by the server and everything it started, in ms; null off Linux. */
  cpuMs: () => number | null;
  /** The peak memory (resident set) so far of its largest process, in MB; null off Linux. */
  peakRssMb: () => number | null;
  /** Starts the peak afresh, from what its processes hold now (after a warm-up, say). */
  resetPeakRss: () => void;
  stop: () => Promise<void>;
};

/**
 * Starts `next start` for the build in `cwd` (on a free port unless `port` is given) and waits until
 * `readyPath` answers. DATABASE_URL is blank (the embedded database) and DATA_DIR is a fresh temporary
 * folder, removed on stop, unless `env` says otherwise.
 */
export async function startServer(options: { port?: number; cwd?: string; env?: Record<string, string>; readyPath?: string } = {}): Promise<Server> {
  const { cwd = process.cwd(), readyPath = "/api/health" } = options;
  if (!hasBuild(cwd)) throw new Error(`No production build in ${path.join(cwd, ".next")}. Run \`npm run build\` first.`);
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const tempDataDir = options.env?.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), "postloom-bench-")) : undefined;
  hookExit();
  // As production starts it (`npm start`, with its bound on the JavaScript heap).
  const child: ChildProcess = spawn("npm", ["start", "--", "-p", String(port)], {
    cwd,
    detached: true,
    stdio: ["ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore", "inherit"],
    env: {
      ...process.env,
      // This script may run with the react-server condition (to load server-only modules); the app must not.
      // BENCH_APP_NODE_OPTIONS gives the app its own, to profile it ("--cpu-prof --cpu-prof-dir=/tmp/prof").
      NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS ?? "",
      NODE_ENV: "production",
      DATABASE_URL: "",
      ...(tempDataDir ? { DATA_DIR: tempDataDir } : {}),
      APP_URL: url,
      AUTH_URL: url,
      ...options.env,
    },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    killGroup(child);
    await exited;
    running.delete(child);
    if (tempDataDir) rmSync(tempDataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
      try {
        const reply = await fetch(`${url}${readyPath}`);
        await reply.arrayBuffer();
        if (reply.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${url} did not become ready within 60 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    cpuMs: () => groupCpuMs(child.pid!),
    peakRssMb: () => groupPeakRssMb(child.pid!),
    resetPeakRss: () => resetGroupPeakRss(child.pid!),
    stop,
  };
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Order statistics of the samples, unrounded. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0]!,
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
  };
}

/** n, median, p95, p99 and max, rounded to hundredths. */
export function summarise(samples: number[]) {
  const { n, median, p95, p99, max } = stats(samples);
  const round = (x: number) => Math.round(x * 100) / 100;
  return { n, median: round(median), p95: round(p95), p99: round(p99), max: round(max) };
}

/** Throws unless the response has the expected status; returns it otherwise. */
export async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: expected HTTP ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}

/** A cookie jar of one: the session cookie a sign-in sets. */
export function sessionCookie(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs in an existing, verified user. Returns the Cookie header of the session. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/account/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookie(await expectStatus(reply, 200, "sign-in"));
  if (!cookie.includes("session-token")) throw new Error("Sign-in set no session cookie");
  return cookie;
}

/** Creates an account through the sign-up API; it stays unverified until its mail link is followed. */
export async function signUp(baseUrl: string, email: string, password: string) {
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  await expectStatus(await fetch(`${baseUrl}/api/account/sign-up`, { method: "POST", headers, body: JSON.stringify({ email, password }) }), 201, "sign-up");
}

/**
 * Signs up and confirms a user on a sandbox-mail server, reading the link from /sandbox/mail,
 * then signs in. Returns the Cookie header of the session.
 */
export async function createSignedInUser(baseUrl: string, email: string, password: string): Promise<string> {
  await signUp(baseUrl, email, password);
  const outbox = await (await expectStatus(await fetch(`${baseUrl}/sandbox/mail`), 200, "sandbox outbox")).text();
  const link = outbox.match(/href="(https?:\/\/[^"]+\/api\/account\/verify\?[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  if (!link) throw new Error("no verification link in the sandbox outbox");
  await expectStatus(await fetch(link, { redirect: "manual" }), 303, "verify");
  return signIn(baseUrl, email, password);
}

/** Runs `work` with a connected client of the PostgreSQL database at `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type Database = { name: string; url: string; drop: () => Promise<void> };

/**
 * Creates the empty database `name` on the PostgreSQL server at `serverUrl` (localhost only, as it is dropped
 * afterwards), first dropping one of that name when `replace` is set. Returns its URL and a drop.
 */
export async function createDatabase(serverUrl: string | URL, name: string, options: { replace?: boolean } = {}): Promise<Database> {
  const server = new URL(serverUrl);
  if (!["localhost", "127.0.0.1"].includes(server.hostname)) throw new Error(`Refusing a non-local database host: ${server.hostname}`);
  const drop = () => withClient(server.toString(), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined);
  if (options.replace) await drop();
  await withClient(server.toString(), (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}

/** Closed loop: `concurrency` clients send back to back for `durationMs`. Returns replies per second, and their p95 latency. */
export async function throughput(url: string, cookie: string, concurrency: number, durationMs: number) {
  const samples: number[] = [];
  const deadline = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const sent = performance.now();
        const reply = await fetch(url, { headers: { cookie } });
        await reply.arrayBuffer();
        if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
        samples.push(performance.now() - sent);
      }
    }),
  );
  return { rps: samples.length / (durationMs / 1000), p95: summarise(samples).p95 };
}

/**
 * Open loop: a request every 1000/rate ms regardless of answers, for `durationMs`. Latencies are those of
 * 200 replies; anything else (another status, or no reply at all) is counted in `errors`, by kind.
 */
export async function latencyAtRate(url: string, cookie: string, rate: number, durationMs: number) {
  const samples: number[] = [];
  const failures = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; performance.now() - start < durationMs; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const sent = performance.now();
        let kind: string;
        try {
          const reply = await fetch(url, { headers: { cookie } });
          await reply.arrayBuffer();
          if (reply.status === 200) {
            samples.push(performance.now() - sent);
            return;
          }
          kind = `HTTP ${reply.status}`;
        } catch (error) {
          kind = error instanceof Error ? error.message : String(error);
        }
        failures.set(kind, (failures.get(kind) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(pending);
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  if (errors > 0) console.error(`${url}: ${errors} failed replies at ${rate} req/s:`, Object.fromEntries(failures));
  // With no 200 reply at all there is no latency to report.
  return { ...(samples.length ? summarise(samples) : { n: 0, median: NaN, p95: NaN, p99: NaN, max: NaN }), errors };
}

export type FloorComparison = {
  route: string;
  "req/s @10": number;
  "× floor": number;
  "p95 ms @10": number;
  "p95@10 × floor": number;
  "p95 ms @100rps": number;
  "p95 × floor": number;
  "errors @100rps": number;
};

/**
 * Routes against the framework floor (the first of `routes`, a constant JSON route of the same build), signed
 * in with `cookie`. A shared 2-core machine drifts by a factor of 1.5 within a minute, so the routes are
 * measured in interleaved rounds (each `durationMs` per phase and route, the order rotating every round) after
 * a discarded warm-up, and each figure is the median over the rounds: every route meets the same noise.
 * Phases: throughput (and its p95) with 10 clients, then p95 latency at 100 req/s. One row per route, the floor's first.
 */
export async function compareWithFloor(
  baseUrl: string,
  cookie: string,
  routes: Record<string, string>,
  options: { rounds: number; durationMs: number },
): Promise<FloorComparison[]> {
  const { rounds: roundCount, durationMs } = options;
  const names = Object.keys(routes);
  for (const name of names) await throughput(`${baseUrl}${routes[name]}`, cookie, 10, durationMs); // warm-up, discarded
  const rounds = new Map(names.map((name) => [name, [] as { rps: number; p95At10: number; p95: number; errors: number }[]]));
  for (let round = 0; round < roundCount; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length]!;
      const url = `${baseUrl}${routes[name]}`;
      const closed = await throughput(url, cookie, 10, durationMs);
      const latency = await latencyAtRate(url, cookie, 100, durationMs);
      rounds.get(name)!.push({ rps: closed.rps, p95At10: closed.p95, p95: latency.p95, errors: latency.errors });
    }
  }
  const median = (values: number[]) => stats(values).median;
  const results = names.map((name) => {
    const measured = rounds.get(name)!;
    return {
      name,
      rps: Math.round(median(measured.map((r) => r.rps))),
      p95At10: Math.round(median(measured.map((r) => r.p95At10)) * 100) / 100,
      p95At100: Math.round(median(measured.map((r) => r.p95)) * 100) / 100,
      errorsAt100: measured.reduce((sum, r) => sum + r.errors, 0),
    };
  });
  const floor = results[0]!;
  return results.map((r) => ({
    route: r.name,
    "req/s @10": r.rps,
    "× floor": +(r.rps / floor.rps).toFixed(2),
    "p95 ms @10": r.p95At10,
    "p95@10 × floor": +(r.p95At10 / floor.p95At10).toFixed(2),
    "p95 ms @100rps": r.p95At100,
    "p95 × floor": +(r.p95At100 / floor.p95At100).toFixed(2),
    "errors @100rps": r.errorsAt100,
  }));
}

/**
 * The bench:posts data set, in a migrated database: 1,000 verified users ('u1'…'u999' and 'measured', who
 * alone has `email` and `passwordHash`) and 200,000 undated posts, 5,000 of them the measured user's; each
 * published post has a delivered Facebook target.
 */
export async function seedPostsDataSet(c: pg.Client, email: string, passwordHash: string) {
  await c.query(`INSERT INTO "User" (id, email, "emailVerified", "passwordHash", "updatedAt")
    SELECT 'u' || g, 'bench' || g || '@example.test', now(), NULL, now() FROM generate_series(1, 999) g`);
  await c.query(`INSERT INTO "User" (id, email, "emailVerified", "passwordHash", "updatedAt") VALUES ('measured', $1, now(), $2, now())`, [
    email,
    passwordHash,
  ]);
  // 195,000 posts spread over the other users, 5,000 for the measured one.
  await c.query(`INSERT INTO "Post" ("userId", content, status, cost, "createdAt", "updatedAt")
    SELECT 'u' || (1 + g % 999), 'Post ' || g || ': fresh bread and a story about it', (ARRAY['GENERATED','SCHEDULED','PUBLISHED','FAILED'])[1 + g % 4]::"PostStatus",
           100 + g % 400, now() - (g || ' minutes')::interval, now() FROM generate_series(1, 195000) g`);
  await c.query(`INSERT INTO "Post" ("userId", content, status, cost, "createdAt", "updatedAt")
    SELECT 'measured', 'My post ' || g || ': cinnamon knots are back for autumn, come early', (ARRAY['GENERATED','SCHEDULED','PUBLISHED','FAILED'])[1 + g % 4]::"PostStatus",
           100 + g % 400, now() - (g || ' minutes')::interval, now() FROM generate_series(1, 5000) g`);
  await c.query(`INSERT INTO "PostPlatform" ("postId", platform, status, "updatedAt")
    SELECT id, 'FACEBOOK', 'SUCCESS', now() FROM "Post" WHERE status = 'PUBLISHED'`);
}

// Lighthouse, run by its CLI on the installed Chromium.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type LighthouseRun = { performance: number; accessibility: number; lcpMs: number; tbtMs: number };

/** The parts of a Lighthouse JSON report the benchmarks read. */
export type LighthouseReport = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
};

/**
 * The JSON report of one Lighthouse run (mobile, performance and accessibility) of `url`. `extraHeaders` go
 * with every request the page makes, e.g. `{ Cookie: … }` for a page behind a sign-in.
 */
export function lighthouseReport(url: string, options: { extraHeaders?: Record<string, string> } = {}): LighthouseReport {
  const out = execFileSync(
    path.join(process.cwd(), "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      "--only-categories=performance,accessibility",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      ...(options.extraHeaders ? [`--extra-headers=${JSON.stringify(options.extraHeaders)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  // BENCH_LIGHTHOUSE_DIR keeps each report, to open in Lighthouse's viewer or read its trace's long tasks.
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${new URL(url).pathname.replace(/\W+/g, "-") || "-"}${Date.now()}.json`), out);
  }
  return JSON.parse(out);
}

/** The scores (0–100) and the simulated Largest Contentful Paint and Total Blocking Time (ms) of a report. */
export function lighthouseScores(report: LighthouseReport): LighthouseRun {
  return {
    performance: Math.round(report.categories.performance!.score! * 100),
    accessibility: Math.round(report.categories.accessibility!.score! * 100),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]!.numericValue!),
    tbtMs: Math.round(report.audits["total-blocking-time"]!.numericValue!),
  };
}

/** One Lighthouse run of `url`: its scores. */
export function lighthouse(url: string, options: { extraHeaders?: Record<string, string> } = {}): LighthouseRun {
  return lighthouseScores(lighthouseReport(url, options));
}

/** The accessibility audits a report fails, each with the elements it names. */
export function failedAccessibilityAudits(report: LighthouseReport) {
  return report.categories
    .accessibility!.auditRefs.map((ref) => report.audits[ref.id]!)
    .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      audit: audit.id,
      title: audit.title,
      elements: (audit.details?.items ?? []).map((item) => {
        const node = item.node as { selector?: string; snippet?: string } | undefined;
        return node ? `${node.selector} ${node.snippet ?? ""}`.trim() : JSON.stringify(item);
      }),
    }));
}

/** Where a run's performance points went: the LCP element and its phases, and what kept the main thread busy. */
export function performanceDiagnostics(report: LighthouseReport) {
  type Table = { items?: Record<string, unknown>[] };
  const lcp = (report.audits["largest-contentful-paint-element"]?.details?.items ?? []) as Table[];
  const node = lcp[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const phases = (lcp[1]?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing as number)} ms`).join(", ");
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
  const longTasks = (report.audits["long-tasks"]?.details?.items ?? []) as { url: string; duration: number }[];
  const byScript = new Map<string, { tasks: number; ms: number }>();
  for (const task of longTasks) {
    const script = task.url.replace(/^https?:\/\/[^/]+/, "");
    const seen = byScript.get(script) ?? { tasks: 0, ms: 0 };
    byScript.set(script, { tasks: seen.tasks + 1, ms: seen.ms + task.duration });
  }
  return [
    `LCP element: "${node?.nodeLabel ?? "?"}" (${node?.selector ?? "?"}); ${phases}`,
    `main-thread work ${ms("mainthread-work-breakdown")} ms, JS execution ${ms("bootup-time")} ms, DOM ${ms("dom-size")} elements, time to interactive ${ms("interactive")} ms`,
    `long tasks by script: ${[...byScript]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 4)
      .map(([script, t]) => `${script} ${t.tasks}× ${Math.round(t.ms)} ms`)
      .join("; ")}`,
  ];
}

/** The machine's CPU ticks so far, all and idle, from /proc/stat (Linux; null elsewhere). */
function cpuTicks(): { total: number; idle: number } | null {
  if (!existsSync("/proc/stat")) return null;
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  return { total: ticks.reduce((sum, n) => sum + n, 0), idle: ticks[3]! + (ticks[4] ?? 0) };
}

/**
 * The share (0–1) of all cores busy from now until the returned function is called, whoever kept them busy
 * (the app, PostgreSQL, the doubles); null where the machine does not say (not Linux).
 */
export function machineBusy(): () => number | null {
  const before = cpuTicks();
  return () => {
    const after = cpuTicks();
    return before && after ? 1 - (after.idle - before.idle) / (after.total - before.total) : null;
  };
}

/**
 * How busy the machine is with other work: the share of all cores in use over 2 s while this benchmark waits
 * (Linux; "unknown" elsewhere). Another session's build or browser tests move these figures by 10 points or more.
 */
export async function otherWork(): Promise<string> {
  const busy = machineBusy();
  await new Promise((r) => setTimeout(r, 2000));
  const share = busy();
  return share === null ? "unknown" : `${Math.round(share * 100)}% of ${availableParallelism()} cores busy with other work`;
}

/** A first frame shown this long after the HTML was parsed was held by the browser, not by the page (measurePage). */
const HELD_FRAME_MS = 800;

/**
 * A signed-in page under Lighthouse (mobile), `runs` times: the medians of its scores and timings, with what
 * the median run spent its time on and every accessibility audit that failed in any run, printed as it goes.
 */
export async function measurePage(label: string, url: string, cookie: string, runs: number) {
  const quiet = await otherWork();
  // observedFcpMs is when the unthrottled page Lighthouse watched first showed, observedDclMs when its HTML was parsed.
  // Lighthouse's simulated LCP counts every task that started before that first frame. In some runs headless Chromium
  // shows the first frame about a second late with the page's main thread idle: its display compositor has not drawn
  // the new page's first frames yet and stops sending it frames ("ThrottleUndrawnFrames", GoogleChrome/lighthouse#17148)
  // until a once-a-second frame gets through. The later the first frame is ready (server time, first layout), the more
  // runs are held. A held run counts all the page's script into LCP and scores 10–20 points lower on the same build.
  const results: (LighthouseRun & { fcpMs: number; observedFcpMs: number; observedDclMs: number; speedIndexMs: number; cls: number })[] = [];
  const diagnostics: string[][] = [];
  const failures = new Map<string, { title: string; runs: number; elements: Set<string> }>();
  for (let run = 0; run < runs; run++) {
    const report = lighthouseReport(url, cookie ? { extraHeaders: { Cookie: cookie } } : {});
    const metric = (id: string) => Math.round(report.audits[id]!.numericValue ?? NaN);
    const observed = (key: string) => Math.round(Number(report.audits.metrics?.details?.items?.[0]?.[key]));
    diagnostics.push(performanceDiagnostics(report));
    results.push({
      ...lighthouseScores(report),
      fcpMs: metric("first-contentful-paint"),
      observedFcpMs: observed("observedFirstContentfulPaint"),
      observedDclMs: observed("observedDomContentLoaded"),
      speedIndexMs: metric("speed-index"),
      cls: +(report.audits["cumulative-layout-shift"]!.numericValue ?? NaN).toFixed(3),
    });
    for (const failed of failedAccessibilityAudits(report)) {
      const seen = failures.get(failed.audit) ?? { title: failed.title, runs: 0, elements: new Set<string>() };
      seen.runs++;
      failed.elements.forEach((element) => seen.elements.add(element));
      failures.set(failed.audit, seen);
    }
  }
  console.log(`Lighthouse mobile, ${runs} runs of ${label} (before them: ${quiet}):`);
  console.table(results);
  const held = results.filter((run) => run.observedFcpMs - run.observedDclMs >= HELD_FRAME_MS).length;
  if (held > 0)
    console.log(
      `${held} of ${runs} runs showed their first frame ${HELD_FRAME_MS} ms or more after the HTML was parsed: held by headless Chromium, not by the page (README, Benchmarks)`,
    );
  const median = (key: keyof (typeof results)[number]) => stats(results.map((r) => r[key])).median;
  const page = {
    performance: median("performance"),
    accessibility: median("accessibility"),
    lcpMs: median("lcpMs"),
    tbtMs: median("tbtMs"),
    fcpMs: median("fcpMs"),
    speedIndexMs: median("speedIndexMs"),
    cls: median("cls"),
  };
  console.log("medians:", JSON.stringify(page));
  const medianRun = results.findIndex((run) => run.performance === page.performance);
  console.log(`the median run (${medianRun + 1}):`);
  for (const line of diagnostics[medianRun] ?? []) console.log(`  ${line}`);
  for (const [audit, { title, runs: count, elements }] of failures) {
    console.log(`accessibility audit failed in ${count} of ${runs} runs: ${audit} (${title})`);
    for (const element of [...elements].slice(0, 10)) console.log(`  ${element}`);
    if (elements.size > 10) console.log(`  … and ${elements.size - 10} more`);
  }
  return page;
}
