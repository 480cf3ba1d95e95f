// The owner's photos changed (their words, where their subject is, a tag given to several) and deleted
// (docs/media.md): a photo that posts still to go out carry is deleted only once the owner has confirmed it.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { PostStatus } from "@/lib/generated/prisma/client";
import { TAGS_MAX } from "./limits";
import { photoOf, postUsing, READY_FIELDS } from "./photo-row";
import { allKeys, photoStore } from "./photo-store";
import { PHOTO_NOT_FOUND, USED_BY_LISTED, type Photo, type PhotoBulk, type PhotoChange } from "./schemas";

/** The owner's words for a photo, and where its subject is, changed. */
export async function changePhoto(userId: string, id: string, { altText, tags, focus }: PhotoChange): Promise<Photo> {
  const { count } = await db.photo.updateMany({
    where: { id, userId, status: "READY" },
    data: { altText, tags, ...(focus && { focusX: focus.x, focusY: focus.y }) },
  });
  // Deleted in between, the photo is as gone as one never there.
  const changed = count ? await db.photo.findFirst({ where: { id, userId }, select: READY_FIELDS }) : null;
  if (!changed) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return photoOf(changed);
}

/** Deletes the rows, then everything kept of them: their originals, variants and the publishing copies made of them. */
export async function drop(...photos: { id: string; userId: string }[]) {
  const gone = await db.$queryRaw<{ id: string; userId: string; publishCopies: string[] | null }[]>`
    DELETE FROM "Photo" WHERE "id" = ANY(${photos.map((photo) => photo.id)}) RETURNING "id", "userId", "publishCopies"`;
  await photoStore().remove(gone.flatMap((photo) => [...allKeys(photo), ...(photo.publishCopies ?? [])]));
}

/** Posts still to go out (scheduled, or proposed by a plan): deleting a photo they carry is asked about first. */
const TO_GO_OUT = ["SCHEDULED", "PROPOSED"] as const satisfies PostStatus[];

/**
 * Refuses, unless `confirmed`, to delete photos that posts still to go out carry, naming those posts: they would go
 * out without them. Posts already out keep what the platforms have.
 */
async function askBeforeDeleting(userId: string, ids: string[], confirmed: boolean): Promise<void> {
  if (confirmed) return;
  const posts = await db.post.findMany({
    where: { userId, status: { in: [...TO_GO_OUT] }, photos: { some: { photoId: { in: ids } } } },
    orderBy: [{ calendarAt: "asc" }, { id: "asc" }],
    take: USED_BY_LISTED,
    select: { id: true, status: true, content: true, calendarAt: true },
  });
  if (posts.length === 0) return;
  const uses = posts.map(postUsing);
  // The first two by name; the dialog lists them all with their days.
  const named = uses.slice(0, 2).map((use) => `“${use.excerpt}”`);
  const more = uses.length - named.length;
  const list = more > 0 ? `${named.join(", ")} and ${more} more` : named.join(" and ");
  const which = ids.length > 1 ? "These photos are" : "This photo is";
  throw new AppError(
    "CONFLICT",
    `${which} on ${posts.length === 1 ? "a post" : "posts"} still to go out: ${list}. Delete anyway, and ${posts.length === 1 ? "it goes" : "they go"} out without ${ids.length > 1 ? "them" : "it"}?`,
    { inUse: uses },
  );
}

/**
 * Several of the owner's photos deleted, or given a tag (a photo with it, or with TAGS_MAX tags already, is left
 * as it is). All of them must be the owner's; otherwise nothing is done. Answers how many were changed.
 */
export async function changePhotos(userId: string, bulk: PhotoBulk): Promise<{ count: number }> {
  const photos = await db.photo.findMany({ where: { id: { in: bulk.ids }, userId, status: "READY" }, select: { id: true, userId: true } });
  if (photos.length !== bulk.ids.length) throw new AppError("NOT_FOUND", "We couldn't find some of those photos. Reload the library and try again.");
  if (bulk.action === "delete") {
    await askBeforeDeleting(userId, bulk.ids, bulk.confirm === true);
    await drop(...photos);
    return { count: photos.length };
  }
  const count = await db.$executeRaw`
    UPDATE "Photo" SET "tags" = array_append("tags", ${bulk.tag})
    WHERE "id" = ANY(${bulk.ids}) AND "userId" = ${userId} AND NOT (${bulk.tag} = ANY("tags")) AND cardinality("tags") < ${TAGS_MAX}`;
  return { count };
}

/** Deletes a photo and everything kept of it; one that posts still to go out carry only once `confirmed`. */
export async function deletePhoto(userId: string, id: string, confirmed = false): Promise<void> {
  const photo = await db.photo.findFirst({ where: { id, userId }, select: { id: true, userId: true } });
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  await askBeforeDeleting(userId, [id], confirmed);
  await drop(photo);
}
