// A ready photo as the library reads it from the database (READY_FIELDS), and as it answers it (photoOf): its
// fields, its variants' addresses and the posts it is on.
import "server-only";
import type { PostStatus, Prisma } from "@/lib/generated/prisma/client";
import { excerptOf } from "@/lib/format";
import { variantUrl } from "./photo-store";
import { USED_BY_LISTED, type Photo, type PhotoUse } from "./schemas";
import type { PhotoFormat } from "./sniff";

export type ReadyRow = Prisma.PhotoGetPayload<{ select: typeof READY_FIELDS }>;
const USE_FIELDS = { id: true, status: true, content: true, calendarAt: true } as const;
export const READY_FIELDS = {
  id: true,
  fileName: true,
  format: true,
  bytes: true,
  width: true,
  height: true,
  takenAt: true,
  createdAt: true,
  altText: true,
  tags: true,
  focusX: true,
  focusY: true,
  origin: true,
  posts: {
    take: USED_BY_LISTED,
    orderBy: { post: { createdAt: "desc" } },
    select: { post: { select: USE_FIELDS } },
  },
  _count: { select: { posts: true } },
  // An AI image is on the post it was made for as that post's own image, not as one of its photos.
  generatedImage: {
    select: { posts: { take: USED_BY_LISTED, orderBy: { createdAt: "desc" }, select: USE_FIELDS }, _count: { select: { posts: true } } },
  },
} as const;

/** A post a photo is on, as the library names it: its first words, its status and its day on the calendar. */
export const postUsing = (post: { id: number; status: PostStatus; content: string; calendarAt: Date | null }): PhotoUse => ({
  id: post.id,
  status: post.status,
  excerpt: excerptOf(post.content),
  at: post.calendarAt?.toISOString() ?? null,
});

export function photoOf(row: ReadyRow): Photo {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as PhotoFormat,
    bytes: row.bytes ?? 0,
    width: row.width ?? 0,
    height: row.height ?? 0,
    takenAt: row.takenAt?.toISOString() ?? null,
    addedAt: row.createdAt.toISOString(),
    altText: row.altText,
    tags: row.tags,
    focus: { x: row.focusX, y: row.focusY },
    thumbUrl: variantUrl(row.id, "thumb"),
    displayUrl: variantUrl(row.id, "display"),
    origin: row.origin === "AI" ? "ai" : "uploaded",
    uses: row._count.posts + (row.generatedImage?._count.posts ?? 0),
    usedBy: [...(row.generatedImage?.posts ?? []), ...row.posts.map((use) => use.post)].slice(0, USED_BY_LISTED).map(postUsing),
  };
}
