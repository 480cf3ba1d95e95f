/**
 * The Prisma client.
 *
 * - DATABASE_URL set: PostgreSQL through `@prisma/adapter-pg`. Apply migrations
 *   with `npm run db:migrate` before starting the app.
 * - DATABASE_URL unset: embedded PGlite in `${DATA_DIR}/pgdata` (DATA_DIR defaults to
 *   `.data`, relative to the working directory; `memory://` = in-memory). The database
 *   is opened lazily, on the first query, and migrated from prisma/migrations before
 *   that query runs. A lock file stops a second process from opening the same folder.
 *   Scripts must end with `await db.$disconnect()`: that closes PGlite, without which
 *   the Node process may hang or exit with code 99. Servers close it on SIGINT/SIGTERM.
 *
 * `User.passwordHash` is omitted from results by default. Ask for it explicitly where
 * it is needed: `db.user.findUnique({ where, omit: { passwordHash: false } })`.
 */
import "server-only";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { ITXClientDenyList, SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import { applyMigrations } from "./db/migrate";
import { Prisma, PrismaClient } from "./generated/prisma/client";

export interface CreatePrismaClientOptions {
  /** PostgreSQL URL. Defaults to DATABASE_URL; `null` forces the embedded database. */
  databaseUrl?: string | null;
  /** Embedded database folder (or `memory://`). Defaults to DATA_DIR, then `.data`. */
  dataDir?: string;
}

const MEMORY = "memory://";

const globalForDb = globalThis as typeof globalThis & {
  __postloomDb?: Db;
  __postloomEmbedded?: Map<string, EmbeddedEntry>;
  __postloomShutdownHooked?: boolean;
};

/** `memory://` or an absolute folder. */
export function resolveDataDir(dataDir: string = process.env.DATA_DIR || ".data"): string {
  return dataDir.startsWith(MEMORY) ? MEMORY : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
}

// ---------------------------------------------------------------------------------
// Lock file: `${dataDir}/pglite.lock` holds the owner's pid. PGlite is one process
// per data folder; two processes writing the same folder corrupt it.

function readLockPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryAcquireLock(file: string): { acquired: true } | { acquired: false; pid: number } {
  // Write the pid to a private file, then hard-link it into place: the link either
  // fails (EEXIST) or produces a complete lock file, never an empty one.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, file);
        return { acquired: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const pid = readLockPid(file);
      // Our own pid in an existing lock can only be a leftover from an earlier run
      // (e.g. a restarted container where the app always gets the same pid).
      if (pid !== undefined && pid !== process.pid && isProcessAlive(pid)) return { acquired: false, pid };
      try {
        unlinkSync(file); // stale: its owner is gone
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    throw new Error(`Could not create the lock file ${file}.`);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
  }
}

async function acquireLock(dataDir: string): Promise<() => void> {
  const file = path.join(dataDir, "pglite.lock");
  // Wait briefly: a dev server restarting may still be shutting down the previous process.
  const deadline = Date.now() + 3000;
  for (;;) {
    const result = tryAcquireLock(file);
    if (result.acquired) break;
    if (Date.now() >= deadline) {
      throw new Error(
        `Another Postloom process is using the embedded database in ${dataDir} (pid ${result.pid}). ` +
          "Stop it or set DATA_DIR to another folder.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      if (readLockPid(file) === process.pid) unlinkSync(file);
    } catch {
      // nothing to release
    }
  };
  process.on("exit", release);
  return release;
}

// ---------------------------------------------------------------------------------
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
  return (globalForDb.__postloomEmbedded ??= new Map());
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
  if (globalForDb.__postloomShutdownHooked) return;
  globalForDb.__postloomShutdownHooked = true;
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
      const instance = new PGlite(inMemory ? undefined : path.join(dataDir, "pgdata"));
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
export async function acquireEmbeddedDatabase(
  dataDir: string = resolveDataDir(),
): Promise<{ pglite: PGlite; release: () => Promise<void> }> {
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

/**
 * Adapter factory for the embedded database. Constructing it touches nothing;
 * `connect()` (first query or `$connect()`) opens PGlite and applies migrations,
 * and the adapter's `dispose()` (`$disconnect()`) releases it.
 */
class EmbeddedPGliteAdapterFactory implements SqlDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "pglite-prisma-adapter";

  constructor(private readonly dataDir: string) {}

  async connect() {
    const { pglite, release } = await acquireEmbeddedDatabase(this.dataDir);
    try {
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      const adapter = await new PrismaPGlite(pglite).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        try {
          await dispose();
        } finally {
          await release();
        }
      };
      return adapter;
    } catch (error) {
      await release();
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------
// Prepared statements for hot reads.

const PREPARED_MARK = "/* prepared */";

/**
 * Put first in a `$queryRaw` template to run that statement as a named prepared statement on PostgreSQL:
 * each connection plans it once instead of on every call (for a page of posts, planning was most of the
 * database's time). Only marked statements are named, so their number stays small and every other query
 * keeps a plan made for its own values. The embedded database ignores the names.
 */
export const PREPARED = Prisma.raw(`${PREPARED_MARK} `);

/** A column's time as JSON.stringify writes a Date, for JSON built in SQL (the columns hold UTC times without a zone). */
export const isoTime = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const statementNames = new Map<string, string>();

/** One name per distinct marked SQL text; "" leaves a statement unnamed (pg prepares it anew each time). */
function nameStatement({ sql }: { sql: string }): string {
  if (!sql.startsWith(PREPARED_MARK)) return "";
  let name = statementNames.get(sql);
  if (name === undefined) statementNames.set(sql, (name = `postloom_${statementNames.size}`));
  return name;
}

// ---------------------------------------------------------------------------------

// DATABASE_URL and DATA_DIR are read from process.env here rather than through lib/env.ts: the migration
// and benchmark scripts and the scheduler's worker processes open the database without the app's other
// settings, and loading env would validate those and write local secrets into DATA_DIR.
export function createPrismaClient(options: CreatePrismaClientOptions = {}) {
  const url = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  const adapter = url
    ? new PrismaPg({ connectionString: url }, { statementNameGenerator: nameStatement })
    : new EmbeddedPGliteAdapterFactory(resolveDataDir(options.dataDir));
  return new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createPrismaClient>;

/** The client handed to `db.$transaction(async (tx) => …)`, for functions that take part in a caller's transaction. */
export type DbTransaction = Omit<Db, ITXClientDenyList>;

/** The app's client: one per process, kept on globalThis because Next can evaluate this module twice. */
export const db: Db = (globalForDb.__postloomDb ??= createPrismaClient());

/** The error a unique index raises (Prisma's P2002): a second row for a key that must be had once. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
