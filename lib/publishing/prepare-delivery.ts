// Shared by "Post Now" and "Schedule": find (or create) the post, refuse what would send it twice,
// and set up one PENDING delivery per chosen platform.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Platform, Prisma } from "@/lib/generated/prisma/client";
import { PLATFORM_LABELS } from "@/lib/social/schemas";
import { BEING_PUBLISHED, lockPostForUserOrThrow, type LockedPost } from "./lock-post-for-user";
import { getPublishTarget } from "./publish-target";

type Tx = Prisma.TransactionClient;

/** Checks the chosen platforms can be posted to before anything is saved. */
export async function assertPlatformsReady(userId: string, platforms: Platform[]): Promise<void> {
  for (const platform of platforms) {
    const target = await getPublishTarget(userId, platform);
    if (!target.ok) throw new AppError("CONFLICT", target.message, { platform, reason: target.reason });
  }
}

/** The user's post, locked, with its text updated; or a new post (cost 0) for text typed without generating. */
export async function lockOrCreatePost(tx: Tx, userId: string, postId: number | null | undefined, content: string, now: Date): Promise<LockedPost> {
  if (postId == null) {
    const created = await tx.post.create({ data: { userId, content, cost: 0 }, select: { id: true, status: true } });
    return { ...created, inDelivery: false, platforms: [] };
  }
  const post = await lockPostForUserOrThrow(tx, userId, postId, now);
  await tx.post.update({ where: { id: post.id }, data: { content } });
  return post;
}

/** The refusal of a second publish, saying where the post already is (`publishedOn`, empty when only marked). */
export function alreadyPublished(post: LockedPost): AppError<{ publishedOn: string[] }> {
  const on = post.platforms.filter((p) => p.status === "SUCCESS").map((p) => PLATFORM_LABELS[p.platform as Platform]);
  const message = on.length > 0 ? `This post is already published on ${on.join(" and ")}.` : "This post is already marked as published.";
  return new AppError("CONFLICT", message, { publishedOn: on });
}

/** Replaces the post's unsent deliveries with fresh PENDING ones for `platforms`. */
export async function resetDeliveries(tx: Tx, post: LockedPost, platforms: Platform[]): Promise<void> {
  if (post.inDelivery) throw new AppError("CONFLICT", BEING_PUBLISHED);
  for (const platform of platforms) {
    const existing = post.platforms.find((p) => p.platform === platform);
    if (existing?.status === "SUCCESS") throw alreadyPublished(post);
    if (existing?.status === "UNCONFIRMED" || existing?.status === "SENDING") {
      throw new AppError(
        "CONFLICT",
        `We can't tell whether this post reached ${PLATFORM_LABELS[platform]}, so it won't be sent again. Check your page; if it isn't there, post the text as a new post.`,
      );
    }
  }
  await tx.postPlatform.deleteMany({ where: { postId: post.id, status: { in: ["PENDING", "FAILED"] }, platform: { notIn: platforms } } });
  for (const platform of platforms) {
    const fresh = { status: "PENDING" as const, attempts: 0, nextAttemptAt: null, errorMessage: null, externalPostId: null, deliveredAt: null };
    await tx.postPlatform.upsert({
      where: { postId_platform: { postId: post.id, platform } },
      create: { postId: post.id, platform, ...fresh },
      update: fresh,
    });
  }
}
