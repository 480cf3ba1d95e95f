// The owner's own photos, on PGlite and PostgreSQL, through the routes as the browser uses them: a photo asked
// for, its bytes PUT to the upload address, then completed. What a file is comes from its bytes; what is kept
// is upright and carries no EXIF; the same bytes are kept once; the plan's quota holds under uploads at once.
import exifr from "exifr";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ABANDONED_AFTER_MS, dropAbandonedUploads } from "@/lib/media/photos";
import type { PhotoPage, UploadReply } from "@/lib/media/schemas";
import { sniffPhoto } from "@/lib/media/sniff";
import { localStorageRoot } from "@/lib/storage";
import { actAs, call, noParams } from "../support/session";
import { warmUpDatabase } from "../support/users";
import { askFor, complete, completed, deleteRoute, granted, listRoute, params, phonePhoto, refusal, signedInOwner, variant } from "./support";

const { PUT: storageRoute } = await import("@/app/api/storage/[token]/route");

beforeAll(warmUpDatabase);

const HEIC = readFileSync(new URL("./fixtures/96x64.heic", import.meta.url));

const sendTo = (url: string, bytes: Uint8Array) =>
  storageRoute(call(url, { method: "PUT", body: bytes as Uint8Array<ArrayBuffer> }), params({ token: url.split("/").at(-1)! }));

/** The browser's three steps for one file: the reply of the last, or of the first that refused. */
async function upload(fileName: string, bytes: Buffer) {
  const asked = await askFor(fileName, bytes.length);
  if (asked.status !== 201) return asked;
  const { photoId, upload: target } = ((await asked.json()) as { object: UploadReply }).object;
  const sent = await sendTo(target.url, new Uint8Array(bytes));
  if (sent.status !== 200) return sent;
  return complete(photoId);
}

const uploaded = async (fileName: string, bytes: Buffer) => completed(await upload(fileName, bytes));

