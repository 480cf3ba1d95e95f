// What Postloom needs from LinkedIn, implemented by the REST client (rest-api.ts), by the sandbox
// (sandbox-api.ts), and by the "off" client of a deployment without LinkedIn settings.
import "server-only";

/** The version of LinkedIn's REST API the client is written and tested against (its `LinkedIn-Version` header). */
export const LINKEDIN_VERSION = "202510";

/** Where LinkedIn (and the sandbox's consent page) sends the popup back to, on Postloom's own origin. */
export const LINKEDIN_CALLBACK_PATH = "/auth/linkedin/callback";

/** Said wherever LinkedIn would be used on a deployment without LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET. */
export const LINKEDIN_NOT_CONFIGURED = "LinkedIn isn't set up on this server yet, so Postloom can't connect to it or post there.";

/**
 * What the login asks for: who the member is (openid, profile), posting as them (w_member_social), and, for the
 * Company Pages they administer, listing them (rw_organization_admin), posting (w_organization_social) and reading
 * the pages' posts back (r_organization_social). The organization scopes need LinkedIn's approval of the app
 * (its Community Management API product); a client without it asks for the member's own scopes only.
 */
export const MEMBER_SCOPES = ["openid", "profile", "w_member_social"] as const;
export const ORGANIZATION_SCOPES = ["rw_organization_admin", "w_organization_social", "r_organization_social"] as const;

/** An access token from the login: LinkedIn's last about 60 days; a refresh token comes to approved apps only. */
export type LinkedInToken = { accessToken: string; expiresAt: Date | null; refreshToken: string | null; scopes: string[] };

/** Someone or something a post can be written as: the member, or a Company Page they administer. */
export type LinkedInAuthor = { urn: string; name: string; pictureUrl: string | null; kind: "person" | "organization" };

/** A picture's bytes, with what it shows (kept by LinkedIn as the image's alt text). */
export type LinkedInImage = { data: Uint8Array<ArrayBuffer>; contentType: string; altText?: string };

export type LinkedInPost = { id: string; commentary: string; createdAt: Date; permalink: string };

/** A post made: LinkedIn's id of it (its URN), and where it can be seen. */
export type LinkedInPublished = { id: string; permalink: string };

/** Where a post can be seen on LinkedIn. */
export const linkedInPermalink = (id: string) => `https://www.linkedin.com/feed/update/${id}/`;

/** What LinkedIn says of a token (its introspection endpoint). */
export type LinkedInTokenState = { active: boolean; status: "active" | "expired" | "revoked" | "unknown"; expiresAt: Date | null; scopes: string[] };

export type LinkedInEngagement = { reactions: number; comments: number };

/** A Company Page post's organic statistics, in Postloom's words: members reached, clicks and reposts. */
export type LinkedInShareStatistics = { reach: number; clicks: number; shares: number };

/** Whether an author URN is a Company Page's (else the member's own profile). */
export const isOrganization = (urn: string) => urn.startsWith("urn:li:organization:");

export type LinkedInPublishOptions = {
  timeoutMs: number;
  /** Called right before the request that makes the post (after the images are uploaded). */
  beforePublish: () => void;
};

export interface LinkedInApi {
  readonly mode: "production" | "sandbox" | "off";
  /** Whether the app may act for Company Pages (LinkedIn approved its Community Management API access). */
  readonly organizations: boolean;
  /** Where the connect popup goes: LinkedIn's authorization page (or the sandbox's), ending at LINKEDIN_CALLBACK_PATH. */
  authorizeUrl(state: string): string;
  /** Trades the authorization code for an access token; `forUser` is the Postloom user whose login it is. */
  exchangeCode(code: string, forUser: string): Promise<LinkedInToken>;
  /** The member, then the Company Pages they administer (when the app may act for pages). */
  listAuthors(token: string): Promise<LinkedInAuthor[]>;
  /** Posts as `author` (its images uploaded first). Only the last request puts anything out. */
  publish(token: string, author: string, post: { commentary: string; images: LinkedInImage[] }, options: LinkedInPublishOptions): Promise<LinkedInPublished>;
  /** The author's posts since `since`, newest first, reading at most about `atMost`. */
  recentPosts(token: string, author: string, since: Date, atMost: number): Promise<LinkedInPost[]>;
  introspect(token: string): Promise<LinkedInTokenState>;
  engagement(token: string, postId: string): Promise<LinkedInEngagement>;
  /** A Company Page post's statistics (organizationalEntityShareStatistics); null for a member's post, which LinkedIn does not report to apps. */
  shareStatistics(token: string, author: string, postId: string): Promise<LinkedInShareStatistics | null>;
  /** How many follow a Company Page (networkSizes); null for a member's own profile. */
  followers(token: string, author: string): Promise<number | null>;
}
