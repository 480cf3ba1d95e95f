// Instagram takes only JPEG, between 4:5 (portrait) and 1.91:1 (landscape), 320 to 1440 pixels wide. A
// picture outside that is cropped to the nearest ratio it allows, from its middle; transparency becomes
// white (JPEG has none); a phone photo's orientation tag is applied first, or it would come out sideways.
import "server-only";
import sharp from "sharp";

export const INSTAGRAM_MIN_RATIO = 4 / 5;
export const INSTAGRAM_MAX_RATIO = 1.91;
const MIN_WIDTH = 320;
const MAX_WIDTH = 1440;

export type InstagramJpeg = { data: Buffer; width: number; height: number; contentType: "image/jpeg" };

export async function toInstagramJpeg(input: Uint8Array): Promise<InstagramJpeg> {
  const upright = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  // Rounded down, so the crop never lands just over a limit (1080/565 would be 1.9115).
  const crop =
    width / height > INSTAGRAM_MAX_RATIO
      ? { width: Math.floor(height * INSTAGRAM_MAX_RATIO), height }
      : width / height < INSTAGRAM_MIN_RATIO
        ? { width, height: Math.floor(width / INSTAGRAM_MIN_RATIO) }
        : { width, height };
  const target = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, crop.width));
  // sharp extracts before it resizes, whatever the order of the calls.
  const { data, info } = await sharp(upright.data)
    .extract({ left: Math.floor((width - crop.width) / 2), top: Math.floor((height - crop.height) / 2), ...crop })
    .resize({ width: target, height: Math.max(1, Math.round((crop.height * target) / crop.width)), fit: "fill" })
    .flatten({ background: "#ffffff" })
    .toColorspace("srgb")
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: "image/jpeg" };
}
