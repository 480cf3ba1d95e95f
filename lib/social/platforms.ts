// The social platforms and connection states as every page names them: no validation code, so the pages that
// only show connections load without zod. The inputs' schemas are ./schemas. What each channel is and accepts
// is its facts (lib/channels/facts.ts).
import { CHANNEL_KEYS, type ChannelKey } from "@/lib/channels/facts";
import { Platform } from "@/lib/generated/prisma/enums";

/** Every platform a stored connection or delivery may name (the database's list, which holds names no channel has yet). */
export const PLATFORMS = Platform;
export type PlatformName = Platform;

/** The channels can be connected, several accounts of each. */
export const CONNECTABLE_PLATFORMS = CHANNEL_KEYS;
export type ConnectablePlatform = ChannelKey;

/** What a post can be sent to: every channel that can be connected. */
export const PUBLISHABLE_PLATFORMS = CONNECTABLE_PLATFORMS;

export const NOTHING_CHOSEN = "Please select a page or an Instagram account";
export const NOTHING_CHOSEN_OF_LOGIN = "Please select at least one page or profile.";

export const CONNECTION_NOT_FOUND = "We couldn't find that connection.";

/** Where the owner reconnects or checks a connection: the dashboard's Social Media Integration card. */
export const CONNECTIONS_LINK = "/dashboard#connections";

/** A connection's health states, best first. */
export const CONNECTION_HEALTH = ["HEALTHY", "EXPIRING", "MISSING_PERMISSION", "NEEDS_RECONNECT"] as const;
export type ConnectionHealthState = (typeof CONNECTION_HEALTH)[number];

/** Each state in a few words: the dashboard's line under a connection, and 'Check now''s answer. */
export const HEALTH_SUMMARIES: Record<ConnectionHealthState, string> = {
  HEALTHY: "Connected and ready to post",
  EXPIRING: "Access ends soon",
  MISSING_PERMISSION: "A permission is missing",
  NEEDS_RECONNECT: "Reconnect needed",
};
