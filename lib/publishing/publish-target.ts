// Where a delivery goes: the user's authorized page and its token, or why there is none.
import "server-only";
import { decrypt, DecryptionError } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { FACEBOOK_NOT_CONFIGURED } from "@/lib/integrations/facebook";
import { DELIVERY_MESSAGES } from "./delivery-policy";

export type PublishTargetResult =
  | { ok: true; pageId: string; pageToken: string }
  | { ok: false; reason: "not-connected" | "needs-reconnect"; message: string };

export type StoredConnection = { platform: Platform; pageId: string | null; pageAccessToken: string | null; needsReconnect: boolean };

export const connectionSelect = { platform: true, pageId: true, pageAccessToken: true, needsReconnect: true } as const;

/** The target for a connection already loaded (or null when there is none). */
export async function resolvePublishTarget(userId: string, connection: StoredConnection | null | undefined): Promise<PublishTargetResult> {
  if (env.modes.facebook === "off") return { ok: false, reason: "not-connected", message: FACEBOOK_NOT_CONFIGURED };
  if (!connection?.pageId || !connection.pageAccessToken) {
    return { ok: false, reason: "not-connected", message: DELIVERY_MESSAGES.notConnected };
  }
  if (connection.needsReconnect) return { ok: false, reason: "needs-reconnect", message: DELIVERY_MESSAGES.reconnect() };
  try {
    return { ok: true, pageId: connection.pageId, pageToken: decrypt(connection.pageAccessToken) };
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    // The key changed or the value was damaged: only a fresh connection gives a usable token.
    await markNeedsReconnect(userId, connection.platform);
    return { ok: false, reason: "needs-reconnect", message: DELIVERY_MESSAGES.reconnect("the saved access could not be read") };
  }
}

export async function getPublishTarget(userId: string, platform: Platform): Promise<PublishTargetResult> {
  const connection = await db.socialConnection.findUnique({ where: { userId_platform: { userId, platform } }, select: connectionSelect });
  return resolvePublishTarget(userId, connection);
}

export async function markNeedsReconnect(userId: string, platform: Platform): Promise<void> {
  await db.socialConnection.updateMany({ where: { userId, platform }, data: { needsReconnect: true } });
}
