// The LinkedIn double's public types: how it is started, what it received, and what a test scripts.
import type { IncomingHttpHeaders } from "node:http";

/** A member who can sign in with LinkedIn (their id is the `sub` of /v2/userinfo and the id in urn:li:person:<id>). */
export type LinkedInMember = { id: string; name: string; picture?: string };

/** A Company Page: its numeric id (urn:li:organization:<id>) and the members who are its ADMINISTRATORs. */
export type LinkedInOrganization = { id: string; name: string; vanityName?: string; admins: string[] };

export type LinkedInDoubleOptions = {
  /** Defaults "test-linkedin-client", "test-linkedin-secret", "http://localhost:3000/auth/linkedin/callback". */
  clientId?: string;
  clientSecret?: string;
  redirectUri?: string;
  /** Default [{ id: "member-1", name: "Alex Baker" }]; the first is who the authorization page signs in. */
  members?: LinkedInMember[];
  /** Default: "2001" Corner Bakery, "2002" Corner Bakery Catering, "2003" Corner Bakery Supplies, all administered by member-1. */
  organizations?: LinkedInOrganization[];
  /** Whether the token endpoint gives refresh tokens (LinkedIn gives them to approved apps only); default false. */
  refreshTokens?: boolean;
  /** A pause before answering every request (benchmarks). */
  latencyMs?: number;
};

/** One request as the double received it (the body read whole). */
export type LinkedInRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: Buffer };

/** What the double does with one request instead of its normal answer. */
export type LinkedInInterception =
  /** Answer this (a JSON body) instead of the route. */
  | { reply: { status: number; body?: unknown; headers?: Record<string, string> } }
  /** The route carries the request out (a post is created and kept), then the connection drops without an answer. */
  | { acceptThen: "drop" };

/** An image of a post: the bytes PUT to its upload URL, their Content-Type, and the post's altText for it. */
export type ReceivedLinkedInImage = { id: string; bytes: Buffer; contentType: string; altText?: string };

/** A post the double accepted (POST /rest/posts). */
export type ReceivedLinkedInPost = {
  /** urn:li:share:<n> */
  id: string;
  author: string;
  /** The commentary as sent (little text, escapes included). */
  commentary: string;
  images: ReceivedLinkedInImage[];
  createdAt: Date;
};

/** What a test makes of a token: revoked, expired, or active with this expiry and these scopes. */
export type LinkedInTokenState = { status: "active"; expiresAt?: Date; scopes?: string[] } | { status: "revoked" | "expired" };

/**
 * The engagement socialMetadata reports for a post (likes, praise, comments), and for a Company Page's post what its
 * share statistics add: impressions (unique: members reached), clicks and reposts.
 */
export type LinkedInEngagement = {
  likes: number;
  praise?: number;
  comments: number;
  impressions?: number;
  uniqueImpressions?: number;
  clicks?: number;
  shares?: number;
};
