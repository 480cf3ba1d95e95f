// The embedded database (PGlite) in a local run: one per data folder and process, opened, locked and migrated
// on first use.
import "server-only";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { acquireLock } from "./embedded-lock";
import { applyMigrations } from "./migrate";

export const MEMORY = "memory://";

const globalForEmbedded = globalThis as typeof globalThis & {
  __postloomEmbedded?: Map<string, EmbeddedEntry>;
  __postloomShutdownHooked?: boolean;
};

/** `memory://` or an absolute folder. */
export function resolveDataDir(dataDir: string = process.env.DATA_DIR || ".data"): string {
  return dataDir.startsWith(MEMORY) ? MEMORY : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
}

// Embedded database lifecycle.
//
// PGlite 0.4 in Node must be closed before the process ends: left open, the process
// either never exits or exits with code 99. So:
// - each folder's PGlite is shared by every client in the process and reference-
//   counted; `$disconnect()` of the last client closes it and releases the lock
//   (scripts: `await db.$disconnect()` at the end). `memory://` stays open, since
//   closing it would lose the data.
// - SIGINT/SIGTERM close every open on-disk PGlite (clean checkpoint) before the
//   process goes on to terminate.

interface EmbeddedEntry {
  opening: Promise<PGlite>;
  refs: number;
  close: () => Promise<void>;
  closing?: Promise<void>;
}

function embeddedRegistry(): Map<string, EmbeddedEntry> {
  return (globalForEmbedded.__postloomEmbedded ??= new Map());
}

/** PGlite sets process.exitCode (99 on open, 0 on close); keep the app's own value. */
async function preservingExitCode<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.exitCode;
  try {
    return await fn();
  } finally {
    process.exitCode = saved;
  }
}

function hookShutdown(): void {
  if (globalForEmbedded.__postloomShutdownHooked) return;
  globalForEmbedded.__postloomShutdownHooked = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
      void Promise.race([closeEmbeddedDatabases(), timeout]).then(() => {
        // If nobody else handles the signal, restore its default effect (terminate).
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
    });
  }
}

/**
 * An in-memory database starts empty and is migrated. Where EMBEDDED_MEMORY_TEMPLATE names a file (a tarball of a
 * migrated database, from PGlite's dumpDataDir), it starts from that copy instead and is migrated from there: the
 * test suite makes one copy (tests/setup/embedded-template.ts) and opens each test file's database from it, which
 * skips PostgreSQL's initdb, about 2 s a file.
 */
async function memoryTemplate(): Promise<Blob | undefined> {
  const file = process.env.EMBEDDED_MEMORY_TEMPLATE;
  return file ? new Blob([await readFile(file)]) : undefined;
}

async function openEmbedded(dataDir: string): Promise<{ pglite: PGlite; releaseLock?: () => void }> {
  const inMemory = dataDir === MEMORY;
  let releaseLock: (() => void) | undefined;
  let pglite: PGlite | undefined;
  try {
    if (!inMemory) {
      mkdirSync(dataDir, { recursive: true });
      releaseLock = await acquireLock(dataDir);
      hookShutdown();
    }
    // Loaded here, not at module level: deployments on PostgreSQL never load PGlite.
    const { PGlite } = await import("@electric-sql/pglite");
    pglite = await preservingExitCode(async () => {
      const instance = inMemory ? new PGlite({ loadDataDir: await memoryTemplate() }) : new PGlite(path.join(dataDir, "pgdata"));
      await instance.waitReady;
      return instance;
    });
    await applyMigrations(pglite, {
      log: inMemory ? undefined : (message) => console.info(`[db] ${message} (${dataDir})`),
    });
    return { pglite, releaseLock };
  } catch (error) {
    if (pglite) await preservingExitCode(() => pglite!.close()).catch(() => {});
    releaseLock?.();
    throw error;
  }
}

function startEmbedded(dataDir: string): EmbeddedEntry {
  const opened = openEmbedded(dataDir);
  const entry: EmbeddedEntry = {
    opening: opened.then((handle) => handle.pglite),
    refs: 0,
    close: () =>
      (entry.closing ??= (async () => {
        const handle = await opened.catch(() => undefined);
        if (!handle) return;
        try {
          if (!handle.pglite.closed) await preservingExitCode(() => handle.pglite.close());
        } finally {
          handle.releaseLock?.();
        }
      })()),
  };
  // A failed open (e.g. the folder is locked) is retried by the next query.
  entry.opening.catch(() => {
    const registry = embeddedRegistry();
    if (registry.get(dataDir) === entry) registry.delete(dataDir);
  });
  return entry;
}

/**
 * The process-wide PGlite for `dataDir`, opened, locked and migrated on first use.
 * Call `release()` when done; the last release closes an on-disk database.
 */
export async function acquireEmbeddedDatabase(dataDir: string = resolveDataDir()): Promise<{ pglite: PGlite; release: () => Promise<void> }> {
  const registry = embeddedRegistry();
  let entry = registry.get(dataDir);
  while (entry?.closing) {
    await entry.closing; // never reopen a folder while it is still being closed
    if (registry.get(dataDir) === entry) registry.delete(dataDir);
    entry = registry.get(dataDir);
  }
  if (!entry) {
    entry = startEmbedded(dataDir);
    registry.set(dataDir, entry);
  }
  const current = entry;
  current.refs++;
  let pglite: PGlite;
  try {
    pglite = await current.opening;
  } catch (error) {
    current.refs--;
    throw error;
  }
  let released = false;
  return {
    pglite,
    release: async () => {
      if (released) return;
      released = true;
      current.refs--;
      if (current.refs === 0 && dataDir !== MEMORY) {
        await current.close();
        if (registry.get(dataDir) === current) registry.delete(dataDir);
      }
    },
  };
}

/** Closes every embedded database this process opened (including `memory://`). */
export async function closeEmbeddedDatabases(): Promise<void> {
  const registry = embeddedRegistry();
  const entries = [...registry.entries()];
  await Promise.allSettled(entries.map(([, entry]) => entry.close()));
  for (const [dir, entry] of entries) if (registry.get(dir) === entry) registry.delete(dir);
}
