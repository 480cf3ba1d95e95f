// The first look at a run's claimed posts: what each delivery needs before anything is sent. A delivery left
// SENDING by a runner that stopped is in doubt (looked for on the account later); one already settled stays
// so; one that may not be sent any more (an interrupted "Post Now"), that waits for a retry, that lacks a
// picture its channel needs, or whose connection can't be posted to, gets its outcome here. The rest become
// jobs: a post, one delivery, its channel and where it goes.
import "server-only";
import type { Channel, Channels } from "@/lib/channels";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { connectionSelect, resolveDestination, type ResolvedDestination } from "@/lib/social/destination";
import { postPhotosSelect } from "@/lib/posts/post-photos";
import type { DeliveryMode, Outcome } from "./delivery-outcome";
import { deliveryMessages, interruptedOutcome } from "./delivery-policy";

const postSelect = {
  id: true,
  userId: true,
  content: true,
  channelOptions: true,
  imageId: true,
  photos: postPhotosSelect,
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

export type LoadedPost = Prisma.PostGetPayload<{ select: typeof postSelect }>;
export type LoadedDelivery = LoadedPost["platforms"][number];
export type Picture = { data: Uint8Array<ArrayBuffer>; contentType: string };

export type Job = { post: LoadedPost; delivery: LoadedDelivery; channel: Channel; to: ResolvedDestination };

/** The posts still claimed by `runner`, and the bytes of the AI images channels that are sent them need (the others fetch theirs by link). */
export async function loadClaimed(postIds: number[], runner: string, channels: Channels) {
  const posts = await db.post.findMany({ where: { id: { in: postIds }, claimedBy: runner }, select: postSelect });
  const sentBytes = (delivery: LoadedDelivery) => !channels.of(delivery.platform).facts.rules.images.fetchedByLink;
  const imageIds = [...new Set(posts.flatMap((p) => (p.imageId && p.platforms.some(sentBytes) ? [p.imageId] : [])))];
  const rows = imageIds.length
    ? await db.generatedImage.findMany({ where: { id: { in: imageIds } }, select: { id: true, data: true, contentType: true } })
    : [];
  return { posts, pictures: new Map<string, Picture>(rows.map((i) => [i.id, { data: i.data, contentType: i.contentType }])) };
}

/**
 * What one delivery of a claimed post comes to before any call: a job to send, or its outcome, `save`d when it
 * changed. A scheduled post is sent only while still scheduled; anything else reached through a lapsed claim
 * was an interrupted "Post Now" whose request is gone, so it is settled, not sent.
 */
export async function triage(
  post: LoadedPost,
  delivery: LoadedDelivery,
  { mode, now, channels }: { mode: DeliveryMode; now: () => Date; channels: Channels },
): Promise<{ job: Job } | { outcome: Outcome; save: boolean }> {
  const messages = deliveryMessages(delivery.platform);
  const channel = channels.of(delivery.platform);
  const sendable = mode.kind === "immediate" || post.status === "SCHEDULED";
  // Left by a runner that died while the channel may have had the request: look for it there.
  if (delivery.status === "SENDING") return { outcome: { ...interruptedOutcome(delivery.platform, now()), externalPostId: null }, save: true };
  if (delivery.status !== "PENDING")
    return { outcome: { status: delivery.status, errorMessage: delivery.errorMessage, externalPostId: delivery.externalPostId }, save: false };
  if (!sendable) return { outcome: { status: "FAILED", errorMessage: messages.notSent, externalPostId: null }, save: true };
  if (mode.kind === "scheduled" && delivery.nextAttemptAt && delivery.nextAttemptAt > now())
    return { outcome: { status: "PENDING", errorMessage: delivery.errorMessage, externalPostId: null, nextAttemptAt: delivery.nextAttemptAt }, save: false };
  if (channel.facts.rules.images.required && !post.imageId && post.photos.length === 0)
    return { outcome: { status: "FAILED", errorMessage: messages.needsImage, externalPostId: null, failure: "rejected" }, save: true };
  const to = await resolveDestination(post.userId, delivery.platform, delivery.connection, channels);
  if (to.ok) return { job: { post, delivery, channel, to } };
  const failure = to.reason === "needs-reconnect" ? "reconnect" : "not-connected";
  return { outcome: { status: "FAILED", errorMessage: to.message, externalPostId: null, failure }, save: true };
}
