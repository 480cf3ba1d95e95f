// Instagram takes only JPEG, between 4:5 (portrait) and 1.91:1 (landscape), 320 to 1440 pixels wide, in
// sRGB, at most 8 MB. A picture outside the ratios is cropped to the nearest one it allows, from its
// middle; transparency becomes white (JPEG has none, and sharp would make it black); a phone photo's
// orientation tag is applied first, or it would come out sideways.
import "server-only";
import sharp from "sharp";
import { pictureSize } from "../picture-size";
import { INSTAGRAM_FACTS } from "./facts";

export const { min: INSTAGRAM_MIN_RATIO, max: INSTAGRAM_MAX_RATIO } = INSTAGRAM_FACTS.rules.images.aspect;
const JPEG_QUALITY = 85;

export type InstagramJpeg = { data: Buffer; width: number; height: number; contentType: "image/jpeg" };

/** The size Instagram takes an upright picture at (lib/channels/picture-size.ts). */
export const instagramSize = (width: number, height: number) => pictureSize(width, height, INSTAGRAM_FACTS.rules.images);

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
