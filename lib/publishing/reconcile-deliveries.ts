// An unknown delivery (its request may have reached the platform, but no answer came) is looked for on the
// page or account itself before anyone asks the owner: the page's recent posts (or the Instagram account's
// recent media) are read and matched by their text, from a little before the request was sent. A match is
// recorded as delivered, with its post id. No match
// proves nothing (the feed is ranked and may lag), so the page is read again a few times over half an hour
// (CHECK_AFTER_MS); only then is the owner asked, told when we looked. Nothing is ever resent from here.
// Runners (the embedded worker, an Inngest cron) take due checks with SKIP LOCKED, so none is done twice.
// A crash can leave many posts of one page in doubt at once: the page is read once for all of its checks in a
// pass, back far enough to hold every post Postloom sent there since the earliest of them, and each post read
// is matched to one delivery at most.
import "server-only";
import { db } from "@/lib/db";
import { alertPostUnconfirmed } from "@/lib/publishing/post-alerts";
import { Prisma, type DeliveryStatus, type Platform, type PostStatus } from "@/lib/generated/prisma/client";
import { ChannelError, channels as channelsOver, type ChannelClients, type Channels, type FoundPost } from "@/lib/channels";
import { connectionSelect, resolveDestination, type StoredConnection } from "@/lib/social/destination";
import { CHECK_AFTER_MS, deliveryMessages } from "./delivery-policy";
import { settledStatus } from "./delivery-status";

/** A runner's hold on a check; one that dies mid-check leaves it to the next runner after this. */
const CHECK_LEASE_MS = 2 * 60_000;
/** A page post made up to this long before the request was sent still counts: clocks differ. */
const CLOCK_SKEW_MS = 2 * 60_000;
/** Looks are at least this far apart, even when a runner comes late. */
const MIN_CHECK_GAP_MS = 60_000;
/** Read beyond Postloom's own posts on the page: the owner's, and what the ranking puts among them. */
const FEED_MARGIN = 200;

const ts = (date: Date | null) => Prisma.sql`${date}::timestamp(3)`;
const sameText = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

type DueCheck = { id: number; postId: number; platform: Platform; sentAt: Date | null; updatedAt: Date; checks: number };
/** A due check with what it is looked for by: the post's text, and where it went. */
type Check = DueCheck & { content: string; userId: string; connection: StoredConnection | null; from: Date };

export type ReconcileOptions = ChannelClients & { now?: () => Date; limit?: number };

/** One pass: looks for every unknown delivery whose next look is due, reading each page once. */
export async function reconcileUnknownDeliveries(options: ReconcileOptions = {}): Promise<{ checked: number; found: number }> {
  const { now = () => new Date(), limit = 50, ...clients } = options;
  const channels = channelsOver(clients);
  const at = now();
  const due = await db.$queryRaw<DueCheck[]>`
    WITH picked AS (
      SELECT pp."id" FROM "PostPlatform" pp
      WHERE pp."status" = 'UNCONFIRMED' AND pp."nextCheckAt" <= ${ts(at)}
      ORDER BY pp."nextCheckAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "PostPlatform" pp SET "nextCheckAt" = ${ts(new Date(at.getTime() + CHECK_LEASE_MS))}
    FROM picked WHERE pp."id" = picked."id"
    RETURNING pp."id", pp."postId", pp."platform", pp."sentAt", pp."updatedAt", cardinality(pp."checkedAt")::int AS "checks"`;
  if (due.length === 0) return { checked: 0, found: 0 };
  const loaded = await db.postPlatform.findMany({
    where: { id: { in: due.map((check) => check.id) } },
    select: { id: true, connection: { select: connectionSelect }, post: { select: { content: true, userId: true } } },
  });
  // By where they went: a delivery whose connection is gone is on its own.
  const byTarget = new Map<string, Check[]>();
  for (const check of due) {
    const delivery = loaded.find((d) => d.id === check.id);
    if (!delivery) continue;
    const sentAt = check.sentAt ?? check.updatedAt;
    const key = delivery.connection ? `connection:${delivery.connection.id}` : `delivery:${check.id}`;
    const group = byTarget.get(key) ?? [];
    group.push({ ...check, ...delivery.post, connection: delivery.connection, from: new Date(sentAt.getTime() - CLOCK_SKEW_MS) });
    byTarget.set(key, group);
  }
  let found = 0;
  for (const checks of byTarget.values()) found += await lookOnce(checks, channels, at);
  return { checked: due.length, found };
}

