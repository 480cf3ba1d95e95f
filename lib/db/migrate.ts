/**
 * Applies `prisma/migrations/<name>/migration.sql` files to a database, the way
 * `prisma migrate deploy` does, without Prisma's native schema engine (which cannot
 * be downloaded on offline machines).
 *
 * - Migrations are applied in directory-name order (the timestamp prefix), each in
 *   its own transaction, and recorded in `_prisma_migrations` with the same columns
 *   and checksum (sha256 hex of migration.sql) Prisma uses. A database migrated here
 *   is seen as up to date by `prisma migrate deploy`/`status`, and vice versa.
 * - Every transaction first takes `pg_advisory_xact_lock(72707369)` (the key Prisma's
 *   schema engine uses for its own session lock), then re-checks whether the migration
 *   is already recorded. Two processes migrating the same PostgreSQL database at once
 *   therefore serialise, and each migration runs exactly once.
 * - A failed migration rolls back completely (PostgreSQL DDL is transactional) and
 *   nothing is recorded. Consequence: statements that cannot run inside a transaction
 *   (e.g. `CREATE INDEX CONCURRENTLY`) are not supported in migration files.
 *
 * Works with a PGlite instance or a connected `pg` Client (see `toExecutor`).
 */
import { createHash, randomUUID } from "node:crypto";
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ClientBase } from "pg";

/** Runs statements inside one open transaction. */
export interface MigrationTx {
  /** One parameterised statement; returns the rows. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** A script of one or more statements, no parameters. */
  exec(sql: string): Promise<void>;
}

/** Minimal database access `applyMigrations` needs. */
export interface MigrationExecutor {
  /** Runs `fn` in a transaction: commits if it resolves, rolls back if it throws. */
  transaction<T>(fn: (tx: MigrationTx) => Promise<T>): Promise<T>;
}

export type MigrationTarget = MigrationExecutor | PGlite | ClientBase;

export interface LocalMigration {
  /** Directory name, e.g. `20251122120000_init`. */
  name: string;
  sql: string;
  /** sha256 hex of migration.sql, as Prisma computes it. */
  checksum: string;
}

export interface ApplyMigrationsOptions {
  /** Defaults to `<cwd>/prisma/migrations`. */
  migrationsDir?: string;
  /** Progress messages; silent by default. */
  log?: (message: string) => void;
}

export interface ApplyMigrationsResult {
  /** Names of the migrations applied by this call, in order. */
  applied: string[];
}

/** Advisory lock key used by Prisma's schema engine for migrations on PostgreSQL. */
export const MIGRATION_LOCK_KEY = 72707369;

const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** `<cwd>/prisma/migrations`: works for next dev/start, vitest and tsx run from the project root. */
export function defaultMigrationsDir(): string {
  return path.join(process.cwd(), "prisma", "migrations");
}

export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql, "utf8").digest("hex");
}

interface MigrationsReader {
  dir: string;
  list(): Dirent[];
  read(name: string): string;
}

// The default reader spells out `path.join(process.cwd(), "prisma", "migrations", …)` at
// each fs call so that Next's file tracing can scope it: it includes prisma/migrations
// in the server output instead of warning and tracing the whole project.
const defaultReader: MigrationsReader = {
  get dir() {
    return defaultMigrationsDir();
  },
  list: () => readdirSync(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true }),
  read: (name) => readFileSync(path.join(process.cwd(), "prisma", "migrations", name, "migration.sql"), "utf8"),
};

function customReader(dir: string): MigrationsReader {
  return {
    dir,
    list: () => readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true }),
    read: (name) => readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8"),
  };
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** The migrations on disk, sorted by name. Defaults to `<cwd>/prisma/migrations`. */
export function readLocalMigrations(migrationsDir?: string): LocalMigration[] {
  const reader = migrationsDir === undefined ? defaultReader : customReader(migrationsDir);
  let entries: Dirent[];
  try {
    entries = reader.list();
  } catch (error) {
    if (isNotFound(error)) {
      throw new Error(`Migrations folder not found: ${reader.dir} (run from the project root).`, { cause: error });
    }
    throw error;
  }
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      let sql: string;
      try {
        sql = reader.read(name);
      } catch (error) {
        if (isNotFound(error)) throw new Error(`Migration ${name} has no migration.sql (in ${reader.dir}).`, { cause: error });
        throw error;
      }
      return { name, sql, checksum: migrationChecksum(sql) };
    });
}

