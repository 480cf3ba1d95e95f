// Facebook connections made directly in the database (users: createUser in ./session).
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";

/** A Facebook connection with an authorized page, its token encrypted as the app stores it. */
export async function connectPage(userId: string, pageId: string, pageToken: string, pageName = "Test Page") {
  return db.socialConnection.upsert({
    where: { userId_platform: { userId, platform: "FACEBOOK" } },
    create: { userId, platform: "FACEBOOK", pageId, pageName, pageAccessToken: encrypt(pageToken) },
    update: { pageId, pageName, pageAccessToken: encrypt(pageToken), needsReconnect: false },
  });
}

/** Opens (and, on PGlite, migrates) the database in a hook, whose time limit is longer than a test's. */
export async function warmUpDatabase() {
  await db.$queryRaw`SELECT 1`;
}
