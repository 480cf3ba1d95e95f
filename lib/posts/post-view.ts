// Reads a post for a reply and serialises it through the one post schema (schemas/post.ts): a field the
// schema does not name cannot reach the browser, and one it names but the row lacks fails loudly here.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { claimTimes } from "@/lib/posts/claim-state";
import { postSchema, type Post } from "@/lib/posts/schemas/post";
import { postPhotosSelect, toPostPhoto } from "./post-photos";

export const postViewSelect = {
  id: true,
  content: true,
  imageUrl: true,
  photos: postPhotosSelect,
  status: true,
  createdAt: true,
  scheduledTime: true,
  publishedAt: true,
  cost: true,
  writer: true,
  claimedAt: true,
  claimedBy: true,
  channelOptions: true,
  platforms: {
    select: {
      id: true,
      platform: true,
      status: true,
      connectionId: true,
      accountName: true,
      errorMessage: true,
      externalPostId: true,
      permalink: true,
      deliveredAt: true,
      sentAt: true,
      checkedAt: true,
      nextCheckAt: true,
    },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.PostSelect;

type PostRow = Prisma.PostGetPayload<{ select: typeof postViewSelect }>;

export type PostView = Post;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The posts as replies have them; the heartbeats of the runners publishing any of them are read for it (one query, only then). */
export async function toPostViews(rows: PostRow[]): Promise<PostView[]> {
  const runners = [...new Set(rows.flatMap((row) => (row.claimedBy ? [row.claimedBy] : [])))];
  const beats = runners.length ? await db.runnerHeartbeat.findMany({ where: { runner: { in: runners } } }) : [];
  return rows.map((row) => toPostView(row, beats.find((beat) => beat.runner === row.claimedBy)?.beatAt ?? null));
}

export async function toPostViewOf(row: PostRow): Promise<PostView> {
  return (await toPostViews([row]))[0]!;
}

function toPostView(
  { platforms, photos, createdAt, scheduledTime, publishedAt, claimedAt, claimedBy: _runner, ...post }: PostRow,
  beatAt: Date | null,
): PostView {
  const claim = claimedAt && claimTimes(claimedAt, beatAt);
  return postSchema.parse({
    ...post,
    photos: photos.map(({ photo }) => toPostPhoto(photo)),
    createdAt: createdAt.toISOString(),
    scheduledTime: iso(scheduledTime),
    publishedAt: iso(publishedAt),
    postPlatforms: platforms.map(({ deliveredAt, sentAt, checkedAt, nextCheckAt, ...target }) => ({
      ...target,
      deliveredAt: iso(deliveredAt),
      sentAt: iso(sentAt),
      checkedAt: checkedAt.map((at) => at.toISOString()),
      nextCheckAt: iso(nextCheckAt),
    })),
    publishing: claim && { heardAt: claim.heardAt.toISOString(), stopsAt: claim.stopsAt.toISOString() },
  });
}

/** One post as every post reply answers it; null when it is gone. */
export async function loadPostView(postId: number): Promise<PostView | null> {
  const row = await db.post.findUnique({ where: { id: postId }, select: postViewSelect });
  return row && toPostViewOf(row);
}
