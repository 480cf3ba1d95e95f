// The one service that publishes posts a runner has claimed: one post ("Post Now", an Inngest run) or a
// batch (the embedded worker, the Inngest sweep). Rules:
// - A delivery is marked SENDING immediately before its own Facebook call: under its post's row lock, only
//   while the runner still holds the claim and, for a scheduled post, while it is still scheduled. So a
//   cancelled post is never sent, and after a crash only deliveries whose call may have been in flight are
//   found SENDING; they become UNCONFIRMED, are looked for on the page (reconcile-deliveries.ts), and are
//   never sent again without the owner's word.
// - The runner beats while it delivers (runner-heartbeat.ts), so its claims are known to stand. A publish call
//   starts only while its beats are fresh and its claim short of its lease, and its outcomes are written only
//   while it holds the claim, so a runner paused long enough to be written off neither sends nor writes late.
// - Each result (with Facebook's post id) is saved as soon as Facebook answers, together with the post's new
//   status when it was the post's last delivery. Marks and results of concurrent calls are written in groups
//   (group-commit.ts), so a batch costs a handful of statements, not several per post.
// - Failures where nothing reached the platform are retried with back-off, at most MAX_ATTEMPTS times.
// - Instagram: the picture is fetched by Instagram from a signed public address (instagram-image.ts). An
//   account at its publishing limit is not a failure: the delivery waits OVER_LIMIT_WAIT_MS and is tried
//   again, and a "Post Now" that has to wait becomes scheduled; nothing is dropped.
// - Meta's usage (usage-throttle.ts): near the limit, scheduled deliveries are paced; at it, they wait unsent,
//   no attempt counted, and come back when the reading lapses; a "Post Now" is refused with the reason.
// - A scheduled delivery's connection is checked first unless it was checked lately (check-connections.ts):
//   one that needs reconnecting fails with the reason, without a publish call.
import "server-only";
import { channelFacts } from "@/lib/channels/facts";
import { db } from "@/lib/db";
import { Prisma, type DeliveryStatus, type Platform, type PostStatus } from "@/lib/generated/prisma/client";
import { facebookApi, FacebookError, type FacebookApi, type FacebookErrorKind, type FacebookImage } from "@/lib/integrations/facebook";
import { instagramApi, isPublishingLimitError, type InstagramApi, type PublishingLimit } from "@/lib/integrations/instagram";
import {
  CLAIM_LEASE_MS,
  CONTAINER_WAIT_MS,
  deferralSpreadMs,
  deliveryMessages,
  FIRST_CHECK_AFTER_MS,
  IMMEDIATE_CALL_TIMEOUT_MS,
  immediateRetryDelayMs,
  interruptedOutcome,
  MAX_ATTEMPTS,
  OVER_LIMIT_WAIT_MS,
  SCHEDULED_CALL_TIMEOUT_MS,
  scheduledRetryDelayMs,
  SEND_BEFORE_LEASE_ENDS_MS,
} from "./delivery-policy";
import { settledStatus } from "./delivery-status";
import { groupCommit } from "./group-commit";
import { instagramImageUrl } from "./instagram-image";
import { alertPostFailed } from "@/lib/notifications/post-alerts";
import { checkBeforeDelivery } from "@/lib/social/check-connections";
import type { HealthFinding } from "@/lib/social/connection-health";
import { connectionSelect, recordDeliveryHealth, resolvePublishTarget, type PublishTarget } from "./publish-target";
import { holdHeartbeat, type Heartbeat } from "./runner-heartbeat";
import { takeTurn, usageHold } from "./usage-throttle";

export type DeliveryMode =
  /** From a claim: sends a scheduled post's due deliveries; retries later with back-off. */
  | { kind: "scheduled" }
  /** "Post Now": sends within the request, retrying while `deadline` (epoch ms) allows. */
  | { kind: "immediate"; deadline: number };

/** The platforms' clients (tests point them at doubles); the configured ones when left out. */
export type Channels = { facebook?: FacebookApi; instagram?: InstagramApi };