function isPGlite(target: MigrationTarget): target is PGlite {
  const t = target as Partial<PGlite>;
  return typeof t.exec === "function" && typeof t.transaction === "function" && typeof t.query === "function";
}

function isPgClient(target: MigrationTarget): target is ClientBase {
  const t = target as Partial<ClientBase> & Partial<MigrationExecutor>;
  return typeof t.query === "function" && typeof t.transaction !== "function";
}

/** Executor over one PGlite instance; uses PGlite's own transaction (it holds PGlite's mutex). */
export function pgliteExecutor(pglite: PGlite): MigrationExecutor {
  return {
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            return (await tx.query<R>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      ),
  };
}

/** Executor over one connected `pg` Client (not a Pool: the transaction needs one connection). */
export function pgClientExecutor(client: ClientBase): MigrationExecutor {
  const tx: MigrationTx = {
    async query<R>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as R[];
    },
    async exec(sql: string) {
      // No parameters: simple query protocol, so multi-statement scripts work.
      await client.query(sql);
    },
  };
  return {
    async transaction(fn) {
      await client.query("BEGIN");
      try {
        const result = await fn(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
}

export function toExecutor(target: MigrationTarget): MigrationExecutor {
  if (isPGlite(target)) return pgliteExecutor(target);
  if (isPgClient(target)) return pgClientExecutor(target);
  return target as MigrationExecutor;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
  logs: string | null;
}

async function lock(tx: MigrationTx): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}

async function appliedRows(tx: MigrationTx, name?: string): Promise<AppliedRow[]> {
  const columns = `"migration_name", "checksum", "finished_at", "rolled_back_at", "logs"`;
  return name === undefined
    ? tx.query<AppliedRow>(`SELECT ${columns} FROM "_prisma_migrations" ORDER BY "started_at"`)
    : tx.query<AppliedRow>(`SELECT ${columns} FROM "_prisma_migrations" WHERE "migration_name" = $1`, [name]);
}

/** Throws like Prisma (P3009) if a migration is recorded as failed and not rolled back. */
function assertNoFailed(rows: AppliedRow[]): void {
  const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed) {
    throw new Error(
      `Migration ${failed.migration_name} is recorded as failed in _prisma_migrations` +
        (failed.logs ? ` (${failed.logs.split("\n")[0]})` : "") +
        `. Fix the database, then mark it rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}) or delete its row.`,
    );
  }
}

function isApplied(rows: AppliedRow[]): boolean {
  return rows.some((row) => row.finished_at !== null && row.rolled_back_at === null);
}

/**
 * Applies every migration in `migrationsDir` not yet recorded as applied, in order,
 * each in its own transaction. Safe to call concurrently from several processes.
 */
export async function applyMigrations(target: MigrationTarget, options: ApplyMigrationsOptions = {}): Promise<ApplyMigrationsResult> {
  const log = options.log ?? (() => {});
  const migrations = readLocalMigrations(options.migrationsDir);
  const executor = toExecutor(target);

  const existing = await executor.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(MIGRATIONS_TABLE_DDL);
    return appliedRows(tx);
  });
  assertNoFailed(existing);

  for (const migration of migrations) {
    const rows = existing.filter((row) => row.migration_name === migration.name);
    if (isApplied(rows)) {
      const edited = rows.every((row) => row.checksum !== migration.checksum);
      if (edited) log(`Warning: migration ${migration.name} was edited after it was applied (checksum differs).`);
    }
  }

  const applied: string[] = [];
  for (const migration of migrations) {
    if (isApplied(existing.filter((row) => row.migration_name === migration.name))) continue;

    const ran = await executor.transaction(async (tx) => {
      await lock(tx);
      // Another process may have applied it while we waited for the lock.
      const rows = await appliedRows(tx, migration.name);
      assertNoFailed(rows);
      if (isApplied(rows)) return false;

      try {
        await tx.exec(migration.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.name} failed and was rolled back: ${message}`, { cause: error });
      }
      await tx.query(
        `INSERT INTO "_prisma_migrations"
           ("id", "checksum", "finished_at", "migration_name", "logs", "rolled_back_at", "started_at", "applied_steps_count")
         VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      return true;
    });

    if (ran) {
      applied.push(migration.name);
      log(`Applied migration ${migration.name}`);
    }
  }
  return { applied };
}
