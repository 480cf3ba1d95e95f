// Instagram's failures, sorted by which step of a publish they come from. graphError (facebook-error.ts)
// reads the Graph error body as for Facebook; this adds what only Instagram says, and what the step can
// have done: only media_publish can put a post on the account, so a failure of any earlier step, or of a
// read, left nothing behind and is always safe to send again.
import "server-only";
import { FacebookError } from "@/lib/channels/facebook";

/** container: POST /{ig-user-id}/media; status: a look at the container; publish: media_publish; read: anything else. */
export type InstagramStep = "container" | "status" | "publish" | "read";

/**
 * Codes that mean "not now", refused before any work: the publishing limit (9), a policy block for going
 * too fast (368), Instagram's Business Use Case limit (80002), a container not ready yet (9007).
 */
const NOT_NOW_CODES = new Set([9, 368, 80002, 9007]);
/**
 * Subcodes that say nothing was published and a new try can work (Instagram's error-code reference): media
 * not found (2207006), a temporary error publishing (2207008), an expired container (2207020), not ready
 * (2207027), the publishing limit (2207042).
 */
const NOTHING_PUBLISHED_SUBCODES = new Set([2207006, 2207008, 2207020, 2207027, 2207042]);
/**
 * The account is restricted (2207050) or the action looks like spam (2207051, under the rate-limit code 4):
 * resending on a timer would not help and could make it worse; the owner has to act in the Instagram app.
 */
const ACCOUNT_SUBCODES = new Set([2207050, 2207051]);
/**
 * Instagram's server errors, answered with "try again": codes -1 and -2, among them "Instagram server error"
 * (2207001), a time-out downloading the image (2207003), "Create media fail" (2207032), an upload error (2207053).
 */
const SERVER_CODES = new Set([-1, -2]);
const SERVER_SUBCODES = new Set([2207001, 2207003, 2207032, 2207053]);
/**
 * "Media download has failed" (2207052) when the download itself failed, not when what came was no photo: a
 * link of Postloom's always serves a JPEG Instagram takes, so the link was out of reach for a moment (its server
 * busy or restarting). Nothing was made, and a new container fetches it again.
 */
const downloadFailed = (error: FacebookError) => error.details.subcode === 2207052 && /\bfetch/i.test(error.message);

function reclassify(error: FacebookError, step: InstagramStep): FacebookError["kind"] {
  const { code, subcode } = error.details;
  if (error.kind === "reconnect") return "reconnect";
  if (subcode !== undefined && ACCOUNT_SUBCODES.has(subcode)) return "rejected";
  if ((code !== undefined && NOT_NOW_CODES.has(code)) || (subcode !== undefined && NOTHING_PUBLISHED_SUBCODES.has(subcode))) return "retryable";
  if (step === "container" && downloadFailed(error)) return "retryable";
  // A server error while publishing may have come after the post went out; before that, nothing could have.
  const serverError = error.kind === "unknown" || (code !== undefined && SERVER_CODES.has(code)) || (subcode !== undefined && SERVER_SUBCODES.has(subcode));
  if (!serverError) return error.kind;
  return step === "publish" ? "unknown" : "retryable";
}

/** Instagram's answer when the account has published as many posts as its moving 24 hours allow. */
export const isPublishingLimitError = (error: unknown): boolean => error instanceof FacebookError && error.details.subcode === 2207042;

/** A failure of one Instagram step, as the kind that step's outcome calls for. */
export function sortInstagramError(error: FacebookError, step: InstagramStep): FacebookError {
  const kind = reclassify(error, step);
  return kind === error.kind ? error : new FacebookError(kind, error.message, error.details);
}

/** For `.catch`: rethrows a failure of one Instagram step sorted by sortInstagramError. */
export function instagramError(step: InstagramStep) {
  return (error: unknown): never => {
    throw error instanceof FacebookError ? sortInstagramError(error, step) : error;
  };
}
