// What Postloom needs from Instagram (a professional account linked to a Facebook Page, through Facebook
// Login): publish an image post, read the account's publishing quota, and list its recent media. Failures
// are FacebookErrors (lib/channels/facebook/facebook-error.ts): Instagram's Graph errors have the same
// shape, and the same four kinds decide what publishing does next.
import "server-only";
import { INSTAGRAM_FACTS } from "./facts";

/** An Instagram account, reached with the token of the Facebook Page it is linked to. */
export type InstagramTarget = { accountId: string; pageToken: string };

/** Instagram fetches the image itself: a public address of a JPEG within 4:5 to 1.91:1 (see toInstagramJpeg). */
export type InstagramImage = {
  url: string;
  /** Read aloud by screen readers; Instagram keeps at most 1,000 characters. */
  altText?: string;
};

/**
 * An image post (one image), or a carousel (2 to 10): a child container per image (`is_carousel_item`), then a
 * CAROUSEL container of them with the caption, which is what is published.
 */
export type InstagramPostInput = { caption: string; images: InstagramImage[] };

export type InstagramPublishOptions = {
  /** Per request, for the two that write (container and media_publish). */
  timeoutMs?: number;
  /** How the wait between looks at the container is spent (tests pass one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
  /** Called right before the request that publishes (media_publish); what it throws stops the publish there. */
  beforePublish?: () => void;
};

export type PublishingLimit = { used: number; total: number; windowSeconds: number };

export type InstagramMedia = { id: string; caption: string; timestamp: Date; permalink: string | null };

/** The media insights read (Meta's Instagram Media Insights reference; `impressions` is gone since April 2025). */
export const MEDIA_INSIGHT_METRICS = ["reach", "likes", "comments", "saved", "shares", "views"] as const;

export type InstagramInsights = Record<(typeof MEDIA_INSIGHT_METRICS)[number], number | null>;

export interface InstagramApi {
  readonly mode: "production" | "sandbox" | "off";
  /**
   * Creates the media container (for a carousel, its children first), waits until Instagram has processed it,
   * publishes it; resolves to the media id and its permalink (null when it could not be read: the post is out all
   * the same). Only media_publish puts anything on the account.
   */
  publish(target: InstagramTarget, post: InstagramPostInput, options?: InstagramPublishOptions): Promise<{ id: string; permalink: string | null }>;
  /** How many posts the account has published in the moving window, out of how many. */
  publishingLimit(target: InstagramTarget): Promise<PublishingLimit>;
  /** The account's media posted since `since`, newest first (for finding a post whose delivery went unanswered). */
  recentMedia(target: InstagramTarget, since: Date): Promise<InstagramMedia[]>;
  /** A media's insights (`instagram_manage_insights`), in Instagram's names; null where Instagram has none yet. */
  mediaInsights(target: InstagramTarget, mediaId: string): Promise<InstagramInsights>;
  /** A media's like and comment counts, which need no insights permission. */
  mediaCounts(target: InstagramTarget, mediaId: string): Promise<{ likes: number; comments: number }>;
}

/**
 * How long to wait before each look at a container still IN_PROGRESS: quick looks first (a photo is
 * usually ready within seconds), then once a minute, about five minutes in all, as Meta advises.
 */
export const CONTAINER_POLL_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000, 60_000, 60_000] as const;

/** The quota Meta's content_publishing_limit reference gives (the channel's rules), for an account whose reply leaves out its configuration. */
export const DEFAULT_PUBLISHING_LIMIT = INSTAGRAM_FACTS.rules.publishingLimit.posts;
export const DEFAULT_PUBLISHING_WINDOW_SECONDS = INSTAGRAM_FACTS.rules.publishingLimit.hours * 3_600;

/** The fewest and the most images a carousel holds (Meta's content-publishing guide). */
export const CAROUSEL_MIN_ITEMS = 2;
export const CAROUSEL_MAX_ITEMS = INSTAGRAM_FACTS.rules.images.max;

/** Said wherever Instagram would be used without a Meta app configured. */
export const INSTAGRAM_NOT_CONFIGURED = "Instagram isn't set up on this server yet, so Postloom can't post there.";
