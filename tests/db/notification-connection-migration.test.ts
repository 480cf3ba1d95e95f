// The notification_connection migration links each notice about a connection's trouble, raised before it, to
// that connection (named in the notice's key), so the bell can tell once the connection works again. Other
// notices, and notices whose connection is gone or another user's, stay unlinked.
import { expect, it } from "vitest";
import { databaseBefore } from "../support/migrations";

it("links the connection notices to the connection their key names", async () => {
  const db = await databaseBefore("20261125182037_notification_connection");
  const { pglite } = db;
  for (const id of ["owner", "other"]) {
    await pglite.query(`INSERT INTO "User" ("id", "email", "createdAt", "updatedAt") VALUES ($1, $2, now(), now())`, [id, `${id}@example.test`]);
  }
  const {
    rows: [connection],
  } = await pglite.query<{ id: number }>(
    `INSERT INTO "SocialConnection" ("userId", "platform", "accountId", "accountName", "accessToken", "health", "unhealthySince", "updatedAt")
     VALUES ('owner', 'FACEBOOK', '1001', 'Crumb & Co', 'v1.token', 'NEEDS_RECONNECT', '2026-11-20T08:00:00Z', now()) RETURNING "id"`,
  );
  const notices: [string, string, string][] = [
    ["owner", "POSTS_AT_RISK", `posts-at-risk:${connection!.id}:2026-11-20T08:00:00.000Z`],
    ["owner", "CONNECTION_EXPIRING", `connection-expiring:${connection!.id}:2026-11-01T08:00:00.000Z`],
    ["owner", "CONNECTION_RECONNECT", "connection-reconnect:999999:2026-11-20T08:00:00.000Z"],
    ["other", "CONNECTION_RECONNECT", `connection-reconnect:${connection!.id}:2026-11-20T08:00:00.000Z`],
    ["owner", "POST_FAILED", `post-failed:${connection!.id}`],
  ];
  for (const [userId, kind, key] of notices) {
    await pglite.query(
      `INSERT INTO "Notification" ("userId", "kind", "key", "title", "body", "link") VALUES ($1, $2, $3, 'Title', 'Body', '/dashboard#connections')`,
      [userId, kind, key],
    );
  }

  await db.migrate();
  const { rows } = await pglite.query<{ key: string; connectionId: number | null }>(`SELECT "key", "connectionId" FROM "Notification" ORDER BY "id"`);
  expect(rows.map((row) => row.connectionId)).toEqual([connection!.id, connection!.id, null, null, null]);
  await db.close();
});