/** Reads one page (or account) once for its due checks; how many of them were there. */
async function lookOnce(checks: Check[], channels: Channels, at: Date): Promise<number> {
  const [{ userId, connection, platform }] = checks as [Check, ...Check[]];
  const messages = deliveryMessages(platform);
  const to = await resolveDestination(userId, platform, connection, channels);
  if (!to.ok) {
    for (const check of checks) await askOwner(check.id, messages.cannotLook(to.message));
    return 0;
  }
  const since = new Date(Math.min(...checks.map((check) => check.from.getTime())));
  // Every post Postloom sent there since then may be newer than the ones looked for.
  const ours = await db.postPlatform.count({ where: { connectionId: connection!.id, sentAt: { gte: since } } });
  let recent;
  try {
    recent = await channels.of(platform).recentPosts(to, since, ours + FEED_MARGIN);
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error;
    // A passing failure: look again when the hold lapses. One that will not pass: the owner decides.
    if (error.kind === "reconnect" || error.kind === "rejected") for (const check of checks) await askOwner(check.id, messages.cannotLook(error.message));
    return 0;
  }
  const taken = new Set<string>();
  let found = 0;
  // The latest sent first, so of two posts with the same text each takes its own.
  for (const check of checks.sort((a, b) => b.from.getTime() - a.from.getTime())) {
    const match = recent.find((item) => !taken.has(item.id) && item.createdTime >= check.from && sameText(item.text, check.content));
    if (match) {
      taken.add(match.id);
      await recordFound(check, match, at);
      found++;
    } else {
      await recordMissed(check, at);
    }
  }
  return found;
}

/** Not there this time: looked for again later, or, after the last look, the owner is asked. */
async function recordMissed(check: Check, at: Date) {
  const messages = deliveryMessages(check.platform);
  const sentAt = check.sentAt ?? check.updatedAt;
  const next = CHECK_AFTER_MS[check.checks + 1];
  const nextCheckAt = next === undefined ? null : new Date(Math.max(sentAt.getTime() + next, at.getTime() + MIN_CHECK_GAP_MS));
  await db.$executeRaw`
    UPDATE "PostPlatform" SET "checkedAt" = array_append("checkedAt", ${ts(at)}), "nextCheckAt" = ${ts(nextCheckAt)},
      "errorMessage" = ${nextCheckAt ? messages.unconfirmed : messages.notFound}, "updatedAt" = ${ts(at)}
    WHERE "id" = ${check.id} AND "status" = 'UNCONFIRMED'`;
  if (!nextCheckAt) await alertPostUnconfirmed(check.id);
}

/** The looking is over: the owner is asked, with why. */
async function askOwner(deliveryId: number, message: string) {
  await db.postPlatform.updateMany({ where: { id: deliveryId, status: "UNCONFIRMED" }, data: { nextCheckAt: null, errorMessage: message } });
  await alertPostUnconfirmed(deliveryId);
}

/** The post is on the page: the delivery succeeded, with its id, and the post's status follows. */
async function recordFound(check: DueCheck, { id: externalPostId, createdTime, permalink }: FoundPost, at: Date) {
  await db.$transaction(async (tx) => {
    // The post's row lock orders this with the owner's own answer and with any other change to the post.
    const [post] = await tx.$queryRaw<{ status: PostStatus }[]>`SELECT "status" FROM "Post" WHERE "id" = ${check.postId} FOR UPDATE`;
    const updated = await tx.$executeRaw`
      UPDATE "PostPlatform" SET "status" = 'SUCCESS', "externalPostId" = ${externalPostId}, "permalink" = COALESCE(${permalink}, "permalink"), "deliveredAt" = ${ts(createdTime)},
        "errorMessage" = NULL, "nextCheckAt" = NULL, "checkedAt" = array_append("checkedAt", ${ts(at)}), "updatedAt" = ${ts(at)}
      WHERE "id" = ${check.id} AND "status" = 'UNCONFIRMED'`;
    if (!post || updated === 0) return;
    const deliveries = await tx.postPlatform.findMany({ where: { postId: check.postId }, select: { status: true } });
    await settlePostStatus(
      tx,
      check.postId,
      post.status,
      deliveries.map((d) => d.status),
      createdTime,
    );
  });
}

/** Sets a post's status from its deliveries (when it is not waiting on any). */
export async function settlePostStatus(tx: Prisma.TransactionClient, postId: number, current: PostStatus, statuses: DeliveryStatus[], publishedAt: Date) {
  const { status, published } = settledStatus(current, statuses);
  if (status === current) return;
  await tx.post.update({ where: { id: postId }, data: { status, ...(published && { publishedAt }) } });
}
