// LinkedIn's failures sorted by what Postloom does about them (lib/channels/channel.ts), from the HTTP status and
// the error body every LinkedIn API answers with: { status, serviceErrorCode, code, message }.
import "server-only";
import { ChannelError, networkFailure, retryAfterSeconds, type FailureKind, type HealthFinding } from "../channel";

/** The body of a LinkedIn API error. */
type LinkedInErrorBody = { status?: number; serviceErrorCode?: number; code?: string; message?: string };

/** Marks LinkedInErrors across copies of this module (the server bundles it once per layer). */
const BRAND = Symbol.for("postloom.LinkedInError");

export class LinkedInError extends ChannelError {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    kind: FailureKind,
    message: string,
    readonly details: { status?: number; code?: string; retryAfterSeconds?: number } = {},
  ) {
    super(kind, message);
    this.name = "LinkedInError";
  }
}

/**
 * A LinkedIn error reply. 401 is a token that no longer works and 403 a permission missing (the owner reconnects);
 * 429 a rate limit, checked before any work. A 5xx with LinkedIn's body came from LinkedIn while it handled the
 * request: a post may have gone out all the same (unknown). Without its body a proxy answered: a gateway time-out
 * may come after LinkedIn took the request, any other 5xx means it never did. The rest refuse the content.
 */
export function linkedInError(status: number, body: unknown, retryAfter?: string | null): LinkedInError {
  const error = body && typeof body === "object" ? (body as LinkedInErrorBody) : null;
  const message = error?.message || `HTTP ${status}`;
  const details = { status, code: error?.code };
  if (status === 401) return new LinkedInError("reconnect", message, details);
  if (status === 403) return new LinkedInError("reconnect", message, details);
  if (status === 429) return new LinkedInError("retryable", message, { ...details, retryAfterSeconds: retryAfterSeconds(retryAfter) });
  if (status >= 500) {
    if (!error?.status && status !== 504) return new LinkedInError("retryable", `LinkedIn is unavailable (HTTP ${status})`, details);
    return new LinkedInError("unknown", error?.message ?? `LinkedIn timed out (HTTP ${status})`, details);
  }
  return new LinkedInError("rejected", message, details);
}

/** A code or token the OAuth endpoints refused: the owner connects again. */
export const loginRefused = (details: LinkedInError["details"] = {}) =>
  new LinkedInError("reconnect", "the sign-in was already used or has expired. Please connect again.", details);

/** A fetch failure: never sent (retryable), or sent and unanswered (unknown: it may have been carried out). */
export function linkedInNetworkError(cause: unknown): LinkedInError {
  const { kind, message } = networkFailure(cause, "LinkedIn");
  return new LinkedInError(kind, message);
}

/** Why LinkedIn stopped taking a token, by its error code. */
const TOKEN_REASONS: Record<string, string> = {
  REVOKED_ACCESS_TOKEN: "Postloom's access was removed on LinkedIn.",
  EXPIRED_ACCESS_TOKEN: "LinkedIn's access expired.",
};

/** The state a LinkedIn failure puts the connection in; null when it says nothing about the connection. */
export function healthFromLinkedInError(error: unknown): HealthFinding | null {
  if (!(error instanceof LinkedInError)) return null;
  if (error.details.status === 401)
    return { health: "NEEDS_RECONNECT", reason: TOKEN_REASONS[error.details.code ?? ""] ?? "LinkedIn no longer accepts the saved access." };
  if (error.details.status === 403) return { health: "MISSING_PERMISSION", reason: `LinkedIn refused a permission Postloom needs: ${error.message}` };
  return null;
}
