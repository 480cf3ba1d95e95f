// An uploaded file made into a photo Postloom can keep (docs/media.md): its type decided by its content, its size
// and pixel count bounded before anything is decoded, when it was taken read from its EXIF, and its variants
// made once with sharp, upright and stripped of EXIF, XMP and IPTC (sharp keeps no metadata unless asked to).
import "server-only";
import exifr from "exifr";
import sharp, { type Sharp } from "sharp";
import { turns } from "@/lib/turns";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, REFUSALS } from "./limits";
import { sniffPhoto, type PhotoFormat } from "./sniff";

/** The sizes kept of every photo: the library's square thumbnail, and the previews' display size. */
export const PHOTO_VARIANTS = {
  thumb: { contentType: "image/webp", file: "thumb.webp" },
  display: { contentType: "image/jpeg", file: "display.jpg" },
} as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

const THUMB_SIZE = 400;
const DISPLAY_SIZE = 1600;

/** A file not taken, with the reason (one of REFUSALS). */
export class PhotoRefused extends Error {}

export type ProcessedPhoto = {
  format: PhotoFormat;
  width: number;
  height: number;
  takenAt: Date | null;
  variants: Record<PhotoVariant, Buffer>;
};

/**
 * Photos made at once in this process: each holds its decoded pixels (a 12-megapixel photo is 36 MB of them),
 * so uploads at once wait their turn rather than add up. Two keeps both cores of a small server busy.
 */
const AT_ONCE = 2;
const inTurn = turns(AT_ONCE);

/** Checks and decodes a file's bytes, and makes its variants; throws PhotoRefused for a file it does not take. */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused(REFUSALS.tooLarge);
  const format = sniffPhoto(bytes);
  if (!format) throw new PhotoRefused(REFUSALS.notAPhoto);
  return inTurn(async () => {
    const image = format === "heic" ? await decodeHeic(bytes) : decodeWithSharp(bytes);
    const { width, height } = await upright(image);
    const [variants, takenAt] = await Promise.all([sizesOf(image), takenAtOf(bytes)]);
    return { format, width, height, takenAt, variants };
  });
}

/**
 * The sizes kept: the photo decoded once, to the display size (a JPEG's decoder shrinks as it reads), and the
 * thumbnail made from those pixels.
 */
async function sizesOf(image: Sharp): Promise<Record<PhotoVariant, Buffer>> {
  try {
    const { data, info } = await image
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [display, thumb] = await Promise.all([
      pixels().jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      pixels().resize(THUMB_SIZE, THUMB_SIZE, { fit: "cover", position: "attention" }).webp({ quality: 78 }).toBuffer(),
    ]);
    return { thumb, display };
  } catch (error) {
    throw error instanceof PhotoRefused ? error : new PhotoRefused(REFUSALS.damaged);
  }
}

/** sharp's decoder, refusing more than MAX_PHOTO_PIXELS before decoding and any damage while it does. */
function decodeWithSharp(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" }).rotate();
}

/**
 * HEIC (the iPhone's default) through libheif's WebAssembly build: sharp's own build decodes AVIF but not HEVC.
 * The size is read from the container before the pixels are decoded; libheif turns the image upright itself.
 */
async function decodeHeic(bytes: Buffer): Promise<Sharp> {
  // Loaded when the first HEIC arrives: libheif is a WebAssembly module of its own, which JPEGs never need.
  const { default: heicDecode } = await import("heic-decode");
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    throw new PhotoRefused(REFUSALS.damaged);
  }
  try {
    const primary = images[0];
    if (!primary) throw new PhotoRefused(REFUSALS.damaged);
    if (primary.width * primary.height > MAX_PHOTO_PIXELS) throw new PhotoRefused(REFUSALS.tooManyPixels);
    const { width, height, data } = await primary.decode().catch(() => {
      throw new PhotoRefused(REFUSALS.damaged);
    });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/**
 * The image's size as it is seen (EXIF orientations 5–8 turn it a quarter), read from its header: a header sharp
 * can't read, or whose size is past sharp's pixel limit, refuses the file before any pixel is decoded.
 */
async function upright(image: Sharp): Promise<{ width: number; height: number }> {
  const { width, height, orientation, pages } = await image.metadata().catch((error: unknown) => {
    throw new PhotoRefused(/pixel limit/i.test(String(error)) ? REFUSALS.tooManyPixels : REFUSALS.damaged);
  });
  if (!width || !height) throw new PhotoRefused(REFUSALS.damaged);
  if (width * height * Math.max(1, pages ?? 1) > MAX_PHOTO_PIXELS) throw new PhotoRefused(REFUSALS.tooManyPixels);
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * When the camera took it, from EXIF (a file without, or with a date that isn't one, has none): the camera's wall
 * time, which names no zone, kept as that wall time in UTC. exifr reads it as the server's local time.
 */
async function takenAtOf(bytes: Buffer): Promise<Date | null> {
  try {
    const tags = (await exifr.parse(bytes, { pick: ["DateTimeOriginal", "CreateDate"] })) as Record<string, unknown> | undefined;
    const taken = tags?.DateTimeOriginal ?? tags?.CreateDate;
    if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
    return new Date(Date.UTC(taken.getFullYear(), taken.getMonth(), taken.getDate(), taken.getHours(), taken.getMinutes(), taken.getSeconds()));
  } catch {
    return null;
  }
}
