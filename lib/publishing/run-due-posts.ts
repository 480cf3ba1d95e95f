// One pass of a scheduler runner: claim a batch of due posts and deliver them concurrently.
// The embedded worker calls this on every poll; the Inngest sweep calls it for overdue posts.
import "server-only";
import { claimDuePosts, type ClaimOptions } from "./claim-posts";
import { deliverClaimedPosts, type Channels, type DeliveryReport } from "./deliver-claimed-posts";

export type RunDuePostsOptions = Omit<ClaimOptions, "now"> &
  Channels & {
    /** Posts claimed and delivered at the same time. */
    batchSize: number;
    now?: () => Date;
  };

export async function runDuePosts(runner: string, options: RunDuePostsOptions): Promise<DeliveryReport[]> {
  const now = options.now ?? (() => new Date());
  const ids = await claimDuePosts(runner, options.batchSize, { now: now(), leaseMs: options.leaseMs, graceMs: options.graceMs });
  try {
    return await deliverClaimedPosts(ids, runner, { mode: { kind: "scheduled" }, facebook: options.facebook, instagram: options.instagram, now });
  } catch (error) {
    // The claims stay and lapse, and the next runner settles these posts: nothing is lost.
    console.error(`[scheduler] a batch of ${ids.length} posts failed in ${runner}`, error);
    return [];
  }
}
