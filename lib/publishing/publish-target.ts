// Where a delivery goes: its connection's account (a Facebook Page, or an Instagram account reached with
// its page's token), or why there is none.
import "server-only";
import { decrypt, DecryptionError } from "@/lib/crypto/encryption";
import type { ConnectionHealth, Platform } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { FACEBOOK_NOT_CONFIGURED } from "@/lib/integrations/facebook";
import { INSTAGRAM_NOT_CONFIGURED } from "@/lib/integrations/instagram";
import { healthFromGraphError, recordHealth } from "@/lib/social/connection-health";
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
  health: ConnectionHealth;
  isDefault: boolean;
};

export const connectionSelect = {
  id: true,
  platform: true,
  accountId: true,
  accountName: true,
  pageId: true,
  accessToken: true,
  health: true,
  isDefault: true,
} as const;

/** The target for a connection already loaded (or null when there is none), on `platform`. */
export async function resolvePublishTarget(
  userId: string,
  connection: StoredConnection | null | undefined,
  platform: Platform = connection?.platform ?? "FACEBOOK",
): Promise<PublishTargetResult> {
  const messages = deliveryMessages(platform);
  if (env.modes.facebook === "off")
    return { ok: false, reason: "not-connected", message: platform === "INSTAGRAM" ? INSTAGRAM_NOT_CONFIGURED : FACEBOOK_NOT_CONFIGURED };
  if (!connection?.pageId) return { ok: false, reason: "not-connected", message: messages.notConnected };
  if (connection.health === "NEEDS_RECONNECT") return { ok: false, reason: "needs-reconnect", message: messages.reconnect() };
  try {
    const { platform: on, accountId, accountName, pageId } = connection;
    return { ok: true, platform: on, accountId, accountName, pageId, pageToken: decrypt(connection.accessToken) };
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    // The key changed or the value was damaged: only a fresh connection gives a usable token.
    await recordHealth({ userId, pageId: connection.pageId }, { health: "NEEDS_RECONNECT", reason: "The saved access could not be read." });
    return { ok: false, reason: "needs-reconnect", message: messages.reconnect("the saved access could not be read") };
  }
}

/**
 * A delivery's failure that is the connection's (its page's token revoked, a permission removed): every
 * account published with that token (the page, its Instagram) takes the state it shows.
 */
export async function recordDeliveryHealth(userId: string, pageId: string, error: unknown): Promise<void> {
  await recordHealth({ userId, pageId }, healthFromGraphError(error) ?? { health: "NEEDS_RECONNECT", reason: null });
}
