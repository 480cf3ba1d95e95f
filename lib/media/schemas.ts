// The media library's requests and replies (docs/media.md), one schema each, shared by the server, which
// serialises through them, and the browser, whose types are inferred from them.
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { cuidFrom } from "@/lib/validation/ids";
import { isStorableText, text } from "@/lib/validation/text";
import { ALT_TEXT_MAX, normalTag, POST_PHOTOS_MAX, TAGS_MAX, tagProblem } from "./limits";
import { PHOTO_ORIGINS, type PhotoOriginName } from "./photo-fields";
import { PHOTO_FORMATS } from "./sniff";

const time = z.iso.datetime();

/** The most photos one bulk action takes: a few pages of the library. */
export const BULK_MAX = 100;
const SEARCH_MAX = 100;

/** Where every crop keeps the photo's subject: fractions of its upright width and height from the top left. */
export const focusSchema = z.strictObject({
  x: z.number({ error: "focus.x must be a number from 0 to 1." }).min(0, "focus.x must be from 0 to 1.").max(1, "focus.x must be from 0 to 1."),
  y: z.number({ error: "focus.y must be a number from 0 to 1." }).min(0, "focus.y must be from 0 to 1.").max(1, "focus.y must be from 0 to 1."),
});
export type Focus = z.infer<typeof focusSchema>;

