// The many-connections migration carries existing connections across: a chosen page becomes its user's
// default Facebook connection with its token intact, and a login whose page was never chosen keeps its
// user token as a MetaLogin. A page that needed reconnecting still does after connection_health.
import { expect, it } from "vitest";
import { databaseBefore } from "../support/migrations";

it("keeps every chosen page and every unfinished login", async () => {
  const db = await databaseBefore("20261124035435_many_connections");
  const { pglite } = db;
  for (const id of ["chosen", "unfinished"]) {
    await pglite.query(`INSERT INTO "User" ("id", "email", "createdAt", "updatedAt") VALUES ($1, $2, now(), now())`, [id, `${id}@example.test`]);
  }
  await pglite.query(`INSERT INTO "SocialConnection" ("userId", "platform", "pageId", "pageName", "pageAccessToken", "needsReconnect", "updatedAt")
    VALUES ('chosen', 'FACEBOOK', '1001', 'Corner Bakery', 'v1.page-token', true, now())`);
  await pglite.query(`INSERT INTO "SocialConnection" ("userId", "platform", "userAccessToken", "tokenExpiresAt", "updatedAt")
    VALUES ('unfinished', 'FACEBOOK', 'v1.user-token', '2027-01-01T00:00:00Z', now())`);

  await db.migrate();
  const { rows: connections } = await pglite.query(
    `SELECT "userId", "platform"::text, "accountId", "accountName", "pageId", "accessToken", "health"::text, "isDefault" FROM "SocialConnection"`,
  );
  expect(connections).toEqual([
    {
      userId: "chosen",
      platform: "FACEBOOK",
      accountId: "1001",
      accountName: "Corner Bakery",
      pageId: "1001",
      accessToken: "v1.page-token",
      health: "NEEDS_RECONNECT",
      isDefault: true,
    },
  ]);
  const { rows: logins } = await pglite.query(`SELECT "userId", "userAccessToken", "tokenExpiresAt" FROM "MetaLogin"`);
  expect(logins).toEqual([{ userId: "unfinished", userAccessToken: "v1.user-token", tokenExpiresAt: new Date("2027-01-01T00:00:00Z") }]);
  await db.close();
});
