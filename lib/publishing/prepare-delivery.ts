// Shared by "Post Now" and "Schedule": find the chosen targets, find (or create) the post, refuse what
// would send it twice, and set up one PENDING delivery per target.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Platform, Prisma } from "@/lib/generated/prisma/client";
import { channelFacts, firstPostProblem } from "@/lib/channels/facts";
import { connectionSelect, resolveDestination } from "@/lib/social/destination";
import { CONNECTION_NOT_FOUND } from "@/lib/social/platforms";
import { deliveryUnderWay, lockPostForUserOrThrow, type LockedPost } from "@/lib/posts/lock-post-for-user";
import type { PublishInput, TargetChoice } from "./schemas";
import { POST_PHOTOS_MAX } from "@/lib/media/limits";
import { pictureCount, replacePostPhotos } from "@/lib/posts/post-photos";

type Tx = Prisma.TransactionClient;

/** Where a post goes: one of the user's connections. */
export type Target = { connectionId: number; platform: Platform; accountName: string };

/**
 * The connections a post goes to: those named by id (`targets`), and for each bare platform (`platforms`,
 * as docs/product.md §3 sends them) the user's default account of it. Each must be ready to post to, and is
 * checked before anything is saved.
 */
export async function resolveTargets(userId: string, choice: TargetChoice): Promise<Target[]> {
  const connections = await db.socialConnection.findMany({
    where: { userId, OR: [{ id: { in: choice.targets } }, { platform: { in: choice.platforms }, isDefault: true }] },
    select: connectionSelect,
  });
  const chosen = new Map<number, (typeof connections)[number]>();
  for (const id of choice.targets) {
    const connection = connections.find((c) => c.id === id);
    if (!connection) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
    chosen.set(id, connection);
  }
  for (const platform of choice.platforms) {
    const connection = connections.find((c) => c.platform === platform && c.isDefault);
    if (!connection) {
      const none = await resolveDestination(userId, platform, null);
      throw new AppError("CONFLICT", none.ok ? CONNECTION_NOT_FOUND : none.message, { platform, reason: "not-connected" });
    }
    chosen.set(connection.id, connection);
  }
  for (const connection of chosen.values()) {
    const target = await resolveDestination(userId, connection.platform, connection);
    if (!target.ok) throw new AppError("CONFLICT", target.message, { platform: connection.platform, reason: target.reason });
  }
  return [...chosen.values()].map(({ id, platform, accountName }) => ({ connectionId: id, platform, accountName }));
}

/**
 * Refuses, before anything is sent or scheduled, a post a target's channel would refuse at delivery (its rules,
 * lib/channels): a post without the picture it needs, with more than it takes, or a text over its limits. Said in a
 * field error of `targets`. Answers whether a target's channel will fetch the post's pictures by link.
 */
export async function checkTargetsFit(tx: Tx, postId: number, content: string, targets: Target[]): Promise<boolean> {
  const channels = [...new Set(targets.map((target) => target.platform))].map(channelFacts);
  // The post's pictures are counted only for a channel whose rules ask about them (Facebook's alone need no query).
  const picturesMatter = channels.some(({ rules: { images } }) => images.required || images.fetchedByLink || images.max < POST_PHOTOS_MAX);
  const problem = firstPostProblem(channels, content, picturesMatter ? await pictureCount(tx, postId) : 0);
  if (problem) throw new AppError("VALIDATION_ERROR", problem, { fieldErrors: { targets: [problem] } });
  return channels.some((channel) => channel.rules.images.fetchedByLink);
}

/**
 * The user's post, locked, with its text (and, when they came with it, its photos) updated; or a new post (cost 0) for
 * text typed without generating.
 */
export async function lockOrCreatePost(
  tx: Tx,
  userId: string,
  { postID, postContent, photoIds, channelOptions }: Pick<PublishInput, "postID" | "postContent" | "photoIds" | "channelOptions">,
  now: Date,
): Promise<LockedPost> {
  let post: LockedPost;
  if (postID == null) {
    const created = await tx.post.create({ data: { userId, content: postContent, cost: 0, channelOptions }, select: { id: true, status: true } });
    post = { ...created, inDelivery: false, claim: null, lockedAt: now, platforms: [] };
  } else {
    post = await lockPostForUserOrThrow(tx, userId, postID, now);
    await tx.post.update({ where: { id: post.id }, data: { content: postContent, ...(channelOptions && { channelOptions }) } });
  }
  if (photoIds) await replacePostPhotos(tx, userId, post.id, photoIds);
  return post;
}

/** The refusal of a second publish, saying where the post already is (`publishedOn`, empty when only marked). */
export function alreadyPublished(post: LockedPost): AppError<{ publishedOn: string[] }> {
  const on = [...new Set(post.platforms.filter((p) => p.status === "SUCCESS").map((p) => channelFacts(p.platform).label))];
  const message = on.length > 0 ? `This post is already published on ${on.join(" and ")}.` : "This post is already marked as published.";
  return new AppError("CONFLICT", message, { publishedOn: on });
}

/** Replaces the post's unsent deliveries with fresh PENDING ones, one per target. */
export async function resetDeliveries(tx: Tx, post: LockedPost, targets: Target[]): Promise<void> {
  if (post.inDelivery) throw deliveryUnderWay(post);
  for (const target of targets) {
    const existing = post.platforms.find((p) => p.connectionId === target.connectionId);
    if (existing?.status === "SUCCESS") throw alreadyPublished(post);
    if (existing?.status === "UNCONFIRMED" || existing?.status === "SENDING") {
      throw new AppError(
        "CONFLICT",
        `We can't tell whether this post reached ${target.accountName} on ${channelFacts(target.platform).label}, so it won't be sent there again. Check there; if it isn't, post the text as a new post.`,
      );
    }
  }
  const kept = targets.map((t) => t.connectionId);
  await tx.postPlatform.deleteMany({
    where: { postId: post.id, status: { in: ["PENDING", "FAILED"] }, OR: [{ connectionId: null }, { connectionId: { notIn: kept } }] },
  });
  const fresh = { status: "PENDING" as const, attempts: 0, nextAttemptAt: null, errorMessage: null, externalPostId: null, permalink: null, deliveredAt: null };
  for (const target of targets) {
    const existing = post.platforms.find((p) => p.connectionId === target.connectionId);
    if (existing) await tx.postPlatform.update({ where: { id: existing.id }, data: { ...fresh, accountName: target.accountName } });
    else
      await tx.postPlatform.create({
        data: { postId: post.id, platform: target.platform, connectionId: target.connectionId, accountName: target.accountName, ...fresh },
      });
  }
}
