// The crop a channel makes of a photo: the largest part of it whose width ÷ height the channel takes, placed so
// the owner's focus point is as near its middle as the photo's edges allow (so it is always in frame). The
// previews draw it and the publishing copy is cut by it, so what the owner sees is what is posted. Shared with
// the browser.
import type { Focus } from "./schemas";

export type CropBox = { left: number; top: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box, in whole pixels of the upright photo, to keep of a `width`×`height` photo for `aspect` (null: all of it). */
export function focusCrop(width: number, height: number, focus: Focus, aspect: { min: number; max: number } | null): CropBox {
  const ratio = width / height;
  if (!aspect || (ratio >= aspect.min && ratio <= aspect.max)) return { left: 0, top: 0, width, height };
  if (ratio > aspect.max) {
    const kept = clamp(Math.floor(height * aspect.max), 1, width);
    return { left: clamp(Math.round(focus.x * width - kept / 2), 0, width - kept), top: 0, width: kept, height };
  }
  const kept = clamp(Math.floor(width / aspect.min), 1, height);
  return { left: 0, top: clamp(Math.round(focus.y * height - kept / 2), 0, height - kept), width, height: kept };
}
