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
import { PrismaPg } from "@prisma/adapter-pg";
import type { ITXClientDenyList } from "@prisma/client/runtime/client";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { resolveDataDir } from "./embedded";
import { EmbeddedPGliteAdapterFactory } from "./embedded-adapter";
import { nameStatement } from "./sql";

export { acquireEmbeddedDatabase, closeEmbeddedDatabases, resolveDataDir } from "./embedded";
export { isoTime, jsonObject, PREPARED } from "./sql";

export interface CreatePrismaClientOptions {
  /** PostgreSQL URL. Defaults to DATABASE_URL; `null` forces the embedded database. */
  databaseUrl?: string | null;
  /** Embedded database folder (or `memory://`). Defaults to DATA_DIR, then `.data`. */
  dataDir?: string;
}

const globalForDb = globalThis as typeof globalThis & { __postloomDb?: Db };

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
