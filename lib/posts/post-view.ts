// The shape of a post in every API reply (PRODUCT-SPEC §3): what the cards and the details dialog show.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

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
    select: { id: true, platform: true, status: true, errorMessage: true, externalPostId: true, deliveredAt: true, sentAt: true, checkedAt: true, nextCheckAt: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.PostSelect;

type PostRow = Prisma.PostGetPayload<{ select: typeof postViewSelect }>;

export type PostView = Omit<PostRow, "platforms"> & { postPlatforms: PostRow["platforms"] };

export function toPostView({ platforms, ...post }: PostRow): PostView {
  return { ...post, postPlatforms: platforms };
}
