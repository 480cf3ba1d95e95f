// One pass of a scheduler runner: claim a batch of due posts and deliver them concurrently.
// The embedded worker calls this on every poll; the Inngest sweep calls it for overdue posts.
import "server-only";
import { clientsOf, type ChannelClients } from "@/lib/channels";
import { claimDuePosts, type ClaimOptions } from "./claim-posts";
import { deliverClaimedPosts, type DeliveryReport } from "./deliver-claimed-posts";

export type RunDuePostsOptions = Omit<ClaimOptions, "now"> &
  ChannelClients & {
    /** Posts claimed and delivered at the same time. */
    batchSize: number;
    now?: () => Date;
    sleep?: (ms: number) => Promise<void>;
  };

export async function runDuePosts(runner: string, options: RunDuePostsOptions): Promise<DeliveryReport[]> {
  const { delivered } = await startDuePosts(runner, options);
  return delivered;
}

/**
 * Claims a batch and starts delivering it: `claimed` is known as soon as the claim is made, so a runner can
 * claim the next batch while this one waits on the platforms (Instagram's containers take seconds).
 */
export async function startDuePosts(runner: string, options: RunDuePostsOptions): Promise<{ claimed: number; delivered: Promise<DeliveryReport[]> }> {
  const now = options.now ?? (() => new Date());
  const ids = await claimDuePosts(runner, options.batchSize, { now: now(), leaseMs: options.leaseMs, graceMs: options.graceMs });
  return { claimed: ids.length, delivered: deliverBatch(ids, runner, options, now) };
}

async function deliverBatch(ids: number[], runner: string, options: RunDuePostsOptions, now: () => Date): Promise<DeliveryReport[]> {
  try {
    return await deliverClaimedPosts(ids, runner, {
      mode: { kind: "scheduled" },
      ...clientsOf(options),
      now,
      sleep: options.sleep,
    });
  } catch (error) {
    // The claims stay and lapse, and the next runner settles these posts: nothing is lost.
    console.error(`[scheduler] a batch of ${ids.length} posts failed in ${runner}`, error);
    return [];
  }
}
