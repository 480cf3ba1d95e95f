// Reads a post for a reply and serialises it through the one post schema (post-schema.ts): a field the
// schema does not name cannot reach the browser, and one it names but the row lacks fails loudly here.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { postSchema, type Post } from "./post-schema";

export const postViewSelect = {
  id: true,
  content: true,
  imageUrl: true,
  status: true,
  createdAt: true,
  scheduledTime: true,
  publishedAt: true,
  cost: true,
  writer: true,
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

export function toPostView({ platforms, createdAt, scheduledTime, publishedAt, ...post }: PostRow): PostView {
  return postSchema.parse({
    ...post,
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
  });
}
