// Migrations to test the migrator and the migrations with: a database migrated up to (not including) one
// migration, to test how that migration carries data across; and the migrations with extra ones after them.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, defaultMigrationsDir } from "@/lib/db/migrate";

export async function databaseBefore(migration: string) {
  const source = defaultMigrationsDir();
  const dir = mkdtempSync(path.join(tmpdir(), "postloom-migration-"));
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => {
      const name = path.relative(source, file).split(path.sep)[0]!;
      return !/^\d{14}_/.test(name) || name < migration;
    },
  });
  const pglite = new PGlite();
  await applyMigrations(pglite, { migrationsDir: dir });
  return {
    pglite,
    /** Applies the rest of the migrations, the one under test first. */
    migrate: () => applyMigrations(pglite),
    async close() {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A copy of prisma/migrations plus `extra` migrations (name to SQL), in a folder `temps` collects for removal. */
export function migrationsWith(extra: Record<string, string>, temps: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "postloom-migrations-"));
  temps.push(dir);
  cpSync(defaultMigrationsDir(), dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}