export const tagSchema = text({ error: "A tag must be text." })
  .transform(normalTag)
  .superRefine((tag, ctx) => {
    const problem = tagProblem(tag);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const photoIdList = (field: string) =>
  z.array(z.string({ error: `${field} must be photo ids.` }).regex(/^[a-z0-9]{20,32}$/, `${field} must be photo ids.`), {
    error: `${field} must be a list of photo ids.`,
  });

/** How many of the posts using a photo the library lists with it (newest first). */
export const USED_BY_LISTED = 5;

/** A post a photo is on: its first words, its status, and its day on the calendar (its scheduled or sent time), if any. */
export const photoUseSchema = z.strictObject({
  id: z.number().int(),
  /** A post status (docs/product.md §4): the posts domain, above this one, names them. */
  status: z.string(),
  excerpt: z.string(),
  at: time.nullable(),
});
export type PhotoUse = z.infer<typeof photoUseSchema>;

export const photoSchema = z.strictObject({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(PHOTO_FORMATS),
  /** The original's size in bytes. */
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** When the camera says it was taken, if it says: its wall time, which names no zone, written as UTC. */
  takenAt: time.nullable(),
  addedAt: time,
  altText: z.string(),
  tags: z.array(z.string()),
  focus: focusSchema,
  /** Uploaded by the owner, or made by the AI for a post. */
  origin: z.enum(PHOTO_ORIGINS),
  /** The library's square thumbnail and the previews' size, for the owner's session only. */
  thumbUrl: z.string(),
  displayUrl: z.string(),
  /** How many posts carry it, and the newest of them (USED_BY_LISTED). */
  uses: z.number().int(),
  usedBy: z.array(photoUseSchema),
});
export type Photo = z.infer<typeof photoSchema>;

/** A photo as a post carries it: what the previews draw and read out. */
export const postPhotoSchema = photoSchema.pick({ id: true, width: true, height: true, altText: true, focus: true, thumbUrl: true, displayUrl: true });
export type PostPhoto = z.infer<typeof postPhotoSchema>;

/** A post's photos (PUT /api/post/{id}/photos, or sent with a publish or a schedule), in order, each once; none clears them. */
export const postPhotoIdsSchema = photoIdList("photoIds")
  .max(POST_PHOTOS_MAX, `A post can carry at most ${POST_PHOTOS_MAX} photos.`)
  .transform((ids) => [...new Set(ids)]);

/** PUT /api/post/{id}/photos. */
export const postPhotosBodySchema = z.strictObject({ photoIds: postPhotoIdsSchema });

/** How much of the plan's library is used, and its limits. */
export const photoUsageSchema = z.strictObject({ files: z.number().int(), bytes: z.number().int(), maxFiles: z.number().int(), maxBytes: z.number().int() });
export type PhotoUsage = z.infer<typeof photoUsageSchema>;

export const photoPageSchema = z.strictObject({
  photos: z.array(photoSchema),
  /** Pass as `after` for the next page (photoCursorText); null on the last. */
  next: z.string().nullable(),
  usage: photoUsageSchema,
  /** Every tag of the owner's library, in order, for the filter. */
  tags: z.array(z.string()),
});
export type PhotoPage = z.infer<typeof photoPageSchema>;

export const PHOTO_PAGE_SIZE = 24;

/** Where a page ends: its last photo's place in the order (when it was added, then its id). */
export type PhotoCursor = { addedAt: Date; id: string };

/** The cursor as `next` writes it: "<added, in ms since the epoch>.<id>", which holds when that photo is deleted. */
export const photoCursorText = ({ addedAt, id }: PhotoCursor) => `${addedAt.getTime()}.${id}`;

/**
 * The library narrowed: words in the alt text, tags or name, a tag, photos a post uses (true) or none does (false),
 * and where they came from; null for any.
 */
export type PhotoFilter = { search: string | null; tag: string | null; used: boolean | null; origin: PhotoOriginName | null };

/** GET /api/photos?after&q&tag&used&origin: the page after a cursor (`next` of the page before), newest first, narrowed. */
export function photoPageQuery(params: URLSearchParams): { after: PhotoCursor | null; filter: PhotoFilter } {
  const search = params.get("q")?.trim() || null;
  if (search && (search.length > SEARCH_MAX || !isStorableText(search))) {
    throw new AppError("VALIDATION_ERROR", `A search can be at most ${SEARCH_MAX} characters.`);
  }
  const tagParam = params.get("tag");
  const tag = tagParam === null ? null : tagSchema.parse(tagParam);
  const usedParam = params.get("used");
  if (usedParam !== null && usedParam !== "true" && usedParam !== "false") throw new AppError("VALIDATION_ERROR", "used must be true or false.");
  const origin = params.get("origin");
  if (origin !== null && !PHOTO_ORIGINS.includes(origin as PhotoOriginName)) throw new AppError("VALIDATION_ERROR", "origin must be uploaded or ai.");
  const filter = { search, tag, used: usedParam === null ? null : usedParam === "true", origin: origin as PhotoOriginName | null };
  const after = params.get("after");
  if (after === null) return { after: null, filter };
  const [, ms, id] = /^(\d{1,15})\.([a-z0-9]{20,32})$/.exec(after) ?? [];
  const addedAt = new Date(Number(ms));
  if (!id || Number.isNaN(addedAt.getTime())) throw new AppError("VALIDATION_ERROR", "after must be the next value of the page before.");
  return { after: { addedAt, id }, filter };
}

const uniqueTags = (tags: string[]) => [...new Set(tags)].sort();

/** PATCH /api/photos/{id}: the owner's words for it and where its subject is; what is left out stays. */
export const photoChangeSchema = z
  .strictObject({
    altText: text({ error: "altText must be text." })
      .trim()
      .max(ALT_TEXT_MAX, `Alt text can be at most ${ALT_TEXT_MAX.toLocaleString("en-US")} characters.`)
      .optional(),
    tags: z
      .array(tagSchema, { error: "tags must be a list of tags." })
      .max(TAGS_MAX, `A photo can have at most ${TAGS_MAX} tags.`)
      .transform(uniqueTags)
      .optional(),
    focus: focusSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Send altText, tags or focus to change.");
export type PhotoChange = z.infer<typeof photoChangeSchema>;

const photoIds = photoIdList("ids")
  .min(1, "Choose at least one photo.")
  .max(BULK_MAX, `Choose at most ${BULK_MAX} photos at once.`)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/photos/bulk: several photos deleted, or given a tag, at once. */
export const photoBulkSchema = z.discriminatedUnion(
  "action",
  [
    // `confirm`: delete photos that posts still to go out carry (asked about first, answered 409).
    z.strictObject({ action: z.literal("delete"), ids: photoIds, confirm: z.literal(true, { error: "confirm must be true." }).optional() }),
    z.strictObject({ action: z.literal("tag"), ids: photoIds, tag: tagSchema }),
  ],
  { error: 'action must be "delete" or "tag".' },
);
export type PhotoBulk = z.infer<typeof photoBulkSchema>;

const FILE_NAME_MAX = 255;

/** POST /api/photos: a file the browser is about to send, by its name and size. */
export const uploadRequestSchema = z.object({
  fileName: text({ error: "fileName must be the file's name." })
    .trim()
    .min(1, "fileName must be the file's name.")
    .max(FILE_NAME_MAX, `A file's name can be at most ${FILE_NAME_MAX} characters.`),
  size: z
    .number({ error: "size must be the file's size in bytes." })
    .int("size must be the file's size in bytes.")
    .min(1, "The file is empty.")
    .max(Number.MAX_SAFE_INTEGER, "size must be the file's size in bytes."),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadReplySchema = z.strictObject({
  photoId: z.string(),
  upload: z.strictObject({ url: z.string(), method: z.literal("PUT"), headers: z.record(z.string(), z.string()) }),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;

/** POST /api/photos/{id}/complete: the photo, and whether the library held the same bytes already. */
export const completedUploadSchema = z.strictObject({ photo: photoSchema, duplicate: z.boolean() });
export type CompletedUpload = z.infer<typeof completedUploadSchema>;

/** POST /api/shares/claim: the photos shared from a phone, now in the library, and why any file was not added. */
export const sharedPhotosSchema = z.strictObject({ photos: z.array(photoSchema), refused: z.array(z.string()) });
export type SharedPhotos = z.infer<typeof sharedPhotosSchema>;

export const PHOTO_NOT_FOUND = "We couldn't find that photo.";

/** A photo's id from an address (a cuid), or 404. */
export const photoIdFrom = (value: string) => cuidFrom(value, PHOTO_NOT_FOUND);

/** A variant's name from an address, or 404. */
export function photoVariantFrom(value: string): "thumb" | "display" {
  if (value !== "thumb" && value !== "display") throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return value;
}
