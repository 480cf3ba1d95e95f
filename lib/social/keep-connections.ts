// The last step of every connect: the chosen accounts kept as connections, each with its token encrypted at rest,
// healthy again, and the first of a platform made the one a bare platform means (its default) when it has none.
import "server-only";
import type { LoginAccount } from "@/lib/channels";
import { encrypt } from "@/lib/crypto/encryption";
import type { Prisma } from "@/lib/generated/prisma/client";
import { HEALTH_RESTORED } from "./connection-health";

export async function keepConnections(
  tx: Prisma.TransactionClient,
  userId: string,
  chosen: LoginAccount[],
  tokens: { tokenExpiresAt: Date | null; refreshToken?: string | null },
): Promise<void> {
  for (const account of chosen) {
    const fields = {
      accountName: account.accountName,
      pictureUrl: account.pictureUrl,
      pageId: account.pageId,
      accessToken: encrypt(account.accessToken),
      tokenExpiresAt: tokens.tokenExpiresAt,
      ...(tokens.refreshToken === undefined ? {} : { refreshToken: tokens.refreshToken && encrypt(tokens.refreshToken) }),
      ...HEALTH_RESTORED,
    };
    await tx.socialConnection.upsert({
      where: { userId_platform_accountId: { userId, platform: account.platform, accountId: account.accountId } },
      create: { userId, platform: account.platform, accountId: account.accountId, ...fields },
      update: fields,
    });
  }
  for (const platform of new Set(chosen.map((c) => c.platform))) {
    const hasDefault = await tx.socialConnection.count({ where: { userId, platform, isDefault: true } });
    if (!hasDefault) {
      const first = chosen.find((c) => c.platform === platform)!;
      await tx.socialConnection.update({ where: { userId_platform_accountId: { userId, platform, accountId: first.accountId } }, data: { isDefault: true } });
    }
  }
}
