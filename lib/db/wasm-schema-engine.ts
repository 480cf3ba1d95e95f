/**
 * Prisma's schema engine compiled to WebAssembly (`@prisma/schema-engine-wasm`), run
 * against throw-away in-memory PGlite databases. It replaces `prisma migrate diff` /
 * `migrate dev`, which need the native engine that offline machines cannot download.
 *
 * Node-only: used by scripts/db-migration.ts and tests. Never import it from app code.
 *
 * The package's ESM entry imports a `.wasm` file,
 * which Node cannot import, so we load `schema_engine_bg.js` by path, instantiate
 * the wasm bytes ourselves and hand the exports to the bindings.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { defaultMigrationsDir, readLocalMigrations } from "./migrate";

type SchemaEngineStatic = {
  new: (options: { datamodels: [string, string][] | undefined }, logCallback: (log: string) => void, adapter: object) => Promise<SchemaEngine>;
};

interface BgModule {
  SchemaEngine: SchemaEngineStatic;
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
}

export const MIGRATION_LOCK_TOML = 'provider = "postgresql"\n';
export const EMPTY_MIGRATION = "-- This is an empty migration.";

export function defaultSchemaPath(): string {
  return path.join(process.cwd(), "prisma", "schema.prisma");
}

/**
 * pglite-prisma-adapter 0.7.2's `executeScript` does not await `pglite.exec()`, so a
 * failing migration script becomes an unhandled rejection and the engine carries on
 * as if it had succeeded (a broken migration would even pass the drift check). This
 * adapter awaits the script and reports its error the way the adapter reports query
 * errors.
 */
async function connectAdapter(pglite: PGlite): Promise<SqlDriverAdapter> {
  const adapter = await new PrismaPGlite(pglite).connect();
  const reportError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (error) {
      reportError(error);
    }
  };
  return adapter;
}

let modulePromise: Promise<BgModule> | undefined;

/** Instantiates the wasm module once per process. */
function loadBindings(): Promise<BgModule> {
  modulePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    // The `./schema_engine_bg` export exists but ships no types; resolve it to a path.
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = path.join(path.dirname(bgPath), "schema_engine_bg.wasm");
    const bg = (await import(/* @vite-ignore */ pathToFileURL(bgPath).href)) as BgModule;
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return modulePromise;
}

export interface WithSchemaEngineOptions {
  /** Defaults to `<cwd>/prisma/schema.prisma`. */
  schemaPath?: string;
  /** Engine log lines (JSON); ignored by default. */
  log?: (line: string) => void;
}

/**
 * Runs `fn` with a schema engine whose main database is a fresh in-memory PGlite
 * (shadow databases are in-memory PGlite too). Frees everything afterwards.
 */
export async function withSchemaEngine<T>(
  fn: (engine: SchemaEngine, schema: { path: string; content: string }) => Promise<T>,
  options: WithSchemaEngineOptions = {},
): Promise<T> {
  const bindings = await loadBindings();
  const schemaPath = options.schemaPath ?? defaultSchemaPath();
  const content = readFileSync(schemaPath, "utf8");
  // Every PGlite the engine uses (main and shadow databases) is in memory and
  // closed at the end; PGlite left open keeps a Node process from exiting cleanly.
  const savedExitCode = process.exitCode; // PGlite sets it to 99 on open, 0 on close
  const opened: PGlite[] = [];
  const open = () => {
    const pglite = new PGlite();
    opened.push(pglite);
    return pglite;
  };
  const main = open();
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    connect: () => connectAdapter(main),
    connectToShadowDb: () => connectAdapter(open()),
  };
  try {
    const engine = await bindings.SchemaEngine.new(
      { datamodels: [[schemaPath, content]] },
      options.log ?? (() => {}),
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await fn(engine, { path: schemaPath, content });
    } finally {
      engine.free();
    }
  } finally {
    await Promise.allSettled(opened.map((pglite) => pglite.close()));
    process.exitCode = savedExitCode;
  }
}

/** The `migrations` diff target for the folder, in the shape the engine expects. */
export function migrationList(migrationsDir: string = defaultMigrationsDir()): MigrationList {
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: MIGRATION_LOCK_TOML },
    shadowDbInitScript: "",
    migrationDirectories: readLocalMigrations(migrationsDir).map((migration) => ({
      path: migration.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: migration.sql } },
    })),
  };
}

export interface DiffOptions extends WithSchemaEngineOptions {
  /** Defaults to `<cwd>/prisma/migrations`. */
  migrationsDir?: string;
  /**
   * Like `prisma migrate diff --exit-code`: the result's exitCode is 2 when the diff
   * is non-empty, 0 when empty. Defaults to true.
   */
  exitCode?: boolean;
}

export interface DiffOutcome {
  /** 0 = no changes, 2 = changes (with exitCode true); always 0 otherwise. */
  exitCode: number;
  /** The migration script; `-- This is an empty migration.` when there is nothing to do. */
  sql: string;
  /** True when the schema and the migrations agree. */
  empty: boolean;
}

/**
 * SQL that takes a database migrated with every migration in `migrationsDir` to
 * `schema.prisma`. The engine replays the migrations on an in-memory shadow PGlite.
 * An empty result means schema and migrations are in sync (the drift check).
 */
export async function diffMigrationsToSchema(options: DiffOptions = {}): Promise<DiffOutcome> {
  const from = migrationList(options.migrationsDir);
  const exitCode = options.exitCode ?? true;
  return withSchemaEngine(async (engine, schema) => {
    const result = await engine.diff({
      from: { tag: "migrations", ...from },
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? "";
    const empty = exitCode ? result.exitCode === 0 : isEmptyMigration(sql);
    return { exitCode: result.exitCode, sql, empty };
  }, options);
}

export function isEmptyMigration(sql: string): boolean {
  return sql.trim() === "" || sql.trim() === EMPTY_MIGRATION;
}
