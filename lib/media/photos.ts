// The owner's media library (docs/media.md): a photo is asked for (its bytes then go from the browser straight
// to storage), completed (what arrived is checked, made into variants, and kept once per owner), listed, served
// and deleted. The plan's quota is held when a photo is asked for, under a lock on the owner, so uploads at
// once cannot pass it together.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { assertActiveSubscription } from "@/lib/billing/entitlement";
import { db, isUniqueViolation } from "@/lib/db";
import type { PostStatus, Prisma } from "@/lib/generated/prisma/client";
import { excerptOf } from "@/lib/format";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { objectStore, receiveLocalUpload, UploadRefused } from "@/lib/storage";
import { ALT_TEXT_MAX, MAX_PHOTO_BYTES, REFUSALS, refusalOf, TAGS_MAX } from "./limits";
import { allKeys, originalKey, photoStore, variantKey, variantUrl } from "./photo-store";
import { PHOTO_VARIANTS, PhotoRefused, processPhoto, type PhotoVariant } from "./process-photo";
import { photoQuotaOf } from "./quota";
import { ANY_PHOTO } from "./photo-fields";
import {
  PHOTO_NOT_FOUND,
  PHOTO_PAGE_SIZE,
  USED_BY_LISTED,
  photoCursorText,
  type PhotoBulk,
  type PhotoChange,
  type PhotoCursor,
  type PhotoFilter,
  type CompletedUpload,
  type Photo,
  type PhotoPage,
  type PhotoUse,
  type UploadReply,
  type UploadRequest,
} from "./schemas";
import type { PhotoFormat } from "./sniff";

/** How long an upload address stays good, and an asked-for photo holds its place in the quota. */
export const UPLOAD_TTL_MS = 60 * 60_000;

const UPLOAD_REFUSALS = {
  "not valid": new AppError("FORBIDDEN", "This upload address has expired or is not valid. Try the upload again."),
  "too large": new AppError("PAYLOAD_TOO_LARGE", "The file is larger than its upload allows."),
  "too small": new AppError("BAD_REQUEST", "The upload ended before the whole file arrived. Try it again."),
} as const;

/** A photo's bytes sent to the local store's upload address (PUT /api/storage/{token}). */
export async function receiveUpload(token: string, body: ReadableStream<Uint8Array> | null): Promise<void> {
  try {
    if (!(await receiveLocalUpload(token, body))) throw new AppError("NOT_FOUND");
  } catch (error) {
    throw error instanceof UploadRefused ? UPLOAD_REFUSALS[error.reason] : error;
  }
}

type ReadyRow = Prisma.PhotoGetPayload<{ select: typeof READY_FIELDS }>;
const USE_FIELDS = { id: true, status: true, content: true, calendarAt: true } as const;
const READY_FIELDS = {
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
const postUsing = (post: { id: number; status: PostStatus; content: string; calendarAt: Date | null }): PhotoUse => ({
  id: post.id,
  status: post.status,
  excerpt: excerptOf(post.content),
  at: post.calendarAt?.toISOString() ?? null,
});

function photoOf(row: ReadyRow): Photo {
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

/**
 * A photo asked for: the file's size checked, and the plan's quota (its ready photos and those on their way)
 * held for it, under a lock on the owner's row. Answers where the browser sends the bytes.
 */
export async function requestUpload(userId: string, upload: UploadRequest, now = new Date()): Promise<UploadReply> {
  const store = photoStore();
  const photo = await holdPhoto(userId, upload, now);
  return { photoId: photo.id, upload: await store.uploadTarget(originalKey(photo), upload.size, UPLOAD_TTL_MS) };
}

/**
 * A photo whose bytes the server has already (shared from a phone, lib/media/shares.ts): held in the quota, kept
 * as its original and completed as an upload is. A refusal names the file.
 */
export async function keepPhoto(userId: string, fileName: string, bytes: Buffer, made?: MadeByAi): Promise<CompletedUpload> {
  const store = photoStore();
  const photo = await holdPhoto(userId, { fileName, size: bytes.length }, new Date(), made);
  await store.write(originalKey(photo), bytes, "application/octet-stream");
  return completeUpload(userId, photo.id);
}

/** The name the library gives an image the AI made: when it was made, and its type. */
const aiImageName = (madeAt: Date, contentType: string) =>
  `AI image ${madeAt.toISOString().slice(0, 10)}.${contentType === "image/jpeg" ? "jpg" : (contentType.split("/")[1] ?? "png")}`;

/**
 * An image the AI made for a post, kept in the library beside the owner's photos, to find, describe and use again
 * (docs/media.md). The post has its own copy either way, so a library that can't take it (full, no storage, a
 * subscription ended) leaves it out, said in the log only: the draft it was made for never fails for it.
 */
export async function keepAiImage(
  userId: string,
  image: { generatedImageId: string; bytes: Buffer; contentType: string; altText: string },
  madeAt = new Date(),
): Promise<Photo | null> {
  try {
    const made = { generatedImageId: image.generatedImageId, altText: image.altText.slice(0, ALT_TEXT_MAX) };
    return (await keepPhoto(userId, aiImageName(madeAt, image.contentType), image.bytes, made)).photo;
  } catch (error) {
    if (error instanceof AppError) console.info(`[media] an AI image was not kept in the library: ${error.message}`);
    else console.error("[media] an AI image was not kept in the library", error);
    return null;
  }
}

/** An image the AI made for a post (its GeneratedImage), and what it shows. */
type MadeByAi = { generatedImageId: string; altText: string };

async function holdPhoto(userId: string, { fileName, size }: UploadRequest, now = new Date(), made?: MadeByAi): Promise<{ id: string; userId: string }> {
  if (size > MAX_PHOTO_BYTES) throw new AppError("VALIDATION_ERROR", refusalOf(fileName, REFUSALS.tooLarge));
  await assertActiveSubscription(userId);
  const quota = await photoQuotaOf(userId);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const [held] = await tx.$queryRaw<{ files: number; bytes: bigint | null }[]>`
      SELECT count(*)::int AS "files", sum(COALESCE("bytes", "declaredBytes"))::bigint AS "bytes" FROM "Photo"
      WHERE "userId" = ${userId} AND ("status" = 'READY' OR "createdAt" > ${new Date(now.getTime() - UPLOAD_TTL_MS)})`;
    if (held!.files + 1 > quota.files) {
      throw new AppError(
        "VALIDATION_ERROR",
        `Your library is full: your plan keeps ${quota.files.toLocaleString("en")} photos. Delete some to add ${fileName}.`,
      );
    }
    if (Number(held!.bytes ?? 0) + size > quota.bytes) {
      throw new AppError("VALIDATION_ERROR", `Your library is full: your plan keeps ${quota.bytes / 1024 ** 3} GB of photos. Delete some to add ${fileName}.`);
    }
    return tx.photo.create({
      data: { userId, fileName, declaredBytes: size, createdAt: now, ...(made && { origin: "AI", ...made }) },
      select: { id: true, userId: true },
    });
  });
}

