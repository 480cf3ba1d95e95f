// How long a runner's claim on a post stands (claim-state.ts reads a claim with these), with no server code, so
// the page that shows a post being sent counts with the same figures. The runners beat (lib/publishing/runner-heartbeat.ts)
// and lease their claims (lib/publishing/claim-posts.ts) by them.

/** Not heard from for this long, a runner has stopped: its claims are taken over. */
export const STOPPED_AFTER_MS = 30_000;

/**
 * A runner's claim on a post lapses after this long, even while its runner beats: a runner stuck on it for good
 * does not hold it for ever; the next runner then finishes its work.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** A runner not heard from for this long may have stopped: the owner is told so. */
export const PUBLISHING_QUIET_AFTER_MS = 12_000;
