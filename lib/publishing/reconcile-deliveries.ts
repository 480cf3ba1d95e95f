// An unknown delivery (its request may have reached the platform, but no answer came) is looked for on the
// page or account itself before anyone asks the owner: the page's recent posts (or the Instagram account's
// recent media) are read and matched by their text, from a little before the request was sent. A match is
// recorded as delivered, with its post id. No match
// proves nothing (the feed is ranked and may lag), so the page is read again a few times over half an hour
// (CHECK_AFTER_MS); only then is the owner asked, told when we looked. Nothing is ever resent from here.
// Runners (the embedded worker, an Inngest cron) take due checks with SKIP LOCKED, so none is done twice.
import "server-only";
import { db } from "@/lib/db";
import { alertPostUnconfirmed } from "@/lib/notifications/post-alerts";
import { Prisma, type DeliveryStatus, type Platform, type PostStatus } from "@/lib/generated/prisma/client";
import { facebookApi, FacebookError } from "@/lib/integrations/facebook";
import { instagramApi } from "@/lib/integrations/instagram";
import type { Channels } from "./deliver-claimed-posts";
import { CHECK_AFTER_MS, deliveryMessages } from "./delivery-policy";
import { settledStatus } from "./delivery-status";
import { connectionSelect, resolvePublishTarget, type PublishTarget } from "./publish-target";

/** A runner's hold on a check; one that dies mid-check leaves it to the next runner after this. */
const CHECK_LEASE_MS = 2 * 60_000;
/** A page post made up to this long before the request was sent still counts: clocks differ. */
const CLOCK_SKEW_MS = 2 * 60_000;
/** Looks are at least this far apart, even when a runner comes late. */
const MIN_CHECK_GAP_MS = 60_000;

const ts = (date: Date | null) => Prisma.sql`${date}::timestamp(3)`;
const sameText = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

type DueCheck = { id: number; postId: number; platform: Platform; sentAt: Date | null; updatedAt: Date; checks: number };

export type ReconcileOptions = Channels & { now?: () => Date; limit?: number };

/** What was found on the page or account: its id there, when it was made, and where it can be seen. */
type Found = { id: string; text: string; createdTime: Date; permalink: string | null };

/** The page's posts, or the Instagram account's media, made since `since`. */
function recentOn(target: PublishTarget, since: Date, channels: Required<Channels>): Promise<Found[]> {
  const { accountId, pageId, pageToken } = target;
  if (target.platform === "INSTAGRAM") {
    return channels.instagram
      .recentMedia({ accountId, pageToken }, since)
      .then((media) => media.map((m) => ({ id: m.id, text: m.caption, createdTime: m.timestamp, permalink: m.permalink })));
  }
  return channels.facebook.recentPosts({ pageId, pageToken }, since).then((posts) => posts.map((p) => ({ id: p.id, text: p.message, createdTime: p.createdTime, permalink: null })));
}

/** One pass: looks for every unknown delivery whose next look is due. */
export async function reconcileUnknownDeliveries(options: ReconcileOptions = {}): Promise<{ checked: number; found: number }> {
  const now = options.now ?? (() => new Date());
  const channels = { facebook: options.facebook ?? facebookApi(), instagram: options.instagram ?? instagramApi() };
  const at = now();
  const due = await db.$queryRaw<DueCheck[]>`
    WITH picked AS (
      SELECT pp."id" FROM "PostPlatform" pp
      WHERE pp."status" = 'UNCONFIRMED' AND pp."nextCheckAt" <= ${ts(at)}
      ORDER BY pp."nextCheckAt" LIMIT ${options.limit ?? 50}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "PostPlatform" pp SET "nextCheckAt" = ${ts(new Date(at.getTime() + CHECK_LEASE_MS))}
    FROM picked WHERE pp."id" = picked."id"
    RETURNING pp."id", pp."postId", pp."platform", pp."sentAt", pp."updatedAt", cardinality(pp."checkedAt")::int AS "checks"`;
  let found = 0;
  for (const check of due) {
    if (await lookOnce(check, channels, at)) found++;
  }
  return { checked: due.length, found };
}

