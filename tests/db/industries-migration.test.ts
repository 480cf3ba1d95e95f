// The industries migration maps existing brand profiles across: 'healthcare' becomes 'health', and the
// other old values keep their names.
import { expect, it } from "vitest";
import { databaseBefore } from "../support/migrations";

it("maps every existing profile to the new list", async () => {
  const db = await databaseBefore("20261123180000_small_business_industries");
  const { pglite } = db;
  const old = ["technology", "healthcare", "retail", "finance", "education", "other"];
  for (const [i, industry] of old.entries()) {
    await pglite.query(`INSERT INTO "User" ("id", "email", "createdAt", "updatedAt") VALUES ($1, $2, now(), now())`, [`u${i}`, `u${i}@example.test`]);
    await pglite.query(
      `INSERT INTO "BusinessProfile" ("userId", "businessName", "industry", "description", "targetAudience", "painPoints", "updatedAt") VALUES ($1, 'Shop', $2, 'A shop.', 'Locals', 'None', now())`,
      [`u${i}`, industry],
    );
  }

  await db.migrate();
  const { rows } = await pglite.query<{ userId: string; industry: string }>(
    `SELECT "userId", "industry"::text AS industry FROM "BusinessProfile" ORDER BY "userId"`,
  );
  expect(rows.map((r) => r.industry)).toEqual(["technology", "health", "retail", "finance", "education", "other"]);
  await db.close();
});
