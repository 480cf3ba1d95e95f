// What the library's pages need of a photo's fields without its schemas (lib/media/schemas.ts), so that a page that
// only narrows the library, or puts a photo on a post, loads without zod.
import type { Photo, PhotoFilter, PostPhoto } from "./schemas";

/** Where a photo came from: the owner's upload, or the AI's image for a post. */
export const PHOTO_ORIGINS = ["uploaded", "ai"] as const;
export type PhotoOriginName = (typeof PHOTO_ORIGINS)[number];

/** The library not narrowed. */
export const ANY_PHOTO: PhotoFilter = { search: null, tag: null, used: null, origin: null };

/** A library photo as a post carries it (postPhotoSchema's fields). */
export const asPostPhoto = ({ id, width, height, altText, focus, thumbUrl, displayUrl }: Photo): PostPhoto => ({
  id,
  width,
  height,
  altText,
  focus,
  thumbUrl,
  displayUrl,
});
