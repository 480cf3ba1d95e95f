// The crop a channel makes of a photo around the owner's focus point, checked as properties over any photo size,
// focus and range of shapes: it keeps the focus in frame, its shape is one the channel takes, it stays inside the
// photo, and it keeps as much of the photo as that shape allows.
import fc from "fast-check";
import { expect, it } from "vitest";
import { INSTAGRAM_FACTS } from "@/lib/channels/instagram/facts";
import { pictureSize } from "@/lib/channels/picture-size";
import { focusCrop } from "@/lib/media/focus-crop";
import { copyRulesFor } from "@/lib/media/publish-copy";

const INSTAGRAM = INSTAGRAM_FACTS.rules.images.aspect;

it("keeps a photo whose shape the channel takes whole, and crops one too wide or too tall around its focus", () => {
  expect(focusCrop(1200, 1000, { x: 0.1, y: 0.9 }, INSTAGRAM)).toEqual({ left: 0, top: 0, width: 1200, height: 1000 });
  // A panorama, its subject at the left: the crop is 1.91:1 and starts at the left edge.
  expect(focusCrop(4000, 1000, { x: 0.05, y: 0.5 }, INSTAGRAM)).toEqual({ left: 0, top: 0, width: 1910, height: 1000 });
  expect(focusCrop(4000, 1000, { x: 0.5, y: 0.5 }, INSTAGRAM)).toEqual({ left: 1045, top: 0, width: 1910, height: 1000 });
  // A tall phone screenshot, its subject low: the crop is 4:5 and ends at the bottom edge.
  expect(focusCrop(1000, 3000, { x: 0.5, y: 0.95 }, INSTAGRAM)).toEqual({ left: 0, top: 1750, width: 1000, height: 1250 });
  expect(focusCrop(1000, 3000, { x: 0.5, y: 0.95 }, null)).toEqual({ left: 0, top: 0, width: 1000, height: 3000 });
});

it("keeps the focus in frame, in a shape the channel takes, inside the photo, as large as that shape allows", () => {
  const size = fc.integer({ min: 1, max: 20_000 });
  const fraction = fc.double({ min: 0, max: 1, noNaN: true });
  const aspect = fc.tuple(fc.double({ min: 0.2, max: 1, noNaN: true }), fc.double({ min: 1, max: 5, noNaN: true })).map(([min, max]) => ({ min, max }));
  fc.assert(
    fc.property(size, size, fraction, fraction, aspect, (width, height, x, y, range) => {
      const box = focusCrop(width, height, { x, y }, range);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(width);
      expect(box.top + box.height).toBeLessThanOrEqual(height);
      // In frame, to the pixel.
      expect(x * width).toBeGreaterThanOrEqual(box.left - 1);
      expect(x * width).toBeLessThanOrEqual(box.left + box.width + 1);
      expect(y * height).toBeGreaterThanOrEqual(box.top - 1);
      expect(y * height).toBeLessThanOrEqual(box.top + box.height + 1);
      // One side is kept whole; the other is cut to the nearest shape allowed, to a pixel (or the photo is 1 px).
      expect(box.width === width || box.height === height).toBe(true);
      const ratio = box.width / box.height;
      if (box.width > 1 && box.height > 1) {
        expect(ratio).toBeLessThanOrEqual(range.max + 1 / box.height);
        expect(ratio).toBeGreaterThanOrEqual(range.min - 1 / box.height);
      }
    }),
    { numRuns: 2000 },
  );
});

it("cuts every photo of a carousel, whatever its size, to a size Instagram takes, at the first one's ratio", () => {
  const images = INSTAGRAM_FACTS.rules.images;
  const photo = fc.record({ width: fc.integer({ min: 2, max: 12_000 }), height: fc.integer({ min: 2, max: 12_000 }) });
  const fraction = fc.double({ min: 0, max: 1, noNaN: true });
  fc.assert(
    fc.property(photo, photo, fraction, fraction, (first, other, x, y) => {
      const rules = copyRulesFor(images, [first, other]);
      const box = focusCrop(other.width, other.height, { x, y }, rules.cut);
      const size = pictureSize(box.width, box.height, rules);
      expect(size.width).toBeGreaterThanOrEqual(images.width.min);
      expect(size.width).toBeLessThanOrEqual(images.width.max);
      expect(size.width / size.height).toBeGreaterThanOrEqual(images.aspect.min);
      expect(size.width / size.height).toBeLessThanOrEqual(images.aspect.max);
      // The carousel's ratio (the first one's, held within Instagram's), to the pixels a photo of a fair size has.
      if (Math.min(other.width, other.height) >= 200) expect(Math.abs(size.width / size.height / rules.cut!.min - 1)).toBeLessThan(0.02);
    }),
  );
});
