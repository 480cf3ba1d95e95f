// Disconnecting removes every token Postloom holds for what is disconnected: a whole platform, or one
// page or Instagram account. A platform that keeps other accounts keeps a default.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db, type DbTransaction } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { CONNECTION_NOT_FOUND } from "./platforms";

export async function disconnectPlatform(userId: string, platform: Platform): Promise<void> {
  await db.socialConnection.deleteMany({ where: { userId, platform } });
}

/** Disconnects one of the user's connections; 404 for anyone else's. Answers what it was. */
export async function disconnectConnectionForUser(userId: string, id: number): Promise<{ platform: Platform; accountName: string }> {
  return db.$transaction(async (tx) => {
    const connection = await tx.socialConnection.findFirst({ where: { id, userId }, select: { platform: true, accountName: true, isDefault: true } });
    if (!connection) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
    await tx.socialConnection.delete({ where: { id } });
    if (connection.isDefault) await promoteDefault(tx, userId, connection.platform);
    return { platform: connection.platform, accountName: connection.accountName };
  });
}

/** The oldest remaining account of the platform becomes its default. */
async function promoteDefault(tx: DbTransaction, userId: string, platform: Platform): Promise<void> {
  const next = await tx.socialConnection.findFirst({ where: { userId, platform }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  if (next) await tx.socialConnection.update({ where: { id: next.id }, data: { isDefault: true } });
}
