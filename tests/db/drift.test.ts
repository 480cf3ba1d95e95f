import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readLocalMigrations } from "@/lib/db/migrate";
import { diffMigrationsToSchema } from "@/lib/db/wasm-schema-engine";

describe("schema.prisma and prisma/migrations", () => {
  it("have no drift: a database migrated from prisma/migrations matches schema.prisma", async () => {
    const diff = await diffMigrationsToSchema({ exitCode: true });
    expect(diff.sql.trim(), "Run `npm run db:migration -- <name>` to create the missing migration.").toBe("-- This is an empty migration.");
    expect(diff.exitCode).toBe(0);
    expect(diff.empty).toBe(true);
    // The WebAssembly schema engine replays every migration on a shadow database: slow on a busy machine.
  }, 180_000);

  it("apply cleanly to a fresh PGlite, once, and are recorded like Prisma records them", async () => {
    const pglite = new PGlite();
    try {
      const local = readLocalMigrations();
      expect(local.length).toBeGreaterThan(0);

      const first = await applyMigrations(pglite);
      expect(first.applied).toEqual(local.map((m) => m.name));

      const second = await applyMigrations(pglite);
      expect(second.applied).toEqual([]);

      const { rows } = await pglite.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        applied_steps_count: number;
      }>(`SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`);
      expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(local.map((m) => [m.name, m.checksum, 1]));
      expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
    } finally {
      await pglite.close();
    }
  });
});
