// The size a channel takes a picture at (its rules' `images.aspect` and `images.width`): cropped to the nearest
// ratio it allows only when outside them, then scaled to a width it allows. Shared by the AI image's copy and the
// owner's photos' publishing copies; shared with the browser (no server code).
import type { ChannelRules } from "./rules";

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

type ImageRules = Pick<ChannelRules["images"], "aspect" | "width">;

/**
 * The width and height to make of an upright `width`×`height` picture. The height is bounded by the ratios at the
 * final width, so rounding can never land just outside them (1080/565 would be 1.9115).
 */
export function pictureSize(width: number, height: number, { aspect, width: widths }: ImageRules): { width: number; height: number } {
  const cropped = aspect
    ? { width: Math.min(width, Math.floor(height * aspect.max)), height: Math.min(height, Math.floor(width / aspect.min)) }
    : { width, height };
  const finalWidth = widths ? clamp(cropped.width, widths.min, widths.max) : cropped.width;
  const scaledHeight = Math.round((cropped.height * finalWidth) / cropped.width);
  return { width: finalWidth, height: aspect ? clamp(scaledHeight, Math.ceil(finalWidth / aspect.max), Math.floor(finalWidth / aspect.min)) : scaledHeight };
}

/**
 * The ratios the pictures of a post going to a channel are cut to: the channel's own, or, where it shows a post's
 * pictures at the first one's ratio (a carousel), that ratio as the channel takes it. null: any.
 */
export function postAspect(images: Pick<ChannelRules["images"], "aspect" | "sameAspect">, first: { width: number; height: number } | undefined) {
  const { aspect } = images;
  if (!aspect || !images.sameAspect || !first) return aspect;
  const ratio = clamp(first.width / first.height, aspect.min, aspect.max);
  return { min: ratio, max: ratio };
}