/** Reads the page (or account) once for one delivery; true when the post was there. */
async function lookOnce(check: DueCheck, channels: Required<Channels>, at: Date): Promise<boolean> {
  const delivery = await db.postPlatform.findUnique({
    where: { id: check.id },
    select: { connection: { select: connectionSelect }, post: { select: { content: true, userId: true } } },
  });
  if (!delivery) return false;
  const { post } = delivery;
  const messages = deliveryMessages(check.platform);
  const target = await resolvePublishTarget(post.userId, delivery.connection, check.platform);
  if (!target.ok) {
    await askOwner(check.id, messages.cannotLook(target.message));
    return false;
  }
  const sentAt = check.sentAt ?? check.updatedAt;
  let recent;
  try {
    recent = await recentOn(target, new Date(sentAt.getTime() - CLOCK_SKEW_MS), channels);
  } catch (error) {
    if (!(error instanceof FacebookError)) throw error;
    // A passing failure: look again when the hold lapses. One that will not pass: the owner decides.
    if (error.kind === "reconnect" || error.kind === "rejected") await askOwner(check.id, messages.cannotLook(error.message));
    return false;
  }
  const match = recent.find((item) => sameText(item.text, post.content));
  if (match) {
    await recordFound(check, match, at);
    return true;
  }
  const next = CHECK_AFTER_MS[check.checks + 1];
  const nextCheckAt = next === undefined ? null : new Date(Math.max(sentAt.getTime() + next, at.getTime() + MIN_CHECK_GAP_MS));
  await db.$executeRaw`
    UPDATE "PostPlatform" SET "checkedAt" = array_append("checkedAt", ${ts(at)}), "nextCheckAt" = ${ts(nextCheckAt)},
      "errorMessage" = ${nextCheckAt ? messages.unconfirmed : messages.notFound}, "updatedAt" = ${ts(at)}
    WHERE "id" = ${check.id} AND "status" = 'UNCONFIRMED'`;
  if (!nextCheckAt) await alertPostUnconfirmed(check.id);
  return false;
}

/** The looking is over: the owner is asked, with why. */
async function askOwner(deliveryId: number, message: string) {
  await db.postPlatform.updateMany({ where: { id: deliveryId, status: "UNCONFIRMED" }, data: { nextCheckAt: null, errorMessage: message } });
  await alertPostUnconfirmed(deliveryId);
}

/** The post is on the page: the delivery succeeded, with its id, and the post's status follows. */
async function recordFound(check: DueCheck, { id: externalPostId, createdTime, permalink }: Found, at: Date) {
  await db.$transaction(async (tx) => {
    // The post's row lock orders this with the owner's own answer and with any other change to the post.
    const [post] = await tx.$queryRaw<{ status: PostStatus }[]>`SELECT "status" FROM "Post" WHERE "id" = ${check.postId} FOR UPDATE`;
    const updated = await tx.$executeRaw`
      UPDATE "PostPlatform" SET "status" = 'SUCCESS', "externalPostId" = ${externalPostId}, "permalink" = COALESCE(${permalink}, "permalink"), "deliveredAt" = ${ts(createdTime)},
        "errorMessage" = NULL, "nextCheckAt" = NULL, "checkedAt" = array_append("checkedAt", ${ts(at)}), "updatedAt" = ${ts(at)}
      WHERE "id" = ${check.id} AND "status" = 'UNCONFIRMED'`;
    if (!post || updated === 0) return;
    const deliveries = await tx.postPlatform.findMany({ where: { postId: check.postId }, select: { status: true } });
    await settlePostStatus(tx, check.postId, post.status, deliveries.map((d) => d.status), createdTime);
  });
}

/** Sets a post's status from its deliveries (when it is not waiting on any). */
export async function settlePostStatus(tx: Prisma.TransactionClient, postId: number, current: PostStatus, statuses: DeliveryStatus[], publishedAt: Date) {
  const { status, published } = settledStatus(current, statuses);
  if (status === current) return;
  await tx.post.update({ where: { id: postId }, data: { status, ...(published && { publishedAt }) } });
}