export type DeliveryOptions = Channels & {
  mode: DeliveryMode;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

export type DeliveryResult = {
  platform: Platform;
  status: DeliveryStatus;
  errorMessage: string | null;
  externalPostId: string | null;
  /** Why it failed, when it failed in this run. */
  failure?: FacebookErrorKind | "not-connected";
};

export type DeliveryReport = {
  postId: number;
  /** null: the claim was lost (the post was cancelled, deleted, or taken over). */
  status: PostStatus | null;
  results: DeliveryResult[];
  /** When a delivery waits for a retry (ISO time); the caller comes back then. */
  retryAt: string | null;
};

type Outcome = Omit<DeliveryResult, "platform"> & {
  /** Where the delivered post can be seen. */
  permalink?: string | null;
  nextAttemptAt?: Date;
  deliveredAt?: Date;
  /** For an unknown outcome: when to look for the post on the page. */
  nextCheckAt?: Date;
  retryInlineAfterMs?: number;
  /** Waits for the platform's publishing limit: not a failure, and a "Post Now" becomes scheduled. */
  deferred?: boolean;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ts = (date: Date | null | undefined) => Prisma.sql`${date ?? null}::timestamp(3)`;

/** The first http(s) address in the text, posted as the link so Facebook shows its preview. */
export function firstLink(message: string): string | undefined {
  return message.match(/https?:\/\/[^\s<>"')\]]+/)?.[0]?.replace(/[.,!?;:]+$/, "");
}

const postSelect = {
  id: true,
  userId: true,
  content: true,
  imageId: true,
  request: true,
  status: true,
  claimedAt: true,
  platforms: {
    select: {
      id: true,
      platform: true,
      status: true,
      nextAttemptAt: true,
      errorMessage: true,
      externalPostId: true,
      connection: { select: { ...connectionSelect, healthCheckedAt: true } },
    },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.PostSelect;

type LoadedPost = Prisma.PostGetPayload<{ select: typeof postSelect }>;
type LoadedDelivery = LoadedPost["platforms"][number];

type SendingMark = { deliveryId: number; postId: number; pageId: string };

/**
 * SENDING for each (delivery, page), under the posts' row locks (taken in id order: no deadlocks). Returns
 * each delivery's attempt count, for the deliveries that may go ahead.
 */
async function markSending(jobs: SendingMark[], runner: string, scheduled: boolean, now: Date) {
  if (jobs.length === 0) return new Map<number, number>();
  const stillScheduled = scheduled ? Prisma.sql`AND "status" = 'SCHEDULED'` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: number; attempts: number }[]>`
    UPDATE "PostPlatform" AS pp
    SET "status" = 'SENDING', "attempts" = pp."attempts" + 1, "pageId" = v.page_id, "nextAttemptAt" = NULL,
        "sentAt" = ${ts(now)}, "updatedAt" = ${ts(now)}
    FROM unnest(${jobs.map((j) => j.deliveryId)}::int[], ${jobs.map((j) => j.pageId)}::text[]) AS v(id, page_id),
         (SELECT "id" FROM "Post" WHERE "id" = ANY(${[...new Set(jobs.map((j) => j.postId))]}::int[]) AND "claimedBy" = ${runner} ${stillScheduled}
          ORDER BY "id" FOR UPDATE) AS p
    WHERE pp."id" = v.id AND pp."postId" = p."id" AND pp."status" = 'PENDING'
    RETURNING pp."id", pp."attempts"`;
  return new Map(rows.map((row) => [row.id, row.attempts]));
}

function outcomeValues(outcome: Outcome, now: Date) {
  return Prisma.sql`
    "status" = ${outcome.status}::"DeliveryStatus", "errorMessage" = ${outcome.errorMessage},
    "externalPostId" = COALESCE(${outcome.externalPostId}, "externalPostId"), "permalink" = COALESCE(${outcome.permalink ?? null}, "permalink"),
    "nextAttemptAt" = ${ts(outcome.nextAttemptAt)},
    "deliveredAt" = COALESCE(${ts(outcome.deliveredAt)}, "deliveredAt"), "nextCheckAt" = ${ts(outcome.nextCheckAt)}, "updatedAt" = ${ts(now)}`;
}

/** SQL: the delivery's post is still `runner`'s: a runner whose claim was taken over writes nothing more of it. */
const heldBy = (runner: string, delivery: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "Post" cp WHERE cp."id" = ${delivery}."postId" AND cp."claimedBy" = ${runner})`;

async function saveOutcome(deliveryId: number, from: DeliveryStatus, outcome: Outcome, now: Date, runner: string) {
  await db.$executeRaw`
    UPDATE "PostPlatform" pp SET ${outcomeValues(outcome, now)}
    WHERE pp."id" = ${deliveryId} AND pp."status" = ${from}::"DeliveryStatus" AND ${heldBy(runner, Prisma.sql`pp`)}`;
}

/** Releases the claim and sets the post's status (a post none of whose deliveries was sent in this run). */
async function settlePost(post: LoadedPost, runner: string, statuses: DeliveryStatus[], now: Date): Promise<PostStatus | null> {
  const { status, published } = settledStatus(post.status, statuses);
  const rows = await db.$queryRaw<{ status: PostStatus }[]>`
    UPDATE "Post" SET "status" = ${status}::"PostStatus",
      "publishedAt" = CASE WHEN ${published}::boolean THEN COALESCE("publishedAt", ${ts(now)}) ELSE "publishedAt" END,
      "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = ${ts(now)}
    WHERE "id" = ${post.id} AND "claimedBy" = ${runner}
    RETURNING "status"`;
  return rows[0]?.status ?? null;
}

/** `rescheduled`: a "Post Now" that now waits (for Instagram's limit) and becomes a scheduled post, due now. */
type Answer = { deliveryId: number; outcome: Outcome; postId: number; settle: { status: PostStatus; published: boolean; rescheduled: boolean } | null };

/**
 * Saves Facebook's answers as they come, in groups. With its post's last answer, the post's status is set
 * and its claim released in the same statement. Resolves with the post's new status when the answer settled
 * it (null when its claim was lost, or when it was not the post's last).
 */
function answerWriter(runner: string, now: () => Date) {
  return groupCommit<Answer, PostStatus | null>(async (answers) => {
    const at = now();
    const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
    const rows = await db.$queryRaw<{ id: number; status: PostStatus }[]>`
      WITH v AS (
        SELECT * FROM unnest(
          ${answers.map((a) => a.deliveryId)}::int[], ${answers.map((a) => a.outcome.status)}::text[], ${answers.map((a) => a.outcome.errorMessage)}::text[],
          ${answers.map((a) => a.outcome.externalPostId)}::text[], ${answers.map((a) => a.outcome.permalink ?? null)}::text[], ${answers.map((a) => iso(a.outcome.nextAttemptAt))}::text[],
          ${answers.map((a) => iso(a.outcome.deliveredAt))}::text[], ${answers.map((a) => iso(a.outcome.nextCheckAt))}::text[], ${answers.map((a) => a.postId)}::int[],
          ${answers.map((a) => a.settle?.status ?? null)}::text[], ${answers.map((a) => a.settle?.published ?? false)}::boolean[],
          ${answers.map((a) => a.settle?.rescheduled ?? false)}::boolean[]
        ) AS v(delivery_id, status, error, external_id, permalink, next_attempt, delivered_at, next_check, post_id, post_status, published, rescheduled)
      ),
      saved AS (
        UPDATE "PostPlatform" pp SET "status" = v.status::"DeliveryStatus", "errorMessage" = v.error,
          "externalPostId" = COALESCE(v.external_id, pp."externalPostId"), "permalink" = COALESCE(v.permalink, pp."permalink"), "nextAttemptAt" = v.next_attempt::timestamp(3),
          "deliveredAt" = COALESCE(v.delivered_at::timestamp(3), pp."deliveredAt"), "nextCheckAt" = v.next_check::timestamp(3), "updatedAt" = ${ts(at)}
        FROM v WHERE pp."id" = v.delivery_id AND pp."status" = 'SENDING' AND ${heldBy(runner, Prisma.sql`pp`)}
        RETURNING pp."id"
      )
      UPDATE "Post" p SET "status" = v.post_status::"PostStatus",
        "publishedAt" = CASE WHEN v.published THEN COALESCE(p."publishedAt", ${ts(at)}) ELSE p."publishedAt" END,
        "scheduledTime" = CASE WHEN v.rescheduled THEN COALESCE(p."scheduledTime", ${ts(at)}) ELSE p."scheduledTime" END,
        "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = ${ts(at)}
      FROM v WHERE p."id" = v.post_id AND v.post_status IS NOT NULL AND p."claimedBy" = ${runner}
      RETURNING p."id", p."status"`;
    const settled = new Map(rows.map((row) => [row.id, row.status]));
    return answers.map((answer) => (answer.settle ? (settled.get(answer.postId) ?? null) : null));
  });
}

/** An Instagram account at its publishing limit: the delivery waits and is tried again; it never fails for it. */
function overLimit(target: PublishTarget, now: Date, limit?: { used: number; total: number }): Outcome {
  return {
    status: "PENDING",
    errorMessage: deliveryMessages("INSTAGRAM").overLimit(target.accountName, limit),
    externalPostId: null,
    nextAttemptAt: new Date(now.getTime() + OVER_LIMIT_WAIT_MS),
    deferred: true,
  };
}

/** Meta's usage holds a scheduled delivery back: it waits unsent (no attempt counted) until `until`, or a little after. */
function usageWait(target: PublishTarget, now: Date, until: Date): Outcome {
  const wait = Math.max(0, until.getTime() - now.getTime());
  return {
    status: "PENDING",
    errorMessage: deliveryMessages(target.platform).usageWait,
    externalPostId: null,
    nextAttemptAt: new Date(now.getTime() + wait + deferralSpreadMs(wait)),
    deferred: true,
  };
}

/** …and a "Post Now" is not sent: the owner is told when to try again. */
function usageBusy(target: PublishTarget, now: Date, until: Date): Outcome {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return { status: "FAILED", errorMessage: deliveryMessages(target.platform).usageBusy(minutes), externalPostId: null, failure: "retryable" };
}

function outcomeOfFailure(error: unknown, attempts: number, mode: DeliveryMode, now: Date, target: PublishTarget): Outcome {
  const failure = error instanceof FacebookError ? error : new FacebookError("unknown", error instanceof Error ? error.message : String(error));
  const base = { externalPostId: null, failure: failure.kind };
  const messages = deliveryMessages(target.platform);
  // The limit was reached between the look at it and media_publish (another app posted): wait, as before.
  if (isPublishingLimitError(failure)) return overLimit(target, now);
  switch (failure.kind) {
    case "reconnect":
      return { ...base, status: "FAILED", errorMessage: messages.reconnect(failure.message) };
    case "rejected":
      return { ...base, status: "FAILED", errorMessage: messages.rejected(failure.message) };
    case "unknown":
      return { ...base, status: "UNCONFIRMED", errorMessage: messages.unconfirmed, nextCheckAt: new Date(now.getTime() + FIRST_CHECK_AFTER_MS) };
    case "retryable": {
      if (attempts >= MAX_ATTEMPTS) return { ...base, status: "FAILED", errorMessage: messages.exhausted(failure.message) };
      if (mode.kind === "immediate") {
        const wait = immediateRetryDelayMs(attempts);
        // Only retry when a whole further call still fits in the request's budget.
        if (now.getTime() + wait + IMMEDIATE_CALL_TIMEOUT_MS <= mode.deadline) {
          return { ...base, status: "PENDING", errorMessage: failure.message, retryInlineAfterMs: wait };
        }
        return { ...base, status: "FAILED", errorMessage: messages.busy(failure.message) };
      }
      return { ...base, status: "PENDING", errorMessage: failure.message, nextAttemptAt: new Date(now.getTime() + scheduledRetryDelayMs(attempts)) };
    }
  }
}

/** A sleep that gives up, as a retryable failure, rather than run past `deadline` (epoch ms). */
function sleepUntil(deadline: number, sleep: (ms: number) => Promise<void>, now: () => Date) {
  return async (ms: number) => {
    if (now().getTime() + ms > deadline) throw new FacebookError("retryable", "Instagram is still processing the image");
    await sleep(ms);
  };
}

/** What the owner wrote the image should show: Instagram reads it to people who can't see the picture. */
function altTextOf(request: Prisma.JsonValue): string | undefined {
  const description = (request as { imageDescription?: unknown } | null)?.imageDescription;
  return typeof description === "string" && description.trim() ? description.trim() : undefined;
}

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
  const { mode } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const facebook = options.facebook ?? facebookApi();
  const instagram = options.instagram ?? instagramApi();
  const scheduled = mode.kind === "scheduled";
  const callTimeoutMs = mode.kind === "immediate" ? IMMEDIATE_CALL_TIMEOUT_MS : SCHEDULED_CALL_TIMEOUT_MS;

  const posts = await db.post.findMany({ where: { id: { in: postIds }, claimedBy: runner }, select: postSelect });
  // Facebook is sent the picture's bytes; Instagram fetches it itself.
  const imageIds = [...new Set(posts.flatMap((p) => (p.imageId && p.platforms.some((d) => d.platform === "FACEBOOK") ? [p.imageId] : [])))];
  const images = new Map<string, FacebookImage>(
    imageIds.length
      ? (await db.generatedImage.findMany({ where: { id: { in: imageIds } }, select: { id: true, data: true, contentType: true } })).map((i) => [
          i.id,
          { data: i.data, contentType: i.contentType },
        ])
      : [],
  );

  type Job = { post: LoadedPost; delivery: LoadedDelivery; target: PublishTarget };
  const outcomes = new Map<number, Outcome>(); // by delivery id
  const jobs: Job[] = [];
  const lost = new Set<number>();

  for (const post of posts) {
    // A scheduled post is sent only while still scheduled; anything else reached through a lapsed claim
    // was an interrupted "Post Now" whose request is gone, so it is settled, not sent.
    const sendable = mode.kind === "immediate" || post.status === "SCHEDULED";
    for (const delivery of post.platforms) {
      const messages = deliveryMessages(delivery.platform);
      const settle = async (outcome: Outcome) => {
        await saveOutcome(delivery.id, delivery.status, outcome, now(), runner);
        outcomes.set(delivery.id, outcome);
      };
      if (delivery.status === "SENDING") {
        // Left by a runner that died while the platform may have had the request: look for it there.
        await settle({ ...interruptedOutcome(delivery.platform, now()), externalPostId: null });
      } else if (delivery.status !== "PENDING") {
        outcomes.set(delivery.id, { status: delivery.status, errorMessage: delivery.errorMessage, externalPostId: delivery.externalPostId });
      } else if (!sendable) {
        await settle({ status: "FAILED", errorMessage: messages.notSent, externalPostId: null });
      } else if (scheduled && delivery.nextAttemptAt && delivery.nextAttemptAt > now()) {
        outcomes.set(delivery.id, { status: "PENDING", errorMessage: delivery.errorMessage, externalPostId: null, nextAttemptAt: delivery.nextAttemptAt });
      } else if (channelFacts(delivery.platform).rules.images.required && !post.imageId) {
        await settle({ status: "FAILED", errorMessage: messages.needsImage, externalPostId: null, failure: "rejected" });
      } else {
        const target = await resolvePublishTarget(post.userId, delivery.connection, delivery.platform);
        if (target.ok) jobs.push({ post, delivery, target });
        else
          await settle({
            status: "FAILED",
            errorMessage: target.message,
            externalPostId: null,
            failure: target.reason === "needs-reconnect" ? "reconnect" : "not-connected",
          });
      }
    }
  }

  const outstanding = new Map<number, number>();
  for (const job of jobs) outstanding.set(job.post.id, (outstanding.get(job.post.id) ?? 0) + 1);
  const postStatus = new Map<number, PostStatus | null>();
  const saveAnswer = answerWriter(runner, now);
  // Each delivery is marked SENDING right before its own call (in groups with the calls starting with it).
  const markOne = groupCommit<SendingMark, number | null>(async (marks) => {
    const marked = await markSending(marks, runner, scheduled, now());
    return marks.map((mark) => marked.get(mark.deliveryId) ?? null);
  });

  const statusesOf = (post: LoadedPost) => post.platforms.map((d) => outcomes.get(d.id)?.status ?? d.status);
  // A "Post Now" with a delivery waiting for Instagram's limit becomes a scheduled post, due now.
  const reschedules = (post: LoadedPost) => mode.kind === "immediate" && post.platforms.some((d) => outcomes.get(d.id)?.deferred);

  /**
   * Refuses, as nothing sent, a publish call this runner may no longer make: its beats broke off (runner-heartbeat.ts),
   * or the claim is about to reach its lease, after which another runner may take the post over however alive this one is.
   */
  function stillHeld(post: LoadedPost) {
    const leaseLeft = post.claimedAt!.getTime() + CLAIM_LEASE_MS - now().getTime();
    if (!heartbeat.mayStillSend() || leaseLeft < SEND_BEFORE_LEASE_ENDS_MS)
      throw new FacebookError("retryable", "Publishing was held up for too long, so this wasn't sent");
  }

  /** Sends one delivery to its platform. */
  function send(job: Job) {
    const { post, target } = job;
    if (target.platform === "INSTAGRAM") {
      // Leave room for media_publish after the waits for the container; a scheduled run stays well inside its claim.
      const deadline = mode.kind === "immediate" ? mode.deadline - IMMEDIATE_CALL_TIMEOUT_MS : now().getTime() + CONTAINER_WAIT_MS;
      return instagram.publish(
        { accountId: target.accountId, pageToken: target.pageToken },
        { caption: post.content, imageUrl: instagramImageUrl(post.imageId!, post.id, now().getTime()), altText: altTextOf(post.request) },
        { timeoutMs: callTimeoutMs, sleep: sleepUntil(deadline, sleep, now), beforePublish: () => stillHeld(post) },
      );
    }
    const image = post.imageId ? images.get(post.imageId) : undefined;
    stillHeld(post);
    return facebook.publish(
      { pageId: target.pageId, pageToken: target.pageToken },
      { message: post.content, link: image ? undefined : firstLink(post.content), image },
      { timeoutMs: callTimeoutMs },
    );
  }

  // Each account's publishing limit is read once per run; posts that go out meanwhile are caught by media_publish.
  const limits = new Map<string, Promise<PublishingLimit | null>>();
  // Each connection is checked at most once per run, however many of its deliveries are due.
  const checks = new Map<number, Promise<HealthFinding | null>>();

  /** An Instagram account already at its publishing limit: the delivery waits, unsent. A limit that can't be read is left to media_publish. */
  async function waitForLimit(job: Job): Promise<Outcome | null> {
    const { platform, accountId, pageToken } = job.target;
    if (platform !== "INSTAGRAM") return null;
    if (!limits.has(accountId))
      limits.set(
        accountId,
        instagram.publishingLimit({ accountId, pageToken }).catch(() => null),
      );
    const limit = await limits.get(accountId)!;
    return limit && limit.used >= limit.total ? overLimit(job.target, now(), limit) : null;
  }

  /**
   * What stops a delivery before its publish call, if anything: Meta's usage at its limit; for a scheduled
   * delivery, its connection found to need reconnecting, or its turn on a busy budget too far off. A paced
   * delivery waits for its turn here.
   */
  async function holdBack(job: Job): Promise<Outcome | null> {
    const held = usageHold(job.target, now());
    if (held) return mode.kind === "immediate" ? usageBusy(job.target, now(), held) : usageWait(job.target, now(), held);
    if (!scheduled) return null;
    const connection = job.delivery.connection!;
    if (!checks.has(connection.id)) {
      checks.set(
        connection.id,
        checkBeforeDelivery(connection, facebook, now()).catch((error) => {
          console.error(`[publishing] checking connection ${connection.id} before delivery failed`, error);
          return null;
        }),
      );
    }
    const finding = await checks.get(connection.id)!;
    if (finding?.health === "NEEDS_RECONNECT") {
      const messages = deliveryMessages(job.target.platform);
      return { status: "FAILED", errorMessage: messages.reconnect(finding.reason?.replace(/\.$/, "")), externalPostId: null, failure: "reconnect" };
    }
    const turn = takeTurn(job.target, now());
    if (!turn.go) return usageWait(job.target, now(), turn.until);
    if (turn.waitMs > 0) {
      await sleep(turn.waitMs);
      // Usage read while this one waited may have reached the limit.
      const since = usageHold(job.target, now());
      if (since) return usageWait(job.target, now(), since);
    }
    return null;
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
    const stopped = await holdBack(job);
    if (stopped) {
      await saveOutcome(job.delivery.id, "PENDING", stopped, now(), runner);
      return finish(job, stopped);
    }
    const waiting = await waitForLimit(job);
    if (waiting) {
      await saveOutcome(job.delivery.id, "PENDING", waiting, now(), runner);
      return finish(job, waiting);
    }
    const mark = { deliveryId: job.delivery.id, postId: job.post.id, pageId: job.target.accountId };
    const first = await markOne(mark);
    // Cancelled, deleted or taken over since the claim: nothing of that post is sent.
    if (first === null) {
      lost.add(job.post.id);
      return;
    }
    let attempts = first;
    for (;;) {
      let outcome: Outcome;
      try {
        const { id, permalink } = await send(job);
        outcome = { status: "SUCCESS", errorMessage: null, externalPostId: id, permalink, deliveredAt: now() };
      } catch (error) {
        outcome = outcomeOfFailure(error, attempts, mode, now(), job.target);
        if (!(error instanceof FacebookError)) console.error(`[publishing] post ${job.post.id}: unexpected publish error`, error);
        if (outcome.failure === "reconnect") await recordDeliveryHealth(job.post.userId, job.target.pageId, error);
      }
      if (outcome.retryInlineAfterMs !== undefined) {
        await saveOutcome(job.delivery.id, "SENDING", outcome, now(), runner);
        await sleep(outcome.retryInlineAfterMs);
        const again = await markOne(mark);
        if (again === null) {
          lost.add(job.post.id);
          return;
        }
        attempts = again;
        continue;
      }
      return finish(job, outcome);
    }
  }

  await Promise.all(jobs.map(run));
  // Posts with nothing sent in this run still get their status settled and their claim released.
  for (const post of posts) {
    if (!lost.has(post.id) && !postStatus.has(post.id)) postStatus.set(post.id, await settlePost(post, runner, statusesOf(post), now()));
  }

  // A scheduled post that failed for good (wholly or in part) is told to its owner; "Post Now" shows it on screen.
  if (scheduled) {
    for (const [postId, status] of postStatus) if (status === "FAILED" || status === "PARTLY_PUBLISHED") await alertPostFailed(postId);
  }

  return postIds.map((postId): DeliveryReport => {
    const post = posts.find((p) => p.id === postId);
    const status = post && !lost.has(postId) ? (postStatus.get(postId) ?? null) : null;
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
  });
}

/** One claimed post ("Post Now", an Inngest run). */
export async function deliverClaimedPost(postId: number, runner: string, options: DeliveryOptions): Promise<DeliveryReport> {
  const [report] = await deliverClaimedPosts([postId], runner, options);
  return report!;
}
