// What Postloom needs from Facebook, implemented by the Graph API client and by the sandbox.
import "server-only";

/** An Instagram professional account linked to a Facebook Page (its `instagram_business_account`). */
export type InstagramAccount = { id: string; username: string; pictureUrl: string | null };

/** A page the user can publish to, with its page token and the Instagram account linked to it, if any. */
export type FacebookPage = { id: string; name: string; accessToken: string; pictureUrl: string | null; instagram: InstagramAccount | null };

export type UserToken = { accessToken: string; expiresAt: Date | null };

/** A picture's bytes, and what it shows for people who can't see it (kept by Facebook as the photo's alt text). */
export type FacebookImage = { data: Uint8Array<ArrayBuffer>; contentType: string; altText?: string };

/**
 * A page post: its text with no picture (the link shown as a preview), one photo, or several (a multi-photo post:
 * each uploaded unpublished, then the post made with them as its `attached_media`).
 */
export type FacebookPostInput = {
  message: string;
  /** Shown as a link preview when there is no image. */
  link?: string;
  /** None when left out. */
  images?: FacebookImage[];
};

export type PublishTarget = { pageId: string; pageToken: string };

export type PublishOptions = {
  timeoutMs?: number;
  /** Called right before the request that puts the post on the page (after a multi-photo post's uploads); what it throws stops the publish there. */
  beforePublish?: () => void;
};

export interface FacebookApi {
  readonly mode: "production" | "sandbox" | "off";
  /** Where the connect popup goes: Facebook's OAuth dialog (or the sandbox's), ending at /auth/facebook/callback. */
  dialogUrl(state: string): string;
  /**
   * Trades the dialog's code for a (short-lived) user token. `forUser` is the Postloom user whose login the
   * code comes from (the OAuth state proved it); the sandbox, whose "Facebook user" is that Postloom user,
   * refuses anyone else's code.
   */
  exchangeCode(code: string, forUser: string): Promise<UserToken>;
  /** Swaps a short-lived user token for a long-lived one (about 60 days). */
  extendUserToken(userToken: string): Promise<UserToken>;
  /**
   * Every page the user can publish to, each with its page token and linked Instagram account: the pages
   * they have a role on, and the pages their Business Portfolios own or manage for clients; each once.
   */
  listPages(userToken: string): Promise<FacebookPage[]>;
  /**
   * Posts to the page: to its feed, to its photos with one image, or as a multi-photo post with several; resolves to
   * Facebook's post id and where it can be seen. Only the last request (the post itself) puts anything on the page.
   */
  publish(target: PublishTarget, post: FacebookPostInput, options?: PublishOptions): Promise<{ id: string; permalink: string }>;
  /** Live reactions, comments and shares of a post Postloom delivered. */
  engagement(target: PublishTarget, postId: string): Promise<Engagement>;
  /** A delivered post's insights (`read_insights`): the unique accounts it reached and its clicks, null where Meta has none. */
  postInsights(target: PublishTarget, postId: string): Promise<PostInsights>;
  /** How many follow the page, or an Instagram account (its id), read with the token that publishes there. */
  followers(token: string, accountId: string): Promise<number>;
  /**
   * The page's posts created since `since`, newest first, reading at most `atMost` of the feed (for finding posts
   * whose delivery went unanswered). The feed is ranked and may lag, so a post missing here may still exist.
   */
  recentPosts(target: PublishTarget, since: Date, atMost: number): Promise<PagePost[]>;
  /** What Meta says of a token: `GET /debug_token`, asked with the app's own token. */
  inspectToken(token: string): Promise<TokenInspection>;
  /**
   * A cheap read of the page, or of an Instagram account (its id), with the token that publishes there: it
   * proves the token still reaches it. Fails as any Graph call does (a FacebookError with Meta's code).
   */
  readAccount(token: string, accountId: string): Promise<void>;
}

/** `debug_token`'s data: validity, expiry (null: never, Meta's 0), the permissions granted, and Meta's error. */
export type TokenInspection = {
  isValid: boolean;
  expiresAt: Date | null;
  dataAccessExpiresAt: Date | null;
  scopes: string[];
  error: { code: number | null; subcode: number | null; message: string } | null;
};

export type PagePost = { id: string; message: string; createdTime: Date };

export type Engagement = { reactions: number; comments: number; shares: number };

export type PostInsights = { reach: number | null; clicks: number | null };

/** The post insights read (Meta's Page Insights reference): reach as unique viewers (post_impressions_unique's successor), and clicks. */
export const POST_INSIGHT_METRICS = { reach: "post_total_media_view_unique", clicks: "post_clicks" } as const;

/** Where Facebook (and the sandbox dialog) sends the popup back to, on Postloom's own origin. */
export const FACEBOOK_CALLBACK_PATH = "/auth/facebook/callback";

/** Said wherever Facebook would be used on a deployment without FACEBOOK_APP_ID and FACEBOOK_APP_SECRET. */
export const FACEBOOK_NOT_CONFIGURED = "Facebook isn't set up on this server yet, so Postloom can't connect to it or post there.";

/**
 * What one Meta login asks for. pages_read_engagement and pages_read_user_content let Postloom read the
 * page's feed back (live figures, and finding a post whose delivery went unanswered); instagram_basic and
 * instagram_content_publish publish to the pages' Instagram accounts; business_management lists the pages
 * a Business Portfolio owns, which /me/accounts leaves out; read_insights and instagram_manage_insights read what
 * posts reached, for Insights (not needed to publish: a connection made without them posts, and reads no reach).
 */
export const FACEBOOK_SCOPES = [
  "public_profile",
  "email",
  "pages_show_list",
  "pages_manage_posts",
  "pages_read_engagement",
  "pages_read_user_content",
  "instagram_basic",
  "instagram_content_publish",
  "business_management",
  "read_insights",
  "instagram_manage_insights",
] as const;
