// What Postloom needs from Instagram (a professional account linked to a Facebook Page, through Facebook
// Login): publish an image post, read the account's publishing quota, and list its recent media.
import "server-only";

/** An Instagram account, reached with the token of the Facebook Page it is linked to. */
export type InstagramTarget = { accountId: string; pageToken: string };

export type InstagramPostInput = {
  caption: string;
  /** Instagram fetches the image itself: a public address of a JPEG within 4:5 to 1.91:1. */
  imageUrl: string;
  altText?: string;
};

export type InstagramPublishOptions = {
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type PublishingLimit = { used: number; total: number; windowSeconds: number };

export type InstagramMedia = { id: string; caption: string; timestamp: Date; permalink: string | null };

export interface InstagramApi {
  /** Creates the media container, waits until Instagram has processed it, publishes it; resolves to the media id and permalink. */
  publish(target: InstagramTarget, post: InstagramPostInput, options?: InstagramPublishOptions): Promise<{ id: string; permalink: string | null }>;
  /** How many posts the account has published in the moving window, out of how many. */
  publishingLimit(target: InstagramTarget): Promise<PublishingLimit>;
  /** The account's media posted since `since`, newest first (for finding a post whose delivery went unanswered). */
  recentMedia(target: InstagramTarget, since: Date): Promise<InstagramMedia[]>;
}

/** How long to wait before each look at a container still IN_PROGRESS: about five minutes in all, as Meta advises. */
export const CONTAINER_POLL_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000, 60_000, 60_000] as const;

/** Instagram's documented quota when an account's configuration does not say. */
export const DEFAULT_PUBLISHING_LIMIT = 50;
