// The contract every channel implements on the server (docs/architecture.md, "Channels"): who it is and what it
// accepts (its facts, which the browser shares), how an owner connects it, how a post is sent there and what
// its failures mean, how a post whose sending went unanswered is found there, how a connection's health is
// read, and what engagement it reports. The domains (publishing, social, voice) reach a channel only through
// this, from the registry (./index.ts), and never branch on a channel's name.
import "server-only";
import type { ConnectionHealth } from "@/lib/generated/prisma/client";
import type { EngagementFigures } from "./engagement";
import type { ChannelKey } from "./facts";
import type { ChannelFacts } from "./rules";

/**
 * What Postloom does about a failure:
 * - reconnect: the access is expired or revoked, or a permission is missing; the owner must reconnect.
 * - rejected: the channel refused this content; sending it again would fail the same way.
 * - retryable: nothing was accepted (a rate limit, no connection, a proxy's 5xx); safe to send again later.
 * - unknown: the request may have reached the channel and been carried out; never sent again automatically.
 */
export type FailureKind = "reconnect" | "rejected" | "retryable" | "unknown";

/** Marks ChannelErrors across copies of this module (the server bundles it once per layer). */
const BRAND = Symbol.for("postloom.ChannelError");

/** A channel's failure, sorted by what Postloom does about it. Each channel's client throws its own kind of it. */
export class ChannelError extends Error {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = "ChannelError";
  }
}

/** Connection errors raised before a request could be written: nothing reached the channel. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * How a request to `service` failed without an answer: one that could not connect was never sent (retryable); a
 * time-out or a dropped connection after that may have been carried out (unknown).
 */
export function networkFailure(cause: unknown, service: string): { kind: "retryable" | "unknown"; message: string } {
  const error = cause as { name?: string; code?: string; cause?: { code?: string } } | null;
  const code = error?.cause?.code ?? error?.code;
  if (code && NOT_SENT_CODES.has(code)) return { kind: "retryable", message: `Could not reach ${service} (${code})` };
  if (error?.name === "TimeoutError" || error?.name === "AbortError") return { kind: "unknown", message: `${service} did not answer in time` };
  return { kind: "unknown", message: `The connection to ${service} broke${code ? ` (${code})` : ""}` };
}

/** A Retry-After header's seconds; undefined when there is none, or it is not a number of seconds. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** A connected account ready to post to: its id there, its name, the token that reaches it and who holds that token (a page). */
export type Destination = { accountId: string; accountName: string; pageId: string; token: string };

/**
 * One picture of a post: its bytes, or, to a channel that fetches it (`images.fetchedByLink`), a link; with what it
 * shows, read aloud by screen readers where the channel keeps it.
 */
export type OutgoingPicture = ({ data: Uint8Array<ArrayBuffer>; contentType: string } | { url: string }) & { altText?: string };

/**
 * A post as a channel is sent it: its text, its pictures in order (none, one, or up to its rules' `images.max`), and
 * what the channel takes beside them as the post keeps it (lib/channels/options.ts; the channel reads it with its own
 * schema, and a channel without options ignores it).
 */
export type OutgoingPost = { text: string; pictures: OutgoingPicture[]; options?: unknown };

export type SendOptions = {
  /** Per request. */
  timeoutMs: number;
  /** Epoch ms past which a channel that waits on its side (a container being processed) gives up, as retryable. */
  deadline: number;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  /** Called right before the request that puts the post out; what it throws stops the send there, as nothing sent. */
  beforePublish: () => void;
};

/** Where a sent post is: its id on the channel, and its address when the channel gave one. */
export type Published = { id: string; permalink: string | null };

/** A post read back from the account (to find one whose sending went unanswered). */
export type FoundPost = { id: string; text: string; createdTime: Date; permalink: string | null };

/** A connection whose access ends within this long is EXPIRING, on every channel. */
export const EXPIRING_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** A connection's state as a check or a failure shows it, with the reason in the owner's words. */
export type HealthFinding = { health: ConnectionHealth; reason: string | null; expiresAt?: Date | null };

