// Disconnecting removes every token Postloom holds for that platform.
import "server-only";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";

export async function disconnectPlatform(userId: string, platform: Platform): Promise<void> {
  await db.socialConnection.deleteMany({ where: { userId, platform } });
}
