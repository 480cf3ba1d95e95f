// Where a delivery goes: its connection's account with the token that reaches it (a Facebook Page's, or the
// page's an Instagram account is linked to), or why there is none, in the owner's words.
import "server-only";
import { channels as allChannels, type Channels, type Destination } from "@/lib/channels";
import { channelFacts } from "@/lib/channels/facts";
import type { ChannelFacts } from "@/lib/channels/rules";
import { decrypt, DecryptionError } from "@/lib/crypto/encryption";
import type { ConnectionHealth, Platform } from "@/lib/generated/prisma/client";
import { recordHealth } from "./connection-health";

/** An account ready to post to, on its channel. */
export type ResolvedDestination = Destination & { ok: true; platform: Platform };

export type DestinationResult = ResolvedDestination | { ok: false; reason: "not-connected" | "needs-reconnect"; message: string };

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

/** What the owner is told of a connection on `channel` that can't be posted to. */
export function connectionMessages(channel: ChannelFacts) {
  return {
    notConnected: `${channel.label} isn't connected. Connect it on the dashboard, then post again.`,
    reconnect: (detail?: string) =>
      `${channel.label} asked you to reconnect your account${detail ? ` (${detail})` : ""}. Reconnect ${channel.login} on the dashboard, then post again.`,
  };
}

/** The destination on `platform` of a connection already loaded (or null when there is none). */
export async function resolveDestination(
  userId: string,
  platform: Platform,
  connection: StoredConnection | null | undefined,
  channels: Channels = allChannels(),
): Promise<DestinationResult> {
  const messages = connectionMessages(channelFacts(platform));
  const notConfigured = channels.of(platform).notConfigured();
  if (notConfigured) return { ok: false, reason: "not-connected", message: notConfigured };
  if (!connection?.pageId) return { ok: false, reason: "not-connected", message: messages.notConnected };
  if (connection.health === "NEEDS_RECONNECT") return { ok: false, reason: "needs-reconnect", message: messages.reconnect() };
  try {
    const { accountId, accountName, pageId } = connection;
    return { ok: true, platform, accountId, accountName, pageId, token: decrypt(connection.accessToken) };
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    // The key changed or the value was damaged: only a fresh connection gives a usable token.
    await recordHealth({ userId, pageId: connection.pageId }, { health: "NEEDS_RECONNECT", reason: "The saved access could not be read." });
    return { ok: false, reason: "needs-reconnect", message: messages.reconnect("the saved access could not be read") };
  }
}

/**
 * A delivery's failure that is the connection's (its page's token revoked, a permission removed): every
 * account published with that token (the page, its Instagram) takes the state the channel reads in it.
 */
export async function recordDeliveryHealth(userId: string, platform: Platform, pageId: string, error: unknown, channels: Channels = allChannels()) {
  await recordHealth({ userId, pageId }, channels.of(platform).healthOfFailure(error) ?? { health: "NEEDS_RECONNECT", reason: null });
}
