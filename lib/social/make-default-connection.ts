// Which page or Instagram account a bare platform (`platforms: [<its key>]`) means: one per platform.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { CONNECTION_NOT_FOUND } from "./platforms";

/** Makes one of the user's connections the one a bare platform means; 404 for anyone else's. */
export async function makeDefaultConnectionForUser(userId: string, id: number): Promise<{ platform: Platform; accountName: string }> {
  return db.$transaction(async (tx) => {
    const connection = await tx.socialConnection.findFirst({ where: { id, userId }, select: { platform: true, accountName: true } });
    if (!connection) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
    await tx.socialConnection.updateMany({ where: { userId, platform: connection.platform, isDefault: true, id: { not: id } }, data: { isDefault: false } });
    await tx.socialConnection.update({ where: { id }, data: { isDefault: true } });
    return connection;
  });
}
