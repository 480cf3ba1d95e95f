// The Google Business Profile double's public types: how it is started, what it received, and what a test scripts.
import type { IncomingHttpHeaders } from "node:http";

/** A Google user who can connect (their id is who the authorization page signs in, with `user=<id>` for tests). */
export type GoogleUser = { id: string; email: string };

/** A business location of an account: its numeric id (locations/<id>), its title, its primary phone, and whether it is verified (can post). */
export type GoogleLocation = { id: string; title: string; phone?: string; verified?: boolean; websiteUri?: string };

/** A Business Profile account (accounts/<id>): the users who manage it (the first its PRIMARY_OWNER, the others MANAGERs) and its locations. */
export type GoogleAccount = {
  id: string;
  name: string;
  /** Default LOCATION_GROUP. */
  type?: "PERSONAL" | "LOCATION_GROUP" | "ORGANIZATION";
  managers: string[];
  locations: GoogleLocation[];
};

export type GoogleDoubleOptions = {
  /** Defaults "test-google-client", "test-google-secret", "http://localhost:3000/auth/google-business/callback". */
  clientId?: string;
  clientSecret?: string;
  redirectUri?: string;
  /** Default [{ id: "user-1", email: "owner@example.test" }]; the first is who the authorization page signs in. */
  users?: GoogleUser[];
  /**
   * Default: account "101" "Maple Street Bakery", managed by user-1, with locations "201" Maple Street Bakery
   * (phone "+1 555 0100"), "202" Maple Street Bakery Downtown (no phone) and "203" Maple Street Bakery Airport (not verified).
   */
  accounts?: GoogleAccount[];
  /** The project has no Business Profile API access: every authenticated API call answers the quota-0 429. */
  quotaZero?: boolean;
  /** How long a new post stays PROCESSING before a read shows it LIVE (default 0: the first read does). */
  processingMs?: number;
  /** A pause before answering every request (benchmarks). */
  latencyMs?: number;
};

/** One request as the double received it (the body read whole). */
export type GoogleRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: Buffer };

/** What the double does with one request instead of its normal answer. */
export type GoogleInterception =
  /** Answer this (a JSON body) instead of the route. */
  | { reply: { status: number; body?: unknown; headers?: Record<string, string> } }
  /** The route carries the request out (a post is created and kept), then the connection drops without an answer. */
  | { acceptThen: "drop" };

/** The photo of a post, as the double fetched it from the post's sourceUrl. */
export type ReceivedGooglePhoto = { bytes: Buffer; contentType: string; width: number; height: number };

export type LocalPostState = "PROCESSING" | "LIVE" | "REJECTED";

/** A local post the double accepted (POST …/localPosts). */
export type ReceivedLocalPost = {
  /** accounts/<n>/locations/<m>/localPosts/<id> */
  name: string;
  /** accounts/<n>/locations/<m> */
  location: string;
  /** The LocalPost as kept: what GET answers with (its state as of the last read). */
  body: Record<string, unknown>;
  state: LocalPostState;
  /** Why Google's review rejected it (rejectNextPost); the API itself does not say. */
  rejectedReason?: string;
  photo?: ReceivedGooglePhoto;
  createdAt: Date;
  /** When it was deleted (DELETE), after which the API answers 404 for it. */
  deletedAt?: Date;
};

/** What reportInsights reports for a post. */
export type GooglePostInsights = { views: number; clicks: number };
