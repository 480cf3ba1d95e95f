// A post's pictures (docs/media.md, "Posts with the owner's photos"): the owner's photos, in order, at most
// POST_PHOTOS_MAX; or the AI image; never both, so choosing photos lets the AI image go. Only a draft's pictures
// change on their own (PUT /api/post/{id}/photos); a publish or a schedule may bring the photos the owner chose with it.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { variantUrl } from "@/lib/media/photo-store";
import { PHOTO_NOT_FOUND, type PostPhoto } from "@/lib/media/schemas";

type Tx = Prisma.TransactionClient;

/** What is read of each photo of a post: for its preview, and for the copies a channel is sent. */
export const postPhotosSelect = {
  orderBy: { position: "asc" },
  select: { photo: { select: { id: true, userId: true, width: true, height: true, focusX: true, focusY: true, altText: true } } },
} as const satisfies Prisma.Post$photosArgs;

export type PostPhotoRow = Prisma.PostPhotoGetPayload<typeof postPhotosSelect>["photo"];

/** A post's photo as its copies are made from it (a ready photo always has its size). */
export const copySourceOf = ({ width, height, ...photo }: PostPhotoRow) => ({ ...photo, width: width ?? 1, height: height ?? 1 });

/** A post's photo as replies carry it. */
export function toPostPhoto({ id, width, height, altText, focusX, focusY }: PostPhotoRow): PostPhoto {
  return {
    id,
    width: width ?? 0,
    height: height ?? 0,
    altText,
    focus: { x: focusX, y: focusY },
    thumbUrl: variantUrl(id, "thumb"),
    displayUrl: variantUrl(id, "display"),
  };
}

/** How many pictures a post has: its photos, or its AI image. */
export async function pictureCount(tx: Tx, postId: number): Promise<number> {
  const post = await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { imageId: true, _count: { select: { photos: true } } } });
  return post._count.photos || (post.imageId ? 1 : 0);
}

/**
 * Makes `photoIds` the post's photos, in that order (the caller holds the post's lock): each must be one of the
 * owner's photos, ready; with any, the AI image goes. Answers whether they changed.
 */
export async function replacePostPhotos(tx: Tx, userId: string, postId: number, photoIds: string[]): Promise<boolean> {
  const current = await tx.postPhoto.findMany({ where: { postId }, orderBy: { position: "asc" }, select: { photoId: true } });
  if (current.length === photoIds.length && current.every((row, i) => row.photoId === photoIds[i])) return false;
  const found = await tx.photo.count({ where: { id: { in: photoIds }, userId, status: "READY" } });
  if (found !== photoIds.length) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  await tx.postPhoto.deleteMany({ where: { postId } });
  await tx.postPhoto.createMany({ data: photoIds.map((photoId, position) => ({ postId, photoId, position })) });
  if (photoIds.length) await tx.post.update({ where: { id: postId }, data: { imageId: null, imageUrl: null } });
  return true;
}

/** The owner's ready photos a draft is written for, in the order asked; NOT_FOUND when one is not theirs or not ready. */
export async function photosForDraft(userId: string, photoIds: string[]): Promise<{ id: string; altText: string }[]> {
  const found = await db.photo.findMany({ where: { id: { in: photoIds }, userId, status: "READY" }, select: { id: true, altText: true } });
  if (found.length !== photoIds.length) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return photoIds.map((id) => found.find((photo) => photo.id === id)!);
}
