// The media library's requests and replies (docs/media.md), one schema each, shared by the server, which
// serialises through them, and the browser, whose types are inferred from them.
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { cuidFrom } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { PHOTO_FORMATS } from "./sniff";

const time = z.iso.datetime();

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
  /** The library's square thumbnail and the previews' size, for the owner's session only. */
  thumbUrl: z.string(),
  displayUrl: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** How much of the plan's library is used, and its limits. */
export const photoUsageSchema = z.strictObject({ files: z.number().int(), bytes: z.number().int(), maxFiles: z.number().int(), maxBytes: z.number().int() });
export type PhotoUsage = z.infer<typeof photoUsageSchema>;

export const photoPageSchema = z.strictObject({
  photos: z.array(photoSchema),
  /** Pass as `after` for the next page (photoCursorText); null on the last. */
  next: z.string().nullable(),
  usage: photoUsageSchema,
});
export type PhotoPage = z.infer<typeof photoPageSchema>;

export const PHOTO_PAGE_SIZE = 24;

/** Where a page ends: its last photo's place in the order (when it was added, then its id). */
export type PhotoCursor = { addedAt: Date; id: string };

/** The cursor as `next` writes it: "<added, in ms since the epoch>.<id>", which holds when that photo is deleted. */
export const photoCursorText = ({ addedAt, id }: PhotoCursor) => `${addedAt.getTime()}.${id}`;

/** GET /api/photos?after: the page after a cursor (`next` of the page before), newest first. */
export function photoPageQuery(params: URLSearchParams): { after: PhotoCursor | null } {
  const after = params.get("after");
  if (after === null) return { after: null };
  const [, ms, id] = /^(\d{1,15})\.([a-z0-9]{20,32})$/.exec(after) ?? [];
  const addedAt = new Date(Number(ms));
  if (!id || Number.isNaN(addedAt.getTime())) throw new AppError("VALIDATION_ERROR", "after must be the next value of the page before.");
  return { after: { addedAt, id } };
}

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

export const PHOTO_NOT_FOUND = "We couldn't find that photo.";

/** A photo's id from an address (a cuid), or 404. */
export const photoIdFrom = (value: string) => cuidFrom(value, PHOTO_NOT_FOUND);

/** A variant's name from an address, or 404. */
export function photoVariantFrom(value: string): "thumb" | "display" {
  if (value !== "thumb" && value !== "display") throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return value;
}