/** How far an account is into its own publishing limit. */
export type PublishingLimit = { used: number; total: number };

/**
 * A post's live figures, each null where the channel does not report it: reactions, comments and shares on a feed;
 * the views on Search and Maps and the button's clicks of a Google post.
 */
export type Engagement = EngagementFigures;

export interface Channel {
  /** Identity and rules: key, name, what it accepts, what the writer is asked for (shared with the browser). */
  readonly facts: ChannelFacts;
  /** How it is connected (through `facts.login`): what that lists, and the permissions publishing needs. */
  readonly connect: { lists: string; scopes: readonly string[] };
  /** What the owner is told where this server has no settings for the channel (a deployment without them); null when it has. */
  notConfigured(): string | null;
  /** Sends the post; fails with a ChannelError whose kind says what to do next. */
  publish(to: Destination, post: OutgoingPost, options: SendOptions): Promise<Published>;
  /** How far the account is into its publishing limit; null for a channel without one, or when it can't be read. */
  publishingLimit(to: Destination): Promise<PublishingLimit | null>;
  /** Whether a publish failure says the account's publishing limit is reached: the post waits, it does not fail. */
  limitReached(error: ChannelError): boolean;
  /** Posts made on the account since `since`, newest first, reading at most about `atMost`. May lag: a post missing here may exist. */
  recentPosts(to: Destination, since: Date, atMost: number): Promise<FoundPost[]>;
  /** What the channel says of a connection's token now; null when it could not be asked. */
  checkHealth(connection: { token: string; accountId: string }, now: Date): Promise<HealthFinding | null>;
  /** The state a failure puts the connection in; null when it says nothing about the connection. */
  healthOfFailure(error: unknown): HealthFinding | null;
  /** The live figures of a post delivered there; null for a channel that offers none. */
  readonly engagement: ((to: Destination, postId: string) => Promise<Engagement>) | null;
  /**
   * How many follow the account now (an answer of null: this account has no count, as a member's own LinkedIn
   * profile); null for a channel that never says.
   */
  readonly followers: ((to: Destination) => Promise<number | null>) | null;
}

/** An account a login can connect: on which channel, its id and name there, and the token that posts there (held by `pageId`). */
export type LoginAccount = {
  platform: ChannelKey;
  accountId: string;
  accountName: string;
  /** What it is, in the owner's words: "Company Page", "Your profile". */
  kind: string;
  pictureUrl: string | null;
  pageId: string;
  accessToken: string;
  /** Why it can't be connected, in the owner's words (a location Google hasn't verified); absent when it can. */
  unavailable?: string | null;
};

/** What a login's code is traded for: the token, a refresh token where the login gives one, and when the token ends. */
export type LoginToken = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

/**
 * A login of its own (OAuth in a popup) that connects one or more accounts of a channel: LinkedIn's, Google Business
 * Profile's. Facebook Login, which connects Facebook Pages and the Instagram accounts linked to them, has its own
 * flow (lib/social/connect-facebook.ts).
 */
export interface ChannelLogin {
  /** Its address segment: /api/social/logins/<key>/…, /auth/<key>/callback. */
  readonly key: string;
  /** Its name on screen ("LinkedIn"). */
  readonly label: string;
  /** The channels whose accounts it connects, and what it lists, in the owner's words. */
  readonly platforms: readonly ChannelKey[];
  readonly connects: string;
  /** Whether it is the real service or the sandbox's stand-in ("off" where notConfigured says so). */
  readonly mode: "production" | "sandbox" | "off";
  /** What the owner is told where this server has no settings for it; null when it has. */
  notConfigured(): string | null;
  /** What the login can't offer on this server, and why (LinkedIn's Company Pages without LinkedIn's approval); null for nothing. */
  limitation(): string | null;
  /** Where the popup goes, carrying the signed `state`. */
  authorizeUrl(state: string): string;
  /** Trades the popup's code for a token; `forUser` is the Postloom user whose login it is. */
  exchangeCode(code: string, forUser: string): Promise<LoginToken>;
  /** Every account the token can post to. */
  listAccounts(token: string): Promise<LoginAccount[]>;
}
