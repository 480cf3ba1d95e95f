// Facebook connections made directly in the database (users: createUser in ./session).
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";

/** The user's default Facebook Page connection, its token encrypted as the app stores it (replacing any other default). */
export async function connectPage(userId: string, pageId: string, pageToken: string, pageName = "Test Page") {
  await db.socialConnection.deleteMany({ where: { userId, platform: "FACEBOOK", isDefault: true, accountId: { not: pageId } } });
  const fields = { accountName: pageName, pageId, accessToken: encrypt(pageToken), health: "HEALTHY" as const, isDefault: true };
  return db.socialConnection.upsert({
    where: { userId_platform_accountId: { userId, platform: "FACEBOOK", accountId: pageId } },
    create: { userId, platform: "FACEBOOK", accountId: pageId, ...fields },
    update: fields,
  });
}

/** Opens (and, on PGlite, migrates) the database in a hook, whose time limit is longer than a test's. */
export async function warmUpDatabase() {
  await db.$queryRaw`SELECT 1`;
}
