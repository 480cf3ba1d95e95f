// The industries migration maps existing brand profiles across: 'healthcare' becomes 'health', and the
// other old values keep their names.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";
import { applyMigrations, defaultMigrationsDir } from "@/lib/db/migrate";

const MIGRATION = "20261123180000_small_business_industries";
const dir = mkdtempSync(path.join(tmpdir(), "postloom-industries-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("maps every existing profile to the new list", async () => {
  // Everything before the industries migration.
  const source = defaultMigrationsDir();
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => {
      const name = path.relative(source, file).split(path.sep)[0]!;
      return !/^\d{14}_/.test(name) || name < MIGRATION;
    },
  });
  const pglite = new PGlite();
  await applyMigrations(pglite, { migrationsDir: dir });
  const old = ["technology", "healthcare", "retail", "finance", "education", "other"];
  for (const [i, industry] of old.entries()) {
    await pglite.query(`INSERT INTO "User" ("id", "email", "createdAt", "updatedAt") VALUES ($1, $2, now(), now())`, [`u${i}`, `u${i}@example.test`]);
    await pglite.query(
      `INSERT INTO "BusinessProfile" ("userId", "businessName", "industry", "description", "targetAudience", "painPoints", "updatedAt") VALUES ($1, 'Shop', $2, 'A shop.', 'Locals', 'None', now())`,
      [`u${i}`, industry],
    );
  }

  await applyMigrations(pglite);
  const { rows } = await pglite.query<{ userId: string; industry: string }>(`SELECT "userId", "industry"::text AS industry FROM "BusinessProfile" ORDER BY "userId"`);
  expect(rows.map((r) => r.industry)).toEqual(["technology", "health", "retail", "finance", "education", "other"]);
  await pglite.close();
});
