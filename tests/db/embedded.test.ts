import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "postloom-data-"));
  temps.push(dir);
  return dir;
}

/** A live process that is not us. */
async function withOtherProcess<T>(fn: (pid: number) => Promise<T>): Promise<T> {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    return await fn(child.pid!);
  } finally {
    child.kill();
  }
}

describe("embedded PGlite database", () => {
  it("opens lazily, migrates itself, holds a pid lock and releases it on $disconnect", async () => {
    const dataDir = tempDataDir();
    const client = createPrismaClient({ databaseUrl: null, dataDir });
    const lockFile = path.join(dataDir, "pglite.lock");
    expect(existsSync(path.join(dataDir, "pgdata"))).toBe(false); // constructing opens nothing

    await client.rateLimit.create({ data: { key: "k", count: 1, resetAt: new Date() } });
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));

    await client.$disconnect();
    expect(existsSync(lockFile)).toBe(false);

    // Reopens with the data intact.
    expect(await client.rateLimit.count()).toBe(1);
    await client.$disconnect();
  });

  it("refuses a folder another live process holds, with a clear message", async () => {
    const dataDir = tempDataDir();
    await withOtherProcess(async (pid) => {
      writeFileSync(path.join(dataDir, "pglite.lock"), `${pid}\n`);
      const client = createPrismaClient({ databaseUrl: null, dataDir });
      await expect(client.user.count()).rejects.toThrow(
        `Another Postloom process is using the embedded database in ${dataDir} (pid ${pid}). ` + "Stop it or set DATA_DIR to another folder.",
      );
      expect(existsSync(path.join(dataDir, "pgdata"))).toBe(false);
    });
  });

  it("takes over a stale lock whose process is gone", async () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "pglite.lock"), "999999999\n");
    const client = createPrismaClient({ databaseUrl: null, dataDir });
    expect(await client.user.count()).toBe(0);
    await client.$disconnect();
  });
});
