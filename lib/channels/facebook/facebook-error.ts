// Facebook failures sorted by what Postloom should do about them.
//   reconnect – the token is expired or revoked, or a permission is missing: the user must reconnect.
//   rejected  – Facebook refused this content; sending it again would fail the same way.
//   retryable – nothing was accepted (a rate limit, no connection, a proxy's 5xx): safe to send again later.
//   unknown   – the request may have reached Facebook and been carried out: never send it again automatically.
// Only publishing tells the last two apart; connecting and reading treat both as "try again in a moment".
import "server-only";
import { ChannelError, networkFailure, type FailureKind } from "../channel";

export type FacebookErrorKind = FailureKind;

/** The body Facebook sends with every Graph API error. */
export type GraphErrorBody = {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    is_transient?: boolean;
    error_user_msg?: string;
    fbtrace_id?: string;
  };
};

/** Marks FacebookErrors across copies of this module (the server bundles it once per layer, and the Facebook
 * client is made once per process, by whichever layer asks first). */
const BRAND = Symbol.for("postloom.FacebookError");

export class FacebookError extends ChannelError {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  constructor(
    kind: FacebookErrorKind,
    message: string,
    readonly details: { status?: number; code?: number; subcode?: number; fbtraceId?: string } = {},
  ) {
    super(kind, message);
    this.name = "FacebookError";
  }
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001]);
/** Subcodes Facebook uses for a user who logged out, changed the password, or removed the app. */
const REVOKED_SUBCODES = new Set([458, 459, 460, 463, 464, 467, 492]);

/** Maps a Graph API error reply to a FacebookError. */
export function graphError(status: number, body: unknown): FacebookError {
  const error = (body as GraphErrorBody | null)?.error;
  const code = error?.code;
  const subcode = error?.error_subcode;
  const details = { status, code, subcode, fbtraceId: error?.fbtrace_id };
  const facebookMessage = error?.error_user_msg || error?.message || `HTTP ${status}`;

  if (
    code === 190 ||
    code === 102 ||
    (subcode !== undefined && REVOKED_SUBCODES.has(subcode)) ||
    code === 10 ||
    (code !== undefined && code >= 200 && code <= 299)
  ) {
    return new FacebookError("reconnect", facebookMessage, details);
  }
  // A rate limit is checked before any work is done, so nothing was posted.
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) return new FacebookError("retryable", facebookMessage, details);
  if (!error) {
    // No Graph error body: a proxy or load balancer answered. A gateway time-out may come after
    // Facebook took the request; any other 5xx means it was turned away before that.
    if (status === 504) return new FacebookError("unknown", `Facebook timed out (HTTP ${status})`, details);
    if (status >= 500 || status === 429) return new FacebookError("retryable", `Facebook is unavailable (HTTP ${status})`, details);
  }
  // Facebook's own servers failed while handling the request (codes 1 and 2, is_transient, any 5xx
  // with a Graph body): a post may have gone out all the same, so sending it again could post it twice.
  if (code === 1 || code === 2 || error?.is_transient || status >= 500) return new FacebookError("unknown", facebookMessage, details);
  return new FacebookError("rejected", facebookMessage, details);
}

/** A fetch failure: never sent (retryable), or sent and unanswered (unknown: for a post, its outcome). */
export function networkError(cause: unknown): FacebookError {
  const { kind, message } = networkFailure(cause, "Facebook");
  return new FacebookError(kind, message, {});
}
