// A photo as a channel takes it (docs/media.md, "Publishing copies"): the channel's crop of it, around the owner's
// focus point (focus-crop.ts, which the previews draw too), cut from the display size and scaled to a width the
// channel takes (lib/channels/picture-size.ts), as a JPEG without metadata. Each crop is made once and kept beside the
// photo, so a burst of posts costs the channel's fetches a read each; the row lists the copies so they go with it.
// A channel that takes any ratio and any width (Facebook) is sent the display size itself.
import "server-only";
import sharp from "sharp";
import type { ChannelRules } from "@/lib/channels/rules";
import { pictureSize, postAspect } from "@/lib/channels/picture-size";
import { db } from "@/lib/db";
import { focusCrop } from "./focus-crop";
import { photoKey, photoStore, variantKey } from "./photo-store";

/** What a copy is made from: the photo's upright size and where its subject is. */
export type CopySource = { id: string; userId: string; width: number; height: number; focusX: number; focusY: number };

/**
 * What the copy must fit: the ratios to cut to (the post's, lib/channels/picture-size.ts postAspect), and the ratios and
 * widths the channel takes, which the copy's whole pixels are held within (a carousel's exact ratio rarely is a whole
 * number of pixels).
 */
export type CopyRules = Pick<ChannelRules["images"], "aspect" | "width"> & { cut: ChannelRules["images"]["aspect"] };

/** The rules a post's photos are copied by for a channel: its widths, and the post's ratios there (the first photo's, for a carousel). */
export const copyRulesFor = (images: ChannelRules["images"], photos: readonly { width: number; height: number }[]): CopyRules => ({
  cut: postAspect(images, photos[0]),
  aspect: images.aspect,
  width: images.width,
});

/** Copies a photo keeps: a new crop past these drops the oldest (a copy dropped is made again when it is next needed). */
const COPIES_KEPT = 8;

/** The copy's key: named by its crop and size, so a new focus point makes a new copy and an old link's copy stays right. */
function copyKey(photo: CopySource, rules: CopyRules) {
  const box = focusCrop(photo.width, photo.height, { x: photo.focusX, y: photo.focusY }, rules.cut);
  const size = pictureSize(box.width, box.height, rules);
  return { box, size, key: photoKey(photo, `publish-${box.left}-${box.top}-${box.width}x${box.height}-${size.width}x${size.height}.jpg`) };
}

/** The photo's copy for these rules: kept, or made now from its display size and kept. null when its display size is gone. */
export async function publishCopy(photo: CopySource, rules: CopyRules): Promise<Buffer | null> {
  const store = photoStore();
  if (!rules.cut && !rules.width) return store.read(variantKey(photo, "display"));
  const { box, size, key } = copyKey(photo, rules);
  const kept = await store.read(key);
  if (kept) return kept;
  const display = await store.read(variantKey(photo, "display"));
  if (!display) return null;
  // The display size is the photo scaled down (never up), upright, with its metadata already gone.
  const { width = photo.width } = await sharp(display).metadata();
  const scale = width / photo.width;
  const region = sharp(display).extract({
    left: Math.round(box.left * scale),
    top: Math.round(box.top * scale),
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  });
  const copy = await region
    .resize({ ...size, fit: "cover" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  await store.write(key, copy, "image/jpeg");
  await remember(photo, key);
  return copy;
}

/** Lists the copy on its photo, dropping the oldest past COPIES_KEPT; a photo deleted meanwhile takes the copy with it. */
async function remember(photo: CopySource, key: string) {
  const dropped = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ publishCopies: string[] | null }[]>`SELECT "publishCopies" FROM "Photo" WHERE "id" = ${photo.id} FOR UPDATE`;
    if (!row) return [key];
    const copies = [...(row.publishCopies ?? []).filter((kept) => kept !== key), key];
    await tx.photo.update({ where: { id: photo.id }, data: { publishCopies: copies.slice(-COPIES_KEPT) } });
    return copies.slice(0, -COPIES_KEPT);
  });
  if (dropped.length) await photoStore().remove(dropped);
}
