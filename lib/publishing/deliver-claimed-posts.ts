// The one service that publishes posts a runner has claimed: one post ("Post Now", an Inngest run) or a
// batch (the embedded worker, the Inngest sweep). Rules:
// - A delivery is marked SENDING immediately before its own publish call: under its post's row lock, only
//   while the runner still holds the claim and, for a scheduled post, while it is still scheduled. So a
//   cancelled post is never sent, and after a crash only deliveries whose call may have been in flight are
//   found SENDING; they become UNCONFIRMED, are looked for on the page (reconcile-deliveries.ts), and are
//   never sent again without the owner's word.
// - The runner beats while it delivers (runner-heartbeat.ts), so its claims are known to stand. A publish call
//   starts only while its beats are fresh and its claim short of its lease, and its outcomes are written only
//   while it holds the claim, so a runner paused long enough to be written off neither sends nor writes late.
// - Each result (with the channel's post id) is saved as soon as the channel answers, together with the post's new
//   status when it was the post's last delivery. Marks and results of concurrent calls are written in groups
//   (group-commit.ts), so a batch costs a handful of statements, not several per post.
// - Failures where nothing reached the platform are retried with back-off, at most MAX_ATTEMPTS times.
// - A post's pictures (outgoing-pictures.ts) go as bytes, or to a channel that fetches them (Instagram) as signed
//   public addresses (picture-link.ts); a carousel is one delivery, sent and settled once like any post. An
//   account at its publishing limit is not a failure: the delivery waits OVER_LIMIT_WAIT_MS and is tried
//   again, and a "Post Now" that has to wait becomes scheduled; nothing is dropped.
// - Usage budgets (usage-throttle.ts): near the limit, scheduled deliveries are paced; at it, they wait unsent,
//   no attempt counted, and come back when the reading lapses; a "Post Now" is refused with the reason.
// - A scheduled delivery's connection is checked first unless it was checked lately (check-connections.ts):
//   one that needs reconnecting fails with the reason, without a publish call.
// The steps have their own modules: the first look at each delivery (delivery-triage.ts), what may hold one back
// before its call (delivery-preflight.ts), what an attempt comes to (delivery-outcome.ts), and how it is written
// (delivery-writes.ts). The send goes through the delivery's channel (lib/channels), which names no platform here.
import "server-only";
import { channelOptionsOf } from "@/lib/channels/options";
import { ChannelError, channels as channelsOver, type ChannelClients } from "@/lib/channels";
import type { PostStatus } from "@/lib/generated/prisma/client";
import { alertPostFailed } from "@/lib/publishing/post-alerts";
import { recordDeliveryHealth } from "@/lib/social/destination";
import { outcomeOfFailure, type DeliveryMode, type DeliveryResult, type Outcome } from "./delivery-outcome";
import { CLAIM_LEASE_MS } from "@/lib/posts/claim-timing";
import { CONTAINER_WAIT_MS, IMMEDIATE_CALL_TIMEOUT_MS, SCHEDULED_CALL_TIMEOUT_MS, SEND_BEFORE_LEASE_ENDS_MS } from "./delivery-policy";
import { deliveryPreflight } from "./delivery-preflight";
import { settledStatus } from "./delivery-status";
import { loadClaimed, triage, type Job, type LoadedPost } from "./delivery-triage";
import { outgoingPictures, PICTURES_UNREADABLE } from "./outgoing-pictures";
import { answerWriter, saveOutcome, sendingMarker, settlePost } from "./delivery-writes";
import { holdHeartbeat, type Heartbeat } from "./runner-heartbeat";

export type { DeliveryMode, DeliveryResult };

