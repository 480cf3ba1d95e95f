import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, defaultMigrationsDir, readLocalMigrations } from "@/lib/db/migrate";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A copy of prisma/migrations plus extra migrations. */
function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "postloom-migrations-"));
  temps.push(dir);
  cpSync(defaultMigrationsDir(), dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("applyMigrations", () => {
  it("rolls a failing migration back completely and records nothing for it", async () => {
    const migrationsDir = migrationsWith({
      "20990101000000_good": 'CREATE TABLE "Good" ("id" INTEGER PRIMARY KEY);',
      "20990101000001_bad": 'CREATE TABLE "Half" ("id" INTEGER);\nALTER TABLE "Nope" ADD COLUMN "x" INTEGER;',
    });
    const pglite = new PGlite();
    try {
      await expect(applyMigrations(pglite, { migrationsDir })).rejects.toThrow(/Migration 20990101000001_bad failed and was rolled back: .*"Nope"/);
      const names = (await pglite.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`)).rows.map((r) => r.migration_name);
      expect(names).toContain("20990101000000_good");
      expect(names).not.toContain("20990101000001_bad");
      const half = await pglite.query(`SELECT to_regclass('"Half"') AS t`);
      expect(half.rows[0]).toEqual({ t: null });
    } finally {
      await pglite.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("applies each migration exactly once when several processes migrate one PostgreSQL database at once", async () => {
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const name = `postloom_test_${randomBytes(6).toString("hex")}`;
    const target = new URL(admin);
    target.pathname = `/${name}`;
    const adminClient = new pg.Client({ connectionString: admin.toString() });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE "${name}"`);
    try {
      const migrationsDir = migrationsWith({
        // Slow, and fails if run twice: catches a second runner that does not wait.
        "20990101000000_slow": 'SELECT pg_sleep(0.3);\nCREATE TABLE "Once" ("id" INTEGER PRIMARY KEY);',
      });
      const clients = Array.from({ length: 5 }, () => new pg.Client({ connectionString: target.toString() }));
      await Promise.all(clients.map((c) => c.connect()));
      try {
        const results = await Promise.all(clients.map((c) => applyMigrations(c, { migrationsDir })));
        const all = results.flatMap((r) => r.applied).sort();
        expect(all).toEqual(
          readLocalMigrations(migrationsDir)
            .map((m) => m.name)
            .sort(),
        );
        const rows = await clients[0]!.query(`SELECT migration_name FROM "_prisma_migrations"`);
        expect(rows.rowCount).toBe(all.length);
      } finally {
        await Promise.all(clients.map((c) => c.end()));
      }
    } finally {
      await adminClient.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminClient.end();
    }
  });
});
