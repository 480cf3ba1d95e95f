// The owner's media library (docs/media.md): a photo is asked for (its bytes then go from the browser straight
// to storage), completed (what arrived is checked, made into variants, and kept once per owner), listed, served
// and deleted. The plan's quota is held when a photo is asked for, under a lock on the owner, so uploads at
// once cannot pass it together.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { assertActiveSubscription } from "@/lib/billing/entitlement";
import { db, isUniqueViolation } from "@/lib/db";
import type { Photo as PhotoRow } from "@/lib/generated/prisma/client";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { objectStore, receiveLocalUpload, UploadRefused, type ObjectStore } from "@/lib/storage";
import { MAX_PHOTO_BYTES, PHOTOS_NOT_SET_UP, REFUSALS, refusalOf } from "./limits";
import { PHOTO_VARIANTS, PhotoRefused, processPhoto, type PhotoVariant } from "./process-photo";
import { photoQuotaOf } from "./quota";
import {
  PHOTO_NOT_FOUND,
  PHOTO_PAGE_SIZE,
  photoCursorText,
  type PhotoCursor,
  type CompletedUpload,
  type Photo,
  type PhotoPage,
  type UploadReply,
  type UploadRequest,
} from "./schemas";
import type { PhotoFormat } from "./sniff";

/** How long an upload address stays good, and an asked-for photo holds its place in the quota. */
export const UPLOAD_TTL_MS = 60 * 60_000;

const keyOf = (userId: string, photoId: string, file: string) => `photos/${userId}/${photoId}/${file}`;
const originalKey = (photo: { userId: string; id: string }) => keyOf(photo.userId, photo.id, "original");
const variantKey = (photo: { userId: string; id: string }, variant: PhotoVariant) => keyOf(photo.userId, photo.id, PHOTO_VARIANTS[variant].file);
const allKeys = (photo: { userId: string; id: string }) => [
  originalKey(photo),
  ...Object.keys(PHOTO_VARIANTS).map((v) => variantKey(photo, v as PhotoVariant)),
];

/** The store, or 503 where photos cannot be kept (a deployment without a bucket: its disk does not last). */
function photoStore(): ObjectStore {
  const store = objectStore();
  if (!store) throw new AppError("SERVICE_UNAVAILABLE", PHOTOS_NOT_SET_UP);
  return store;
}

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

/** Where the owner's session fetches a variant (GET /api/photos/{id}/{variant}). */
const variantUrl = (id: string, variant: PhotoVariant) => `/api/photos/${id}/${variant}`;

type ReadyRow = Pick<PhotoRow, "id" | "fileName" | "format" | "bytes" | "width" | "height" | "takenAt" | "createdAt" | "altText">;
const READY_FIELDS = { id: true, fileName: true, format: true, bytes: true, width: true, height: true, takenAt: true, createdAt: true, altText: true } as const;

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
    thumbUrl: variantUrl(row.id, "thumb"),
    displayUrl: variantUrl(row.id, "display"),
  };
}

/**
 * A photo asked for: the file's size checked, and the plan's quota (its ready photos and those on their way)
 * held for it, under a lock on the owner's row. Answers where the browser sends the bytes.
 */
export async function requestUpload(userId: string, { fileName, size }: UploadRequest, now = new Date()): Promise<UploadReply> {
  if (size > MAX_PHOTO_BYTES) throw new AppError("VALIDATION_ERROR", refusalOf(fileName, REFUSALS.tooLarge));
  const store = photoStore();
  await assertActiveSubscription(userId);
  const quota = await photoQuotaOf(userId);
  const photo = await db.$transaction(async (tx) => {
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
    return tx.photo.create({ data: { userId, fileName, declaredBytes: size, createdAt: now }, select: { id: true, userId: true } });
  });
  return { photoId: photo.id, upload: await store.uploadTarget(originalKey(photo), size, UPLOAD_TTL_MS) };
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

async function drop(photo: { id: string; userId: string }) {
  await db.photo.deleteMany({ where: { id: photo.id } });
  await photoStore().remove(allKeys(photo));
}

async function dropAsDuplicate(photo: { id: string; userId: string }, kept: ReadyRow): Promise<CompletedUpload> {
  await drop(photo);
  return { photo: photoOf(kept), duplicate: true };
}

/** A page of the library, newest first, with how much of the plan's quota it uses; read under `who`'s scope. */
export async function listPhotos(who: string | ReadScope, after: PhotoCursor | null): Promise<PhotoPage> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      photos: {
        where: {
          status: "READY",
          ...(after && { OR: [{ createdAt: { lt: after.addedAt } }, { createdAt: after.addedAt, id: { lt: after.id } }] }),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: PHOTO_PAGE_SIZE + 1,
        select: READY_FIELDS,
      },
    },
  });
  if (!user) throw scope.gone();
  const [held, quota] = await Promise.all([
    db.photo.aggregate({ where: { userId: scope.userId, status: "READY" }, _count: true, _sum: { bytes: true } }),
    photoQuotaOf(scope.userId),
  ]);
  const page = user.photos.slice(0, PHOTO_PAGE_SIZE);
  return {
    photos: page.map(photoOf),
    next: user.photos.length > PHOTO_PAGE_SIZE ? photoCursorText({ addedAt: page.at(-1)!.createdAt, id: page.at(-1)!.id }) : null,
    usage: { files: held._count, bytes: held._sum.bytes ?? 0, maxFiles: quota.files, maxBytes: quota.bytes },
  };
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

/** Deletes a photo and everything kept of it. */
export async function deletePhoto(userId: string, id: string): Promise<void> {
  const photo = await db.photo.findFirst({ where: { id, userId }, select: { id: true, userId: true } });
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  await drop(photo);
}
