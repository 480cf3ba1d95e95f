// Several processes migrating one PostgreSQL database at once: PostgreSQL only (vitest.config.ts leaves it out of
// the embedded project when a server is named).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, readLocalMigrations } from "@/lib/db/migrate";
import { migrationsWith } from "../support/migrations";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("applyMigrations on PostgreSQL", () => {
  it("applies each migration exactly once when several processes migrate one PostgreSQL database at once", async () => {
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const name = `postloom_test_${randomBytes(6).toString("hex")}`;
    const target = new URL(admin);
    target.pathname = `/${name}`;
    const adminClient = new pg.Client({ connectionString: admin.toString() });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE "${name}"`);
    try {
      const migrationsDir = migrationsWith(
        {
          // Slow, and fails if run twice: catches a second runner that does not wait.
          "20990101000000_slow": 'SELECT pg_sleep(0.3);\nCREATE TABLE "Once" ("id" INTEGER PRIMARY KEY);',
        },
        temps,
      );
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
