import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrate";
import { migrationsWith } from "../support/migrations";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("applyMigrations", () => {
  it("rolls a failing migration back completely and records nothing for it", async () => {
    const migrationsDir = migrationsWith(
      {
        "20990101000000_good": 'CREATE TABLE "Good" ("id" INTEGER PRIMARY KEY);',
        "20990101000001_bad": 'CREATE TABLE "Half" ("id" INTEGER);\nALTER TABLE "Nope" ADD COLUMN "x" INTEGER;',
      },
      temps,
    );
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
});
