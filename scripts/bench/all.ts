// Every benchmark, one after another, then one table of every target: its figure, and PASS or FAIL. A change in
// one area can undo another's target; this is what shows it. Usage: npm run build && npm run bench:all
// (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432). BENCH_ONLY=posts,calendar runs some of them.
//
// Each benchmark prints a line per target, "PASS: <figure and target>" or "FAIL: …", and "REPORT: …" for a
// figure with no target (scripts/bench/support.ts: verdict, report). A benchmark that stops before printing
// its targets counts as a FAIL of its own.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { requireBuild } from "./support";

const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const ALL = Object.keys(scripts)
  .filter((name) => name.startsWith("bench:") && name !== "bench:all")
  .map((name) => name.slice("bench:".length));
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const benches = only ? ALL.filter((name) => only.includes(name)) : ALL;
if (only && benches.length !== only.length) throw new Error(`BENCH_ONLY names ${only.join(", ")}; the benchmarks are ${ALL.join(", ")}`);

type Row = { bench: string; verdict: "PASS" | "FAIL" | "REPORT"; claim: string };

/** Runs `npm run bench:<name>`, its output shown as it comes, and answers its verdict lines and exit code. */
function run(name: string): Promise<{ rows: Row[]; code: number | null; minutes: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", `bench:${name}`], { stdio: ["ignore", "pipe", "inherit"] });
    const rows: Row[] = [];
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk.toString("utf8")).split("\n");
      pending = lines.pop()!;
      for (const line of lines) {
        const found = /^(PASS|FAIL|REPORT): (.*)$/.exec(line.trim());
        if (found) rows.push({ bench: name, verdict: found[1] as Row["verdict"], claim: found[2]! });
      }
    });
    child.on("close", (code) => resolve({ rows, code, minutes: (Date.now() - started) / 60_000 }));
  });
}

requireBuild();
const table: Row[] = [];
const durations: string[] = [];
for (const name of benches) {
  console.log(`\n==> npm run bench:${name}`);
  const { rows, code, minutes } = await run(name);
  durations.push(`${name} ${minutes.toFixed(1)} min`);
  table.push(...rows);
  if (!rows.some((row) => row.verdict !== "REPORT") && code !== 0)
    table.push({ bench: name, verdict: "FAIL", claim: `stopped with exit code ${code} before reporting its targets` });
  else if (code !== 0 && !rows.some((row) => row.verdict === "FAIL")) table.push({ bench: name, verdict: "FAIL", claim: `exited with code ${code}` });
}

const cell = (text: string) => text.replaceAll("|", "\\|");
console.log(`\n| benchmark | target and figure | result |\n|---|---|---|`);
for (const row of table) console.log(`| ${row.bench} | ${cell(row.claim)} | ${row.verdict === "REPORT" ? "(no target)" : row.verdict} |`);
const failed = table.filter((row) => row.verdict === "FAIL").length;
console.log(`\n${table.filter((row) => row.verdict === "PASS").length} passed, ${failed} failed (${durations.join(", ")})`);
process.exitCode = failed ? 1 : 0;
