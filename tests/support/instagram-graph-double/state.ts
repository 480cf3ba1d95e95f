// What one Instagram Graph API double holds between requests (its settings, containers and published media), its
// public types, and what every route shares: replies, Instagram's refusals as HTTP 400s, and the token and
// appsecret_proof check every call to an account passes.
import { createHmac } from "node:crypto";
import { instagramRefusal, type FetchedImage, type InstagramRefusal } from "@/lib/channels/instagram/instagram-rules";

export type InstagramRequest = { method: string; path: string; params: URLSearchParams };

/** What the double does with one request instead of its normal answer. */
export type InstagramInterception =
  | { reply: { status: number; body?: unknown; raw?: string } }
  /** Instagram does the work (makes the container, publishes the post), then the answer never comes. */
  | { acceptThen: "hang" | "drop" }
  /** Answer normally after a pause. */
  | { delayMs: number };

type ContainerStatus = "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
/** One picture of a post: the image Instagram fetched, and its alt text. */
export type MediaItem = { image: FetchedImage; altText: string | null };
export type Container = {
  id: string;
  accountId: string;
  /** An image post's, a carousel's child (`is_carousel_item`: published only as part of a carousel), or the carousel's. */
  kind: "image" | "carousel item" | "carousel";
  caption: string;
  /** Its picture; a carousel's, its children's in order. */
  items: MediaItem[];
  looksLeft: number;
  status: ContainerStatus;
};
export type PublishedMedia = {
  id: string;
  accountId: string;
  caption: string;
  /** The picture, or a carousel's first (its cover), and its alt text. */
  altText: string | null;
  image: FetchedImage;
  /** A carousel's pictures, in order. */
  children?: MediaItem[];
  timestamp: number;
  permalink: string;
};

export type InstagramDoubleOptions = {
  appSecret?: string;
  /** Instagram account id → the page token that reaches it. */
  accounts?: Record<string, string>;
  /** How many looks at a new container find it IN_PROGRESS. */
  looksInProgress?: number;
  /** What a container becomes after those looks; ERROR or EXPIRED script Instagram failing to process it. */
  outcome?: Outcome;
  /** The container's `status` text when it ends in ERROR. */
  errorStatus?: string;
  /** Posts media_publish allows per account in a moving 24 hours (Meta's reference says 50). */
  limit?: number;
  /** Items per reply of /{ig-user-id}/media, to exercise paging. */
  pageSize?: number;
  /** Added to every call. */
  latencyMs?: number;
};

export type Outcome = "FINISHED" | "ERROR" | "EXPIRED";
/** `insightsGranted: false`: the login gave no instagram_manage_insights, and insights are refused (#10). */
export type Settings = { looksInProgress: number; outcome: Outcome; errorStatus: string; limit: number; insightsGranted: boolean };

export type InstagramState = {
  options: InstagramDoubleOptions;
  appSecret: string;
  /** Instagram account id → the page token that reaches it. */
  accounts: Record<string, string>;
  settings: Settings;
  containers: Map<string, Container>;
  media: PublishedMedia[];
  /** The last number given to an id, a container's (c<n>) or a media's (m<n>). */
  counter: number;
};

export const DAY_MS = 86_400_000;

export type Reply = { status: number; body: unknown };
export const ok = (body: unknown): Reply => ({ status: 200, body });
/** Instagram's refusals (instagram-rules.ts) and the Graph errors of this double's own, as HTTP 400 replies. */
export const refusedWith = (body: InstagramRefusal): Reply => ({ status: 400, body });
export const refused = (...args: Parameters<typeof instagramRefusal>) => refusedWith(instagramRefusal(...args));
const invalidToken = () => refused(190, "Invalid OAuth access token - Cannot parse access token");
const invalidProof = () => refused(100, "Invalid appsecret_proof provided in the API argument");
export const noSuchObject = (method: string, id: string) =>
  refused(
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { subcode: 33, type: "GraphMethodException" },
  );

/** The account the request's token and appsecret_proof reach, or why not. */
export function signedFor({ accounts, appSecret }: InstagramState, accountId: string, params: URLSearchParams): Reply | null {
  const token = params.get("access_token") ?? "";
  if (accounts[accountId] !== token) return invalidToken();
  if (params.get("appsecret_proof") !== createHmac("sha256", appSecret).update(token).digest("hex")) return invalidProof();
  return null;
}

export const publishedToday = ({ media }: InstagramState, accountId: string) =>
  media.filter((m) => m.accountId === accountId && m.timestamp > Date.now() - DAY_MS).length;