/** The channels' clients (tests point them at doubles; the configured ones when left out), and how the run goes. */
export type DeliveryOptions = ChannelClients & {
  mode: DeliveryMode;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

export type DeliveryReport = {
  postId: number;
  /** null: the claim was lost (the post was cancelled, deleted, or taken over). */
  status: PostStatus | null;
  results: DeliveryResult[];
  /** When a delivery waits for a retry (ISO time); the caller comes back then. */
  retryAt: string | null;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function deliverClaimedPosts(postIds: number[], runner: string, options: DeliveryOptions): Promise<DeliveryReport[]> {
  if (postIds.length === 0) return [];
  const heartbeat = await holdHeartbeat(runner, options.now);
  try {
    return await deliverHeld(postIds, runner, options, heartbeat);
  } finally {
    await heartbeat.release();
  }
}

async function deliverHeld(postIds: number[], runner: string, options: DeliveryOptions, heartbeat: Heartbeat): Promise<DeliveryReport[]> {
  const { mode, now = () => new Date(), sleep = defaultSleep, ...clients } = options;
  const channels = channelsOver(clients);
  const scheduled = mode.kind === "scheduled";
  const { posts, pictures: images } = await loadClaimed(postIds, runner, channels);

  const outcomes = new Map<number, Outcome>(); // by delivery id
  const jobs: Job[] = [];
  const lost = new Set<number>();
  for (const post of posts) {
    for (const delivery of post.platforms) {
      const first = await triage(post, delivery, { mode, now, channels });
      if ("job" in first) {
        jobs.push(first.job);
        continue;
      }
      if (first.save) await saveOutcome(delivery.id, delivery.status, first.outcome, now(), runner);
      outcomes.set(delivery.id, first.outcome);
    }
  }

  const outstanding = new Map<number, number>();
  for (const job of jobs) outstanding.set(job.post.id, (outstanding.get(job.post.id) ?? 0) + 1);
  const postStatus = new Map<number, PostStatus | null>();
  const saveAnswer = answerWriter(runner, now);
  // Each delivery is marked SENDING right before its own call (in groups with the calls starting with it).
  const markOne = sendingMarker(runner, scheduled, now);
  const preflight = deliveryPreflight({ mode, now, sleep, clients });

  const statusesOf = (post: LoadedPost) => post.platforms.map((d) => outcomes.get(d.id)?.status ?? d.status);
  // A "Post Now" with a delivery waiting for an account's publishing limit becomes a scheduled post, due now.
  const reschedules = (post: LoadedPost) => mode.kind === "immediate" && post.platforms.some((d) => outcomes.get(d.id)?.deferred);

  /**
   * Refuses, as nothing sent, a publish call this runner may no longer make: its beats broke off (runner-heartbeat.ts),
   * or the claim is about to reach its lease, after which another runner may take the post over however alive this one is.
   */
  function stillHeld(post: LoadedPost) {
    const leaseLeft = post.claimedAt!.getTime() + CLAIM_LEASE_MS - now().getTime();
    if (!heartbeat.mayStillSend() || leaseLeft < SEND_BEFORE_LEASE_ENDS_MS)
      throw new ChannelError("retryable", "Publishing was held up for too long, so this wasn't sent");
  }

  /** Sends one delivery through its channel: the text, and the pictures as bytes or, to a channel that fetches them, as links. */
  async function send({ post, channel, to }: Job) {
    const picturesAt = now().getTime();
    // Nothing has reached the channel yet: a photo that can't be read now is a retry, never an unknown outcome.
    const pictures = await outgoingPictures(post, channel, post.imageId ? images.get(post.imageId) : undefined, picturesAt).catch((error: unknown) => {
      console.error(`[publishing] post ${post.id}: pictures not read`, error);
      throw new ChannelError("retryable", PICTURES_UNREADABLE);
    });
    // Leave room for the publish after any waits on the channel's side; a scheduled run stays well inside its claim.
    const deadline = mode.kind === "immediate" ? mode.deadline - IMMEDIATE_CALL_TIMEOUT_MS : now().getTime() + CONTAINER_WAIT_MS;
    return channel.publish(
      to,
      { text: post.content, pictures, options: channelOptionsOf(post.channelOptions, channel.facts.key) },
      {
        timeoutMs: mode.kind === "immediate" ? IMMEDIATE_CALL_TIMEOUT_MS : SCHEDULED_CALL_TIMEOUT_MS,
        deadline,
        sleep,
        now,
        beforePublish: () => stillHeld(post),
      },
    );
  }

  /** Records a delivery's final outcome of this run; with its post's last, the post's status and the claim's release. */
  async function finish(job: Job, outcome: Outcome) {
    outcomes.set(job.delivery.id, outcome);
    const left = outstanding.get(job.post.id)! - 1;
    outstanding.set(job.post.id, left);
    const rescheduled = reschedules(job.post);
    const settle = left === 0 ? { ...settledStatus(rescheduled ? "SCHEDULED" : job.post.status, statusesOf(job.post)), rescheduled } : null;
    const status = await saveAnswer({ deliveryId: job.delivery.id, outcome, postId: job.post.id, settle });
    if (settle) postStatus.set(job.post.id, status);
  }

  async function run(job: Job): Promise<void> {
    const stopped = await preflight(job);
    if (stopped) {
      await saveOutcome(job.delivery.id, "PENDING", stopped, now(), runner);
      return finish(job, stopped);
    }
    const mark = { deliveryId: job.delivery.id, postId: job.post.id, pageId: job.to.accountId };
    let attempts = await markOne(mark);
    // Cancelled, deleted or taken over since the claim (or between inline retries): nothing more of that post is sent.
    while (attempts !== null) {
      let outcome: Outcome;
      try {
        const { id, permalink } = await send(job);
        outcome = { status: "SUCCESS", errorMessage: null, externalPostId: id, permalink, deliveredAt: now() };
      } catch (error) {
        outcome = outcomeOfFailure(error, job.channel, attempts, mode, now(), job.to);
        if (!(error instanceof ChannelError)) console.error(`[publishing] post ${job.post.id}: unexpected publish error`, error);
        if (outcome.failure === "reconnect") await recordDeliveryHealth(job.post.userId, job.to.platform, job.to.pageId, error, channels);
      }
      if (outcome.retryInlineAfterMs === undefined) return finish(job, outcome);
      await saveOutcome(job.delivery.id, "SENDING", outcome, now(), runner);
      await sleep(outcome.retryInlineAfterMs);
      attempts = await markOne(mark);
    }
    lost.add(job.post.id);
  }

  await Promise.all(jobs.map(run));
  // Posts with nothing sent in this run still get their status settled and their claim released.
  for (const post of posts) {
    if (!lost.has(post.id) && !postStatus.has(post.id)) postStatus.set(post.id, await settlePost(post.id, post.status, runner, statusesOf(post), now()));
  }

  // A scheduled post that failed for good (wholly or in part) is told to its owner; "Post Now" shows it on screen.
  if (scheduled) {
    for (const [postId, status] of postStatus) if (status === "FAILED" || status === "PARTLY_PUBLISHED") await alertPostFailed(postId);
  }
  return postIds.map((postId) =>
    report(
      postId,
      posts.find((p) => p.id === postId),
      lost.has(postId) ? null : (postStatus.get(postId) ?? null),
      outcomes,
    ),
  );
}

/** What a run did with one post: its status, each delivery's result, and when it should be come back to. */
function report(postId: number, post: LoadedPost | undefined, status: PostStatus | null, outcomes: Map<number, Outcome>): DeliveryReport {
  if (!post || status === null) return { postId, status: null, results: [], retryAt: null };
  const results = post.platforms.map((d) => {
    const { retryInlineAfterMs: _r, nextAttemptAt: _n, deliveredAt: _d, nextCheckAt: _c, permalink: _p, ...result } = outcomes.get(d.id)!;
    return { platform: d.platform, ...result };
  });
  const waits = post.platforms.flatMap((d) => {
    const o = outcomes.get(d.id);
    return o?.status === "PENDING" && o.nextAttemptAt ? [o.nextAttemptAt.getTime()] : [];
  });
  return { postId, status, results, retryAt: waits.length ? new Date(Math.min(...waits)).toISOString() : null };
}

/** One claimed post ("Post Now", an Inngest run). */
export async function deliverClaimedPost(postId: number, runner: string, options: DeliveryOptions): Promise<DeliveryReport> {
  const [report] = await deliverClaimedPosts([postId], runner, options);
  return report!;
}
