// A connection's health, as its channel reads it (a check of its token, or a delivery's failure): recorded on the
// connection in one of the four states the owner sees, each with its reason in plain words.
import "server-only";
import type { HealthFinding } from "@/lib/channels";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { alertConnection, type ChangedConnection } from "@/lib/social/connection-alerts";

export type { HealthFinding };

/** A connection connected again: a fresh token, healthy until a check says otherwise, and due for one at once. */
export const HEALTH_RESTORED = { health: "HEALTHY", healthReason: null, unhealthySince: null, healthCheckedAt: null } as const;

/**
 * Records a finding on connections (by id, or every connection published with a page's token), and tells the
 * owner of each one it leaves unhealthy (connection-alerts.ts). The state's start (`unhealthySince`) stays
 * while the state does, so one episode is alerted once; healthy clears it. Raw SQL so the row's updatedAt
 * (when it was connected) stays as it is.
 */
export async function recordHealth(where: { id: number } | { userId: string; pageId: string }, finding: HealthFinding, now = new Date()): Promise<void> {
  const at = Prisma.sql`timezone('UTC', ${now.toISOString()}::timestamptz)`;
  const state = Prisma.sql`${finding.health}::"ConnectionHealth"`;
  const expiry =
    finding.expiresAt === undefined ? Prisma.empty : Prisma.sql`, "tokenExpiresAt" = timezone('UTC', ${finding.expiresAt?.toISOString() ?? null}::timestamptz)`;
  const changed = await db.$queryRaw<ChangedConnection[]>`
    UPDATE "SocialConnection" SET
      "unhealthySince" = CASE WHEN ${state} = 'HEALTHY' THEN NULL WHEN "health" = ${state} THEN COALESCE("unhealthySince", ${at}) ELSE ${at} END,
      "health" = ${state}, "healthReason" = ${finding.reason}, "healthCheckedAt" = ${at}${expiry}
    WHERE ${"id" in where ? Prisma.sql`"id" = ${where.id}` : Prisma.sql`"userId" = ${where.userId} AND "pageId" = ${where.pageId}`}
    RETURNING "id", "userId", "platform", "accountName", "health", "healthReason", "unhealthySince"`;
  for (const connection of changed) await alertConnection(connection, now);
}
