// What Postloom takes as a photo, and how it says why it refuses one: read by the browser (to refuse a file
// before sending it) and by the server (which decides, from what arrived). See docs/media.md.

/** The most a photo file may weigh, and the most pixels it may decode to (a small file of huge size is a bomb). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

/** Why a file is not taken, as the owner is told it, after the file's name. */
export const REFUSALS = {
  notAPhoto: "isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF.",
  tooLarge: `is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`,
  damaged: "is damaged or incomplete, so it can't be read.",
} as const;

/** "IMG_0412.HEIC is larger than 20 MB." */
export const refusalOf = (fileName: string, reason: string) => `${fileName} ${reason}`;

/** What the owner is told where photos have nowhere to be kept: a deployment without a bucket. */
export const PHOTOS_NOT_SET_UP = "Photo uploads aren't set up here yet: they need object storage.";

/**
 * The most photos a post carries: one set of photos goes to every channel of the post, so it is what Facebook's
 * multi-photo post and Instagram's carousel take (LinkedIn would take more).
 */
export const POST_PHOTOS_MAX = 10;

/** The most alt text a photo keeps: Instagram's limit for `alt_text`. */
export const ALT_TEXT_MAX = 1000;
/** Tags: at most this many a photo, each a word or a few (letters, digits, spaces, - and _), lower case. */
export const TAGS_MAX = 20;
export const TAG_MAX = 30;
const TAG = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;

/** A tag as it is kept: trimmed, lower case, its spaces single. */
export const normalTag = (tag: string) => tag.trim().toLowerCase().replace(/\s+/g, " ");

/** Why a tag (as normalTag keeps it) can't be used; null when it can. */
export function tagProblem(tag: string): string | null {
  if (!tag) return "A tag can't be empty.";
  if (tag.length > TAG_MAX) return `A tag can be at most ${TAG_MAX} characters.`;
  if (!TAG.test(tag)) return "A tag can have letters, digits, spaces, - and _, and starts with a letter or digit.";
  return null;
}
