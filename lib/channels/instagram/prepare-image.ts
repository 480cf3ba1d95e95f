// Instagram takes only JPEG, between 4:5 (portrait) and 1.91:1 (landscape), 320 to 1440 pixels wide, in
// sRGB, at most 8 MB. A picture outside the ratios is cropped to the nearest one it allows, from its
// middle; transparency becomes white (JPEG has none, and sharp would make it black); a phone photo's
// orientation tag is applied first, or it would come out sideways.
import "server-only";
import sharp from "sharp";
import { INSTAGRAM_FACTS } from "./facts";

export const { min: INSTAGRAM_MIN_RATIO, max: INSTAGRAM_MAX_RATIO } = INSTAGRAM_FACTS.rules.images.aspect;
export const INSTAGRAM_MIN_WIDTH = 320;
export const INSTAGRAM_MAX_WIDTH = 1440;
const JPEG_QUALITY = 85;

export type InstagramJpeg = { data: Buffer; width: number; height: number; contentType: "image/jpeg" };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The width and height to make of an upright picture: cropped to the nearest allowed ratio only when it is
 * outside them, then scaled to an allowed width. The height is bounded by the ratios at the final width, so
 * rounding can never land just outside them (1080/565 would be 1.9115).
 */
export function instagramSize(width: number, height: number): { width: number; height: number } {
  const cropped = { width: Math.min(width, Math.floor(height * INSTAGRAM_MAX_RATIO)), height: Math.min(height, Math.floor(width / INSTAGRAM_MIN_RATIO)) };
  const finalWidth = clamp(cropped.width, INSTAGRAM_MIN_WIDTH, INSTAGRAM_MAX_WIDTH);
  const scaledHeight = Math.round((cropped.height * finalWidth) / cropped.width);
  return { width: finalWidth, height: clamp(scaledHeight, Math.ceil(finalWidth / INSTAGRAM_MAX_RATIO), Math.floor(finalWidth / INSTAGRAM_MIN_RATIO)) };
}

/**
 * Any picture sharp reads, as a JPEG Instagram accepts. At 1440×1800 at most, three bytes a pixel come to
 * 7.8 MB before compression, so the result is always within Instagram's 8 MB.
 */
export async function toInstagramJpeg(input: Uint8Array): Promise<InstagramJpeg> {
  const { autoOrient } = await sharp(input).metadata();
  const size = instagramSize(autoOrient.width, autoOrient.height);
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ ...size, fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .toColorspace("srgb")
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: "image/jpeg" };
}
