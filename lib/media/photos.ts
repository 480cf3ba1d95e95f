// The owner's media library (docs/media.md): a photo is asked for (its bytes then go from the browser straight
// to storage), completed (what arrived is checked, made into variants, and kept once per owner), listed, served
// and deleted. The plan's quota is held when a photo is asked for, under a lock on the owner, so uploads at
// once cannot pass it together. This module takes photos in; the library is read in read-photos.ts, and
// changed and deleted in change-photos.ts.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { assertActiveSubscription } from "@/lib/billing/entitlement";
import { db, isUniqueViolation } from "@/lib/db";
import { objectStore, receiveLocalUpload, UploadRefused } from "@/lib/storage";
import { drop } from "./change-photos";
import { ALT_TEXT_MAX, MAX_PHOTO_BYTES, REFUSALS, refusalOf } from "./limits";
import { photoOf, READY_FIELDS, type ReadyRow } from "./photo-row";
import { allKeys, originalKey, photoStore, variantKey } from "./photo-store";
import { PHOTO_VARIANTS, PhotoRefused, processPhoto, type PhotoVariant } from "./process-photo";
import { photoQuotaOf } from "./quota";
import { PHOTO_NOT_FOUND, type CompletedUpload, type Photo, type UploadReply, type UploadRequest } from "./schemas";

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

async function dropAsDuplicate(photo: { id: string; userId: string }, kept: ReadyRow): Promise<CompletedUpload> {
  await drop(photo);
  return { photo: photoOf(kept), duplicate: true };
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
