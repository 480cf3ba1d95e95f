// POST /api/post/publish: with no target the post is only marked published; with targets it is
// sent now, inside the request and within IMMEDIATE_BUDGET_MS, and every delivery's result is kept.
import "server-only";
import { clientsOf, type ChannelClients } from "@/lib/channels";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { deliverClaimedPost, type DeliveryResult } from "./deliver-claimed-posts";
import { IMMEDIATE_BUDGET_MS } from "./delivery-policy";
import { deliveryUnderWay } from "@/lib/posts/lock-post-for-user";
import { loadPostView, type PostView } from "@/lib/posts/post-view";
import { alreadyPublished, checkTargetsFit, lockOrCreatePost, resetDeliveries, resolveTargets } from "./prepare-delivery";
import { announceScheduleCancelled } from "@/lib/jobs/signals";
import type { PublishInput } from "./schemas";

export type PublishDeps = ChannelClients & { now?: () => Date; sleep?: (ms: number) => Promise<void> };

async function markPublished(userId: string, input: PublishInput, now: Date): Promise<{ postId: number; wasScheduled: boolean }> {
  return db.$transaction(async (tx) => {
    const post = await lockOrCreatePost(tx, userId, input, now);
    if (post.inDelivery) throw deliveryUnderWay(post);
    if (post.status === "PUBLISHED") throw alreadyPublished(post);
    // A schedule it had is over: nothing of it will be sent.
    await tx.postPlatform.deleteMany({ where: { postId: post.id, status: "PENDING" } });
    await tx.post.update({
      where: { id: post.id },
      data: { status: "PUBLISHED", publishedAt: now, scheduledTime: null, claimedAt: null, claimedBy: null },
    });
    return { postId: post.id, wasScheduled: post.status === "SCHEDULED" };
  });
}

/** Why no delivery succeeded, as the reply's error. */
function failureError(results: DeliveryResult[], post: PostView): AppError {
  const failed = results.find((r) => r.status !== "SUCCESS");
  const message = failed?.errorMessage ?? "The post could not be published.";
  const details = { post };
  switch (failed?.failure) {
    case "reconnect":
    case "not-connected":
      return new AppError("CONFLICT", message, details);
    case "rejected":
      return new AppError("BAD_REQUEST", message, details);
    default:
      return new AppError("SERVICE_UNAVAILABLE", message, details);
  }
}

export async function publishPost(userId: string, input: PublishInput, deps: PublishDeps = {}): Promise<PostView> {
  const now = deps.now ?? (() => new Date());
  if (input.platforms.length + input.targets.length === 0) {
    const { postId, wasScheduled } = await markPublished(userId, input, now());
    if (wasScheduled) await announceScheduleCancelled(postId);
    return (await loadPostView(postId))!;
  }

  const targets = await resolveTargets(userId, input);
  const runner = `request:${crypto.randomUUID()}`;
  const started = now();
  const { postId, wasScheduled } = await db.$transaction(async (tx) => {
    const post = await lockOrCreatePost(tx, userId, input, started);
    await checkTargetsFit(tx, post.id, input.postContent, targets);
    await resetDeliveries(tx, post, targets);
    // Claimed by this request: no scheduler runner touches it until the request is done.
    await tx.post.update({
      where: { id: post.id },
      data: { status: post.status === "SCHEDULED" ? "GENERATED" : post.status, scheduledTime: null, claimedAt: started, claimedBy: runner },
    });
    return { postId: post.id, wasScheduled: post.status === "SCHEDULED" };
  });
  if (wasScheduled) await announceScheduleCancelled(postId);

  return deliverNow(postId, runner, started, deps);
}

/**
 * Sends a post this request has claimed, within IMMEDIATE_BUDGET_MS of `started`, and answers with it; an
 * error carrying the post when no delivery went through or is waiting to.
 */
export async function deliverNow(postId: number, runner: string, started: Date, deps: PublishDeps = {}): Promise<PostView> {
  const report = await deliverClaimedPost(postId, runner, {
    mode: { kind: "immediate", deadline: started.getTime() + IMMEDIATE_BUDGET_MS },
    ...clientsOf(deps),
    now: deps.now,
    sleep: deps.sleep,
  });
  const post = await loadPostView(postId);
  if (!post || report.status === null) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  // A delivery left PENDING waits for Instagram's publishing limit: the post is scheduled, not failed.
  if (!report.results.some((r) => r.status === "SUCCESS" || r.status === "PENDING")) throw failureError(report.results, post);
  return post;
}
