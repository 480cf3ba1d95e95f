// The images toInstagramJpeg makes: JPEG on white, cropped to Instagram's ratios, sized within its widths,
// upright, sRGB and within 8 MB; and the local Graph API double takes them. (Publishing: graph-api.test.ts.)
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { instagramSize, toInstagramJpeg } from "@/lib/channels/instagram/prepare-image";
import { testPicture } from "../support/image-server";
import { api, images, instagram, noSleep, target, setUpInstagramGraph } from "./support/graph-api-setup";

setUpInstagramGraph();

describe("images Instagram accepts", () => {
  const shape = async (input: Buffer) => {
    const out = await toInstagramJpeg(input);
    const meta = await sharp(out.data).metadata();
    expect({ width: out.width, height: out.height, contentType: out.contentType }).toEqual({
      width: meta.width,
      height: meta.height,
      contentType: "image/jpeg",
    });
    return { format: meta.format, space: meta.space, width: meta.width, height: meta.height, ratio: meta.width / meta.height, bytes: out.data.length };
  };

  it("turns a transparent PNG into a JPEG on white", async () => {
    const out = await toInstagramJpeg(await testPicture(800, 800, "png", true));
    expect((await sharp(out.data).metadata()).format).toBe("jpeg");
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((channel) => channel! > 240)).toBe(true);
  });

  it("crops a 3000×1000 panorama to 1.91:1 and scales it to 1440 wide", async () => {
    const panorama = await shape(await testPicture(3000, 1000, "jpeg"));
    expect(panorama).toMatchObject({ format: "jpeg", width: 1440, height: 754 });
    expect(panorama.ratio).toBeLessThanOrEqual(1.91);
  });

  it("crops a 1000×2000 portrait to 4:5", async () => {
    const portrait = await shape(await testPicture(1000, 2000, "jpeg"));
    expect(portrait).toMatchObject({ width: 1000, height: 1250 });
    expect(portrait.ratio).toBeGreaterThanOrEqual(0.8);
  });

  it("leaves a ratio Instagram allows as it is, and keeps the width between 320 and 1440", async () => {
    expect(await shape(await testPicture(1080, 1080, "jpeg"))).toMatchObject({ width: 1080, height: 1080 });
    expect(await shape(await testPicture(1200, 800, "png"))).toMatchObject({ width: 1200, height: 800 });
    expect(await shape(await testPicture(2880, 2880, "jpeg"))).toMatchObject({ width: 1440, height: 1440 });
    expect(await shape(await testPicture(200, 200, "jpeg"))).toMatchObject({ width: 320, height: 320 });
  });

  it("applies a phone photo's orientation first, so it comes out upright", async () => {
    // Upright, 900×1200 with a red top and a blue bottom; stored sideways (1200×900) with EXIF orientation
    // 6 ("turn 90° clockwise to show"), as a phone held upright saves it.
    const upright = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 220, g: 20, b: 20 } } })
      .composite([{ input: { create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 20, b: 220 } } }, top: 600, left: 0 }])
      .png()
      .toBuffer();
    const sideways = await sharp(await sharp(upright).rotate(270).toBuffer())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 1200, height: 900, orientation: 6 });

    const out = await toInstagramJpeg(sideways);
    // 3:4 is taller than 4:5, so it is cropped to 900×1125 from the middle; without the rotation it would have stayed 1200×900.
    expect(out).toMatchObject({ width: 900, height: 1125 });
    const { data, info } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRed, , topBlue] = pixel(450, 20);
    const [bottomRed, , bottomBlue] = pixel(450, 1100);
    expect(topRed! > 180 && topBlue! < 60).toBe(true);
    expect(bottomBlue! > 180 && bottomRed! < 60).toBe(true);
    // The orientation is applied to the pixels, not left as a tag some viewers ignore.
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it("makes sRGB from CMYK, and stays within 8 MB at the largest size even for noise", async () => {
    const cmyk = await sharp(await testPicture(1000, 1000, "jpeg"))
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    expect(await shape(cmyk)).toMatchObject({ space: "srgb", format: "jpeg" });

    const noise = Buffer.alloc(1440 * 1800 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.imul(i, 2654435761) >>> 24;
    const largest = await shape(
      await sharp(noise, { raw: { width: 1440, height: 1800, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
    expect(largest).toMatchObject({ width: 1440, height: 1800 });
    expect(largest.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it("never lands just outside Instagram's limits, whatever the size", () => {
    for (let width = 1; width <= 4000; width += 37) {
      for (let height = 1; height <= 4000; height += 41) {
        const size = instagramSize(width, height);
        expect(size.width).toBeGreaterThanOrEqual(320);
        expect(size.width).toBeLessThanOrEqual(1440);
        expect(size.width / size.height).toBeGreaterThanOrEqual(0.8);
        expect(size.width / size.height).toBeLessThanOrEqual(1.91);
      }
    }
    // 1080×565 is 1.9115: one column comes off, rather than a row going on.
    expect(instagramSize(1080, 565)).toEqual({ width: 1079, height: 565 });
    expect(instagramSize(1080, 100)).toEqual({ width: 320, height: 168 });
  });

  it("what it makes, Instagram takes", async () => {
    for (const [width, height, format] of [
      [3000, 1000, "png"],
      [1000, 2000, "jpeg"],
      [2000, 1046, "jpeg"],
      [150, 600, "png"],
    ] as const) {
      const imageUrl = images.serve(`made-${width}x${height}.jpg`, (await toInstagramJpeg(await testPicture(width, height, format))).data);
      await api.publish(target, { caption: `${width}×${height}`, images: [{ url: imageUrl }] }, { sleep: noSleep });
    }
    expect(instagram.media.map((m) => m.image.format)).toEqual(["jpeg", "jpeg", "jpeg", "jpeg"]);
  });
});
