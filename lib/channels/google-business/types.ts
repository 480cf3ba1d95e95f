// What Postloom needs from Google Business Profile, implemented by the REST client (rest-api.ts), by the sandbox
// (sandbox-api.ts), and by the "off" client of a deployment without Google Business Profile settings. A connection
// keeps the grant's refresh token: Google's access tokens last an hour, so each client trades it for one as needed.
import "server-only";
import type { GooglePostOptions } from "./post-options";

/** Where Google (and the sandbox's consent page) sends the popup back to, on Postloom's own origin. */
export const GOOGLE_BUSINESS_CALLBACK_PATH = "/auth/google-business/callback";

/** The one scope the connection asks for: managing the owner's Business Profile locations and their posts. */
export const BUSINESS_SCOPE = "https://www.googleapis.com/auth/business.manage";

/** Said wherever Google Business Profile would be used on a deployment without its settings. */
export const GOOGLE_BUSINESS_NOT_CONFIGURED = "Google Business Profile isn't set up on this server yet, so Postloom can't connect to it or post there.";

/** Said where Google answers with a quota of 0: the server's Google project has no Business Profile API access yet. */
export const GOOGLE_BUSINESS_NO_ACCESS =
  "Google hasn't given this server access to the Business Profile API yet, so Postloom can't reach your locations. It works once Google approves the access.";

/** Why an unverified location can't post, in the owner's words. */
export const UNVERIFIED_LOCATION = "Google hasn't verified this location yet, so it can't post. Verify it in Business Profile, then connect it.";

/**
 * A business location the owner manages: its name in the v4 API (accounts/<a>/locations/<l>, what a connection
 * stores), its title, the account it belongs to, its primary phone (a Call button dials it), and whether Google lets
 * it post (a verified location).
 */
export type GoogleLocation = { name: string; title: string; account: string; phone: string | null; canPost: boolean };

/** What the consent gives: the refresh token a connection keeps, and the scopes granted. */
export type GoogleGrant = { refreshToken: string; scopes: string[] };

/** A local post as Postloom writes it: the text, the public link Google fetches its photo from, its type and button. */
export type LocalPostDraft = { summary: string; photoUrl: string | null; options: GooglePostOptions };

/** Google's review of a post: PROCESSING until it is done, then LIVE, or REJECTED by its content policy. */
export type LocalPostState = "PROCESSING" | "LIVE" | "REJECTED" | "STATE_UNSPECIFIED";

/** A local post as Google answers it: its name (its id), text, review state, when it was made, and where it shows. */
export type GoogleLocalPost = { name: string; summary: string; state: LocalPostState; createdAt: Date; searchUrl: string | null };

export type GooglePublishOptions = {
  timeoutMs: number;
  /** Called right before the request that makes the post (after the access token is in hand). */
  beforePublish: () => void;
};

export interface GoogleBusinessApi {
  readonly mode: "production" | "sandbox" | "off";
  /** Where the connect popup goes: Google's consent page (or the sandbox's), for offline access, ending at the callback path. */
  authorizeUrl(state: string): string;
  /** Trades the authorization code for the grant; `forUser` is the Postloom user whose login it is. */
  exchangeCode(code: string, forUser: string): Promise<GoogleGrant>;
  /** The scopes the grant still holds (its refresh token traded for an access token); fails as reconnect once it is revoked. */
  grantedScopes(refreshToken: string): Promise<string[]>;
  /** Every location of every account the owner manages, verified or not. */
  listLocations(refreshToken: string): Promise<GoogleLocation[]>;
  /** The location with this name while the owner still manages it; null when they no longer do. */
  findLocation(refreshToken: string, location: string): Promise<GoogleLocation | null>;
  /** Makes a local post on the location. Only this request can put anything out. */
  createPost(refreshToken: string, location: string, draft: LocalPostDraft, options: GooglePublishOptions): Promise<GoogleLocalPost>;
  /** A post read back: its review state now. */
  getPost(refreshToken: string, name: string, timeoutMs: number): Promise<GoogleLocalPost>;
  /** A post's views on Search and Maps and its button's clicks so far (the v4 API's reportInsights). */
  insights(refreshToken: string, location: string, name: string): Promise<{ views: number; clicks: number }>;
  /** The location's posts made since `since`, newest first, reading at most about `atMost`. */
  recentPosts(refreshToken: string, location: string, since: Date, atMost: number): Promise<GoogleLocalPost[]>;
}
