// Where a delivery goes: its connection's account (a Facebook Page, or an Instagram account reached with
// its page's token), or why there is none.
import "server-only";
import { decrypt, DecryptionError } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { FACEBOOK_NOT_CONFIGURED } from "@/lib/integrations/facebook";
import { INSTAGRAM_NOT_CONFIGURED } from "@/lib/integrations/instagram";
import { deliveryMessages } from "./delivery-policy";

/** An account ready to post to, with the token that reaches it. */
export type PublishTarget = { ok: true; platform: Platform; accountId: string; accountName: string; pageId: string; pageToken: string };

export type PublishTargetResult = PublishTarget | { ok: false; reason: "not-connected" | "needs-reconnect"; message: string };

export type StoredConnection = {
  id: number;
  platform: Platform;
  accountId: string;
  accountName: string;
  pageId: string | null;
  accessToken: string;
  needsReconnect: boolean;
  isDefault: boolean;
};

export const connectionSelect = { id: true, platform: true, accountId: true, accountName: true, pageId: true, accessToken: true, needsReconnect: true, isDefault: true } as const;

/** The target for a connection already loaded (or null when there is none), on `platform`. */
export async function resolvePublishTarget(userId: string, connection: StoredConnection | null | undefined, platform: Platform = connection?.platform ?? "FACEBOOK"): Promise<PublishTargetResult> {
  const messages = deliveryMessages(platform);
  if (env.modes.facebook === "off") return { ok: false, reason: "not-connected", message: platform === "INSTAGRAM" ? INSTAGRAM_NOT_CONFIGURED : FACEBOOK_NOT_CONFIGURED };
  if (!connection?.pageId) return { ok: false, reason: "not-connected", message: messages.notConnected };
  if (connection.needsReconnect) return { ok: false, reason: "needs-reconnect", message: messages.reconnect() };
  try {
    const { platform: on, accountId, accountName, pageId } = connection;
    return { ok: true, platform: on, accountId, accountName, pageId, pageToken: decrypt(connection.accessToken) };
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    // The key changed or the value was damaged: only a fresh connection gives a usable token.
    await markNeedsReconnect(userId, connection.pageId);
    return { ok: false, reason: "needs-reconnect", message: messages.reconnect("the saved access could not be read") };
  }
}

/** The page's token stopped working: every account published with it (the page, its Instagram) needs a new login. */
export async function markNeedsReconnect(userId: string, pageId: string): Promise<void> {
  await db.socialConnection.updateMany({ where: { userId, pageId }, data: { needsReconnect: true } });
}
