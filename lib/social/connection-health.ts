// A connection's health: what Meta says of its token (debug_token), of a cheap read with it, or of a
// delivery's failure, sorted into the four states the owner sees, each with its reason in plain words.
import "server-only";
import { db } from "@/lib/db";
import { Prisma, type ConnectionHealth, type Platform } from "@/lib/generated/prisma/client";
import { FacebookError } from "@/lib/integrations/facebook";
import type { TokenInspection } from "@/lib/integrations/facebook/types";
import { alertConnection, type ChangedConnection } from "@/lib/notifications/connection-alerts";

/** A connection whose access ends within this long is EXPIRING. */
export const EXPIRING_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** The permissions publishing needs on each platform (Meta's Pages and Instagram publishing guides). */
export const PUBLISHING_SCOPES: Record<Platform, readonly string[]> = {
  FACEBOOK: ["pages_manage_posts", "pages_read_engagement"],
  INSTAGRAM: ["instagram_basic", "instagram_content_publish", "pages_read_engagement"],
  TWITTER: [],
  LINKEDIN: [],
};

/** A connection connected again: a fresh token, healthy until a check says otherwise, and due for one at once. */
export const HEALTH_RESTORED = { health: "HEALTHY", healthReason: null, unhealthySince: null, healthCheckedAt: null } as const;

export type HealthFinding = { health: ConnectionHealth; reason: string | null; expiresAt?: Date | null };

/** Why Meta stopped accepting a token, by the subcode of its error 190 (the subcodes Meta documents for OAuthException 190). */
const REVOKED_REASONS: Record<number, string> = {
  458: "Postloom was removed from your Facebook account's apps",
  459: "Facebook wants you to log in at facebook.com first",
  460: "your Facebook password changed",
  463: "the access expired",
  464: "Facebook wants you to confirm your account at facebook.com first",
  467: "Facebook no longer accepts the saved access",
  492: "you no longer have a role on the Page that lets Postloom post",
};
const REVOKED_SUBCODES = new Set(Object.keys(REVOKED_REASONS).map(Number));

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + ".";

function needsReconnect(subcode: number | null | undefined): HealthFinding {
  return { health: "NEEDS_RECONNECT", reason: sentence((subcode && REVOKED_REASONS[subcode]) || "Facebook no longer accepts the saved access") };
}

/** The state debug_token's answer puts a connection on `platform` in, at `now`. */
export function healthFromInspection(platform: Platform, inspection: TokenInspection, now: Date): HealthFinding {
  if (!inspection.isValid) return needsReconnect(inspection.error?.subcode);
  const ends = [inspection.expiresAt, inspection.dataAccessExpiresAt].filter((at): at is Date => at !== null);
  const expiresAt = ends.length ? new Date(Math.min(...ends.map((at) => at.getTime()))) : null;
  if (expiresAt && expiresAt <= now) return { ...needsReconnect(463), expiresAt };
  const missing = PUBLISHING_SCOPES[platform].filter((scope) => !inspection.scopes.includes(scope));
  if (missing.length > 0) {
    return { health: "MISSING_PERMISSION", reason: `Postloom is missing the ${missing.join(" and ")} permission${missing.length > 1 ? "s" : ""}.`, expiresAt };
  }
  if (expiresAt && expiresAt.getTime() - now.getTime() < EXPIRING_WITHIN_MS)
    return { health: "EXPIRING", reason: "Facebook's access ends within 7 days.", expiresAt };
  return { health: "HEALTHY", reason: null, expiresAt };
}

/**
 * The state a Graph error puts the connection in: 190 (and its subcodes) needs a reconnect, 10 and 200–299
 * a permission; anything else (a rate limit, 368's temporary block, an outage) says nothing about it: null.
 */
export function healthFromGraphError(error: unknown): HealthFinding | null {
  if (!(error instanceof FacebookError)) return null;
  const { code, subcode } = error.details;
  if (code === 190 || code === 102 || (subcode !== undefined && REVOKED_SUBCODES.has(subcode))) return needsReconnect(subcode);
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299))
    return { health: "MISSING_PERMISSION", reason: `Facebook refused a permission Postloom needs: ${error.message}` };
  return null;
}

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
