// The post-targets migration ties each existing delivery to its user's connection of that platform (there
// was one) and keeps the connection's name; counters learn the partly published status.
import { expect, it } from "vitest";
import { databaseBefore } from "../support/migrations";

it("ties existing deliveries to the connection they went through", async () => {
  const db = await databaseBefore("20261124041331_post_targets");
  const { pglite } = db;
  for (const id of ["connected", "gone"]) {
    await pglite.query(`INSERT INTO "User" ("id", "email", "createdAt", "updatedAt") VALUES ($1, $2, now(), now())`, [id, `${id}@example.test`]);
  }
  await pglite.query(`INSERT INTO "SocialConnection" ("userId", "platform", "accountId", "accountName", "pageId", "accessToken", "isDefault", "updatedAt")
    VALUES ('connected', 'FACEBOOK', '1001', 'Corner Bakery', '1001', 'v1.token', true, now())`);
  const { rows: posts } = await pglite.query<{ id: number }>(`INSERT INTO "Post" ("userId", "content", "status", "updatedAt")
    VALUES ('connected', 'Sent', 'PUBLISHED', now()), ('gone', 'Sent before disconnecting', 'PUBLISHED', now()) RETURNING "id"`);
  for (const post of posts) {
    await pglite.query(`INSERT INTO "PostPlatform" ("postId", "platform", "status", "updatedAt") VALUES ($1, 'FACEBOOK', 'SUCCESS', now())`, [post.id]);
  }

  await db.migrate();
  const { rows } = await pglite.query(`SELECT "connectionId" IS NOT NULL AS "tied", "accountName" FROM "PostPlatform" ORDER BY "postId"`);
  expect(rows).toEqual([
    { tied: true, accountName: "Corner Bakery" },
    { tied: false, accountName: null },
  ]);
  const { rows: counters } = await pglite.query(`SELECT "published", "partlyPublished" FROM "PostCounter" WHERE "userId" = 'connected'`);
  expect(counters).toEqual([{ published: 1, partlyPublished: 0 }]);
  await db.close();
});
