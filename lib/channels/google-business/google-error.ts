// Google Business Profile's failures sorted by what Postloom does about them (lib/channels/channel.ts), from the
// HTTP status and the google.rpc.Status every Google API answers with ({ error: { code, message, status, details } }),
// and from the OAuth token endpoint's { error, error_description }.
import "server-only";
import { ChannelError, networkFailure, retryAfterSeconds, type FailureKind, type HealthFinding } from "../channel";
import { GOOGLE_BUSINESS_NO_ACCESS, UNVERIFIED_LOCATION } from "./types";

type Detail = { "@type"?: string; reason?: string; metadata?: Record<string, string>; fieldViolations?: { field?: string; description?: string }[] };
type GoogleErrorBody = { error?: { code?: number; message?: string; status?: string; details?: Detail[] } | string; error_description?: string };

/** What a failure says about the connection, beyond its kind. */
type Cause = "revoked" | "scope" | "unmanaged" | "no-access" | "unverified";

/** Marks GoogleErrors across copies of this module (the server bundles it once per layer). */
const BRAND = Symbol.for("postloom.GoogleBusinessError");

export class GoogleError extends ChannelError {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    kind: FailureKind,
    message: string,
    readonly details: { status?: number; cause?: Cause; retryAfterSeconds?: number } = {},
  ) {
    super(kind, message);
    this.name = "GoogleError";
  }
}

const REASONS: Record<Cause, string> = {
  revoked: "Postloom's access was removed in your Google account, or has expired.",
  scope: "Postloom is missing the permission to manage your Business Profile.",
  unmanaged: "You no longer manage this location on Google.",
  "no-access": GOOGLE_BUSINESS_NO_ACCESS,
  unverified: UNVERIFIED_LOCATION,
};

/**
 * A Google API error reply. 401 is an access token Google no longer takes, 403 a missing scope or a location no
 * longer the owner's: the owner reconnects. A 429 whose quota is 0 is a project without API access (no retry
 * helps); any other 429 a rate limit, checked before any work. FAILED_PRECONDITION on a post is a location Google
 * has not verified; a photo Google could not fetch is tried again. A 5xx with Google's body came from Google while
 * it handled the request: a post may have been made all the same (unknown); without it a proxy answered, and only a
 * gateway time-out may come after Google took it. The rest refuse the content, with the field Google names.
 */
export function googleError(status: number, body: unknown, retryAfter?: string | null): GoogleError {
  const envelope = body && typeof body === "object" ? (body as GoogleErrorBody) : null;
  const error = typeof envelope?.error === "object" ? envelope.error : null;
  const details = error?.details ?? [];
  const message = error?.message || `HTTP ${status}`;
  if (status === 401) return new GoogleError("reconnect", message, { status, cause: "revoked" });
  if (status === 403) {
    const scope = details.some((d) => d.reason === "ACCESS_TOKEN_SCOPE_INSUFFICIENT");
    return new GoogleError("reconnect", message, { status, cause: scope ? "scope" : "unmanaged" });
  }
  if (status === 429) {
    if (details.some((d) => d.metadata?.quota_limit_value === "0"))
      return new GoogleError("reconnect", GOOGLE_BUSINESS_NO_ACCESS, { status, cause: "no-access" });
    return new GoogleError("retryable", message, { status, retryAfterSeconds: retryAfterSeconds(retryAfter) });
  }
  if (status >= 500) {
    if (!error && status !== 504) return new GoogleError("retryable", `Google is unavailable (HTTP ${status})`, { status });
    return new GoogleError("unknown", error?.message ?? `Google timed out (HTTP ${status})`, { status });
  }
  if (error?.status === "FAILED_PRECONDITION") return new GoogleError("rejected", UNVERIFIED_LOCATION, { status, cause: "unverified" });
  const violation = details.flatMap((d) => d.fieldViolations ?? [])[0];
  // Google fetches the photo before it takes the post, and refuses the whole post when it can't: Postloom's link
  // was busy or down for a moment, so it is tried again, as nothing was posted.
  if (violation?.field === "media[0].source_url" && /\bfetch/i.test(violation.description ?? ""))
    return new GoogleError("retryable", `Google couldn't fetch the post's photo just now: ${violation.description}`, { status });
  return new GoogleError("rejected", violation?.description || message, { status });
}

/**
 * The OAuth token endpoint's refusal. A refresh token revoked or expired (invalid_grant) is the owner's to redo;
 * nothing was posted by any token request, so every other failure there is retryable.
 */
export function tokenError(status: number, body: unknown): GoogleError {
  const code = body && typeof body === "object" ? (body as GoogleErrorBody).error : undefined;
  if (code === "invalid_grant") return new GoogleError("reconnect", REASONS.revoked, { status, cause: "revoked" });
  if (status >= 500 || status === 429) return new GoogleError("retryable", `Google's sign-in is unavailable (HTTP ${status})`, { status });
  return new GoogleError("reconnect", `Google refused Postloom's sign-in (${typeof code === "string" ? code : `HTTP ${status}`})`, { status });
}

/** When Google last answered this server with a quota of 0 (no Business Profile API access). */
const globalForQuota = globalThis as unknown as { __postloomGoogleNoAccessAt?: number };
/** How long the dashboard card says so after. */
const NO_ACCESS_SHOWN_MS = 60 * 60_000;

/** Notes a quota-0 answer, so the card can say why nothing can be connected. */
export const noteNoAccess = () => void (globalForQuota.__postloomGoogleNoAccessAt = Date.now());

/** Whether Google answered with a quota of 0 within the last hour. */
export function noAccessLately(): boolean {
  const seen = globalForQuota.__postloomGoogleNoAccessAt;
  return seen !== undefined && Date.now() - seen < NO_ACCESS_SHOWN_MS;
}

/** A used or expired code from the consent page: the owner connects again. */
export const loginRefused = () => new GoogleError("reconnect", "the sign-in was already used or has expired. Please connect again.");

/** A fetch failure: never sent (retryable), or sent and unanswered (unknown: it may have been carried out). */
export function googleNetworkError(cause: unknown): GoogleError {
  const { kind, message } = networkFailure(cause, "Google");
  return new GoogleError(kind, message);
}

/** The state a Google failure puts the connection in; null when it says nothing about the connection. */
export function healthFromGoogleError(error: unknown): HealthFinding | null {
  if (!(error instanceof GoogleError) || !error.details.cause) return null;
  const { cause } = error.details;
  const health = cause === "revoked" || cause === "unmanaged" ? "NEEDS_RECONNECT" : "MISSING_PERMISSION";
  return { health, reason: REASONS[cause] };
}

export { REASONS as GOOGLE_HEALTH_REASONS };
