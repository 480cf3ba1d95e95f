// Where a photo's bytes are kept (lib/storage): "photos/<user>/<photo>/<name>", the original and each variant, and
// where the owner's session fetches a variant.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { objectStore, type ObjectStore } from "@/lib/storage";
import { PHOTOS_NOT_SET_UP } from "./limits";
import { PHOTO_VARIANTS, type PhotoVariant } from "./process-photo";

type PhotoRef = { userId: string; id: string };

export const photoKey = (photo: PhotoRef, file: string) => `photos/${photo.userId}/${photo.id}/${file}`;
export const originalKey = (photo: PhotoRef) => photoKey(photo, "original");
export const variantKey = (photo: PhotoRef, variant: PhotoVariant) => photoKey(photo, PHOTO_VARIANTS[variant].file);
/** Its original and variants; its publishing copies are listed on its row (publish-copy.ts). */
export const allKeys = (photo: PhotoRef) => [originalKey(photo), ...Object.keys(PHOTO_VARIANTS).map((v) => variantKey(photo, v as PhotoVariant))];

/** Where the owner's session fetches a variant (GET /api/photos/{id}/{variant}); in SQL, of the photo id in `id`. */
export const variantUrl = (id: string, variant: PhotoVariant) => `/api/photos/${id}/${variant}`;
export const variantUrlSql = (id: Prisma.Sql, variant: PhotoVariant) => Prisma.sql`'/api/photos/' || ${id} || ${`/${variant}`}`;

/** The store, or 503 where photos cannot be kept (a deployment without a bucket: its disk does not last). */
export function photoStore(): ObjectStore {
  const store = objectStore();
  if (!store) throw new AppError("SERVICE_UNAVAILABLE", PHOTOS_NOT_SET_UP);
  return store;
}