/**
 * The upload has arrived: what is in storage is checked (never what the browser said it was), made into
 * variants and kept. The same bytes already in the library are kept once: this upload is dropped and the photo
 * there answered, as a duplicate. A file refused is dropped too, with the reason, naming the file.
 */
export async function completeUpload(userId: string, photoId: string): Promise<CompletedUpload> {
  const photo = await db.photo.findFirst({
    where: { id: photoId, userId },
    select: { ...READY_FIELDS, userId: true, status: true, declaredBytes: true },
  });
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  if (photo.status === "READY") return { photo: photoOf(photo), duplicate: false };
  const store = photoStore();
  const bytes = await store.read(originalKey(photo));
  if (!bytes) throw new AppError("CONFLICT", `${photo.fileName} hasn't arrived yet. Send it again.`);
  const contentHash = createHash("sha256").update(bytes).digest("hex");
  const same = await db.photo.findFirst({ where: { userId, contentHash, status: "READY" }, select: READY_FIELDS });
  if (same) return dropAsDuplicate(photo, same);
  let processed;
  try {
    if (bytes.length > photo.declaredBytes) throw new PhotoRefused(REFUSALS.tooLarge);
    processed = await processPhoto(bytes);
  } catch (error) {
    if (!(error instanceof PhotoRefused)) throw error;
    await drop(photo);
    throw new AppError("VALIDATION_ERROR", refusalOf(photo.fileName, error.message));
  }
  await Promise.all(
    (Object.keys(PHOTO_VARIANTS) as PhotoVariant[]).map((variant) =>
      store.write(variantKey(photo, variant), processed.variants[variant], PHOTO_VARIANTS[variant].contentType),
    ),
  );
  try {
    const ready = await db.photo.update({
      where: { id: photo.id },
      data: {
        status: "READY",
        bytes: bytes.length,
        contentHash,
        format: processed.format,
        width: processed.width,
        height: processed.height,
        takenAt: processed.takenAt,
        readyAt: new Date(),
      },
      select: READY_FIELDS,
    });
    return { photo: photoOf(ready), duplicate: false };
  } catch (error) {
    // The same bytes completed at the same moment by another upload: that one is kept.
    if (!isUniqueViolation(error)) throw error;
    const kept = await db.photo.findFirst({ where: { userId, contentHash }, select: READY_FIELDS });
    if (!kept) throw error;
    return dropAsDuplicate(photo, kept);
  }
}