describe("what a file is", () => {
  it("comes from its bytes: a JPEG named .png is a JPEG, a PNG named .jpg a PNG", async () => {
    await signedInOwner();
    const jpeg = await uploaded("loaves.png", await phonePhoto());
    expect(jpeg.photo).toMatchObject({ fileName: "loaves.png", format: "jpeg", width: 96, height: 64 });
    const png = await uploaded(
      "counter.jpg",
      await sharp({ create: { width: 40, height: 30, channels: 4, background: "#0a0" } })
        .png()
        .toBuffer(),
    );
    expect(png.photo).toMatchObject({ format: "png", width: 40, height: 30 });
  });

  it("refuses, naming the file and the reason, an HTML page named .jpg, a truncated JPEG and a 60-megapixel PNG of a few kilobytes", async () => {
    const owner = await signedInOwner();
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    expect(await refusal(await upload("menu.jpg", html))).toEqual({
      status: 422,
      message: "menu.jpg isn't a photo Postloom can take: use JPEG, PNG, WebP, HEIC or AVIF.",
    });
    const whole = await phonePhoto();
    expect(await refusal(await upload("cut.jpg", whole.subarray(0, whole.length - 200)))).toEqual({
      status: 422,
      message: "cut.jpg is damaged or incomplete, so it can't be read.",
    });
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(await upload("bomb.png", bomb))).toEqual({ status: 422, message: "bomb.png has more than 40 megapixels." });
    // Nothing of a refused file is kept.
    expect(await db.photo.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("keeps of a polyglot (a JPEG with a page after it) the picture alone: what is served is made afresh", async () => {
    await signedInOwner();
    const polyglot = Buffer.concat([await phonePhoto(), Buffer.from("<html><script>alert(1)</script></html>")]);
    const { photo } = await uploaded("poly.jpg", polyglot);
    for (const name of ["thumb", "display"] as const) expect((await variant(photo.id, name)).bytes.includes("<script")).toBe(false);
  });

  it("tells the HEIF family by its brands, and nothing from too few bytes", () => {
    expect(sniffPhoto(HEIC)).toBe("heic");
    const avif = Buffer.from("0000001c667479706176696600000000617669666d696631", "hex");
    expect(sniffPhoto(Buffer.concat([avif, Buffer.alloc(8)]))).toBe("avif");
    expect(sniffPhoto(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });
});

describe("what is kept", () => {
  it("of an iPhone's HEIC, the picture decoded", async () => {
    await signedInOwner();
    const { photo } = await uploaded("IMG_0412.HEIC", HEIC);
    expect(photo).toMatchObject({ format: "heic", width: 96, height: 64 });
    expect(await sharp((await variant(photo.id, "display")).bytes).metadata()).toMatchObject({ format: "jpeg", width: 96, height: 64 });
  });

  it("is upright, with when it was taken read from its EXIF, and no EXIF (no GPS) in any size served", async () => {
    await signedInOwner();
    const original = await phonePhoto({ orientation: 6 });
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(38.7, 1) });
    const { photo } = await uploaded("shop.jpg", original);
    // Orientation 6: the camera was turned a quarter, so the picture is as tall as the sensor was wide.
    expect(photo).toMatchObject({ width: 64, height: 96, takenAt: expect.stringMatching(/^2026-11-03T/) });
    for (const name of ["thumb", "display"] as const) {
      const { reply, bytes } = await variant(photo.id, name);
      expect(reply.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      const kept = await sharp(bytes).metadata();
      expect([kept.exif, kept.xmp, kept.iptc]).toEqual([undefined, undefined, undefined]);
      if (name === "display") {
        expect(kept).toMatchObject({ width: 64, height: 96 });
        expect(await exifr.parse(bytes, true)).toBeUndefined();
      }
    }
  });

  it("is the same bytes once, and the owner is told so", async () => {
    const owner = await signedInOwner();
    const bytes = await phonePhoto({ colour: { r: 1, g: 2, b: 3 } });
    const first = await uploaded("a.jpg", bytes);
    const again = await uploaded("copy of a.jpg", bytes);
    expect(again).toMatchObject({
      duplicate: true,
      photo: { id: first.photo.id, fileName: "a.jpg" },
      message: "a.jpg is in your library already: it's kept once.",
    });
    expect(await db.photo.count({ where: { userId: owner.id } })).toBe(1);
  });
});

describe("the library", () => {
  it("lists the owner's photos newest first, with the plan's quota; another owner reaches none of them", async () => {
    const owner = await signedInOwner();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await uploaded(`p${i}.jpg`, await phonePhoto({ colour: { r: 40 + i * 80, g: 90, b: 90 } }))).photo.id);
    const newestFirst = [...ids].reverse();
    const page = ((await (await listRoute(call("/api/photos"), noParams)).json()) as { object: PhotoPage }).object;
    expect(page.photos.map((p) => p.id)).toEqual(newestFirst);
    expect(page).toMatchObject({ next: null, usage: { files: 3, maxFiles: 500, maxBytes: 2 * 1024 ** 3 } });

    const id = ids[0]!;
    const remove = () => deleteRoute(call(`/api/photos/${id}`, { method: "DELETE" }), params({ id }));
    await signedInOwner();
    expect(((await (await listRoute(call("/api/photos"), noParams)).json()) as { object: PhotoPage }).object.photos).toEqual([]);
    expect((await variant(id, "thumb")).reply.status).toBe(404);
    expect((await remove()).status).toBe(404);

    actAs(owner);
    expect((await remove()).status).toBe(200);
    expect((await variant(id, "thumb")).reply.status).toBe(404);
  });

  it("pages 24 at a time, and the next page holds when the photo the last one ended on is deleted", async () => {
    const owner = await signedInOwner();
    const added = (i: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, i));
    await db.photo.createMany({
      data: Array.from({ length: 26 }, (_, i) => ({
        userId: owner.id,
        fileName: `p${i}.jpg`,
        declaredBytes: 10,
        bytes: 10,
        format: "jpeg",
        width: 1,
        height: 1,
        status: "READY" as const,
        createdAt: added(i),
      })),
    });
    const read = async (query = "") => ((await (await listRoute(call(`/api/photos${query}`), noParams)).json()) as { object: PhotoPage }).object;
    const first = await read();
    expect(first.photos.map((p) => p.fileName)).toEqual(Array.from({ length: 24 }, (_, i) => `p${25 - i}.jpg`));
    expect(first.next).not.toBeNull();
    const last = first.photos.at(-1)!;
    expect((await deleteRoute(call(`/api/photos/${last.id}`, { method: "DELETE" }), params({ id: last.id }))).status).toBe(200);
    const second = await read(`?after=${first.next}`);
    expect(second).toMatchObject({ next: null, photos: [{ fileName: "p1.jpg" }, { fileName: "p0.jpg" }] });
    expect((await refusal(await listRoute(call("/api/photos?after=not-a-cursor"), noParams))).status).toBe(422);
  });

  it("holds the plan's quota under uploads at once: with room for two more photos, two of five are taken", async () => {
    const owner = await signedInOwner();
    await db.photo.createMany({
      data: Array.from({ length: 498 }, (_, i) => ({ userId: owner.id, fileName: `old-${i}.jpg`, declaredBytes: 10, bytes: 10, status: "READY" as const })),
    });
    const asked = await Promise.all(Array.from({ length: 5 }, (_, i) => askFor(`new-${i}.jpg`, 1000)));
    expect(asked.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect((await refusal(asked.find((r) => r.status === 422)!)).message).toMatch(
      /^Your library is full: your plan keeps 500 photos\. Delete some to add new-\d\.jpg\.$/,
    );
    expect(await db.photo.count({ where: { userId: owner.id } })).toBe(500);
  });

  it("refuses a file over 20 MB before anything is sent, more or fewer bytes than were asked for, and a forged upload address", async () => {
    await signedInOwner();
    expect(await refusal(await askFor("huge.tif", 20 * 1024 * 1024 + 1))).toEqual({ status: 422, message: "huge.tif is larger than 20 MB." });
    const { upload: target } = await granted("small.jpg", 10);
    expect((await sendTo(target.url, new Uint8Array(await phonePhoto()))).status).toBe(413);
    expect(await refusal(await sendTo(target.url, new Uint8Array(9)))).toEqual({
      status: 400,
      message: "The upload ended before the whole file arrived. Try it again.",
    });
    expect((await sendTo(target.url, new Uint8Array(10))).status).toBe(200);
    expect((await sendTo("/api/storage/x.y", new TextEncoder().encode("bytes"))).status).toBe(403);
  });
});

describe("an upload never completed", () => {
  it("is dropped two hours after it was asked for, with what of it arrived, and frees its room in the quota", async () => {
    const owner = await signedInOwner();
    const bytes = await phonePhoto();
    const { photoId, upload } = await granted("left-behind.jpg", bytes.length);
    expect((await sendTo(upload.url, new Uint8Array(bytes))).status).toBe(200);
    const kept = await uploaded("kept.jpg", await phonePhoto({ colour: { r: 10, g: 200, b: 90 } }));
    const askedAt = (await db.photo.findUniqueOrThrow({ where: { id: photoId } })).createdAt;

    expect(await dropAbandonedUploads({ now: new Date(askedAt.getTime() + ABANDONED_AFTER_MS - 1000) })).toBe(0);
    expect(await dropAbandonedUploads({ now: new Date(askedAt.getTime() + ABANDONED_AFTER_MS + 1000) })).toBeGreaterThanOrEqual(1);
    expect(await db.photo.findMany({ where: { userId: owner.id }, select: { id: true } })).toEqual([{ id: kept.photo.id }]);
    expect(await refusal(await complete(photoId))).toEqual({ status: 404, message: "We couldn't find that photo." });
    // Its bytes are gone from storage too.
    expect(existsSync(path.join(localStorageRoot(), "photos", owner.id, photoId))).toBe(false);
    expect(existsSync(path.join(localStorageRoot(), "photos", owner.id, kept.photo.id))).toBe(true);
  });
});
