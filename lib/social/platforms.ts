// The social platforms and connection states as every page names them: no validation code, so the pages that
// only show connections load without zod. The inputs' schemas are ./schemas.

export const PLATFORMS = ["FACEBOOK", "INSTAGRAM", "TWITTER", "LINKEDIN"] as const;
export type PlatformName = (typeof PLATFORMS)[number];

/** Facebook Pages and Instagram accounts can be connected, several of each; the others exist as labels. */
export const CONNECTABLE_PLATFORMS = ["FACEBOOK", "INSTAGRAM"] as const;
export type ConnectablePlatform = (typeof CONNECTABLE_PLATFORMS)[number];

/** What a post can be sent to: every platform that can be connected. */
export const PUBLISHABLE_PLATFORMS = CONNECTABLE_PLATFORMS;

export const PLATFORM_LABELS: Record<PlatformName, string> = {
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
  TWITTER: "Twitter",
  LINKEDIN: "LinkedIn",
};

export const NOTHING_CHOSEN = "Please select a page or an Instagram account";

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