/** Deletes the rows, then everything kept of them: their originals, variants and the publishing copies made of them. */
async function drop(...photos: { id: string; userId: string }[]) {
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

async function dropAsDuplicate(photo: { id: string; userId: string }, kept: ReadyRow): Promise<CompletedUpload> {
  await drop(photo);
  return { photo: photoOf(kept), duplicate: true };
}

/** Tags the library's filter lists at most (a plan's photos can carry many more between them). */
const LISTED_TAGS = 200;

/** The photos a filter keeps: words in the alt text, the name or as a tag, a tag, and whether a post uses it. */
function filtered({ search, tag, used, origin }: PhotoFilter): Prisma.PhotoWhereInput[] {
  const onPosts: Prisma.PhotoWhereInput[] = [{ posts: { some: {} } }, { generatedImage: { posts: { some: {} } } }];
  return [
    ...(tag ? [{ tags: { has: tag } }] : []),
    ...(used === null ? [] : [used ? { OR: onPosts } : { NOT: { OR: onPosts } }]),
    ...(origin === null ? [] : [{ origin: origin === "ai" ? ("AI" as const) : ("UPLOADED" as const) }]),
    ...(search
      ? [
          {
            OR: [
              { altText: { contains: search, mode: "insensitive" as const } },
              { fileName: { contains: search, mode: "insensitive" as const } },
              { tags: { has: search.toLowerCase() } },
            ],
          },
        ]
      : []),
  ];
}

/**
 * A page of the library, newest first, narrowed by `filter`, with how much of the plan's quota the whole library
 * uses and every tag in it; read under `who`'s scope.
 */
export async function listPhotos(who: string | ReadScope, after: PhotoCursor | null, filter: PhotoFilter = ANY_PHOTO): Promise<PhotoPage> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      photos: {
        where: {
          status: "READY",
          AND: [...(after ? [{ OR: [{ createdAt: { lt: after.addedAt } }, { createdAt: after.addedAt, id: { lt: after.id } }] }] : []), ...filtered(filter)],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: PHOTO_PAGE_SIZE + 1,
        select: READY_FIELDS,
      },
    },
  });
  if (!user) throw scope.gone();
  const [held, quota, tags] = await Promise.all([
    db.photo.aggregate({ where: { userId: scope.userId, status: "READY" }, _count: true, _sum: { bytes: true } }),
    photoQuotaOf(scope.userId),
    db.$queryRaw<{ tag: string }[]>`
      SELECT DISTINCT unnest("tags") AS "tag" FROM "Photo" WHERE "userId" = ${scope.userId} AND "status" = 'READY' ORDER BY 1 LIMIT ${LISTED_TAGS}`,
  ]);
  const page = user.photos.slice(0, PHOTO_PAGE_SIZE);
  return {
    photos: page.map(photoOf),
    next: user.photos.length > PHOTO_PAGE_SIZE ? photoCursorText({ addedAt: page.at(-1)!.createdAt, id: page.at(-1)!.id }) : null,
    usage: { files: held._count, bytes: held._sum.bytes ?? 0, maxFiles: quota.files, maxBytes: quota.bytes },
    tags: tags.map((row) => row.tag),
  };
}

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

/** A variant's bytes, for its owner. */
export async function readPhotoVariant(who: string | ReadScope, id: string, variant: PhotoVariant): Promise<{ bytes: Buffer; contentType: string }> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { photos: { where: { id, status: "READY" }, select: { id: true, userId: true } } },
  });
  if (!user) throw scope.gone();
  const photo = user.photos[0];
  const bytes = photo ? await photoStore().read(variantKey(photo, variant)) : null;
  if (!bytes) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return { bytes, contentType: PHOTO_VARIANTS[variant].contentType };
}

/** How long after it was asked for an upload never completed is dropped: its address has expired an hour before. */
export const ABANDONED_AFTER_MS = 2 * UPLOAD_TTL_MS;

/**
 * Drops uploads asked for and never completed (the browser closed, the file failed on the way): their rows, which
 * held room in the quota until the address expired, and whatever of them arrived in storage. At most `limit` a
 * round; answers how many were dropped. Run by the background rounds (lib/jobs, inngest/functions).
 */
export async function dropAbandonedUploads({ now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {}): Promise<number> {
  const abandoned = await db.$queryRaw<{ id: string; userId: string }[]>`
    DELETE FROM "Photo" WHERE "id" IN (
      SELECT "id" FROM "Photo" WHERE "status" = 'UPLOADING' AND "createdAt" < ${new Date(now.getTime() - ABANDONED_AFTER_MS)}
      ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "userId"`;
  const store = objectStore();
  if (store && abandoned.length) await store.remove(abandoned.flatMap(allKeys));
  return abandoned.length;
}

/** Deletes a photo and everything kept of it; one that posts still to go out carry only once `confirmed`. */
export async function deletePhoto(userId: string, id: string, confirmed = false): Promise<void> {
  const photo = await db.photo.findFirst({ where: { id, userId }, select: { id: true, userId: true } });
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  await askBeforeDeleting(userId, [id], confirmed);
  await drop(photo);
}
