// The owner's photos kept in a bucket (S3_BUCKET set, as on a deployment), on PGlite and PostgreSQL: the upload
// address is the bucket's presigned PUT, which takes the file straight from the browser; completing it reads
// what the bucket holds, and the photo's sizes are kept beside it. A local S3 double checks every signature.
import exifr from "exifr";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startS3Double, type S3Double } from "../support/s3-double";
import { warmUpDatabase } from "../support/users";
import { complete, completed, deleteRoute, granted, params, phonePhoto, refusal, signedInOwner, variant } from "./support";
import { call } from "../support/session";

const SETTINGS = { S3_BUCKET: "postloom-photos", S3_REGION: "auto", S3_ACCESS_KEY_ID: "AKIAPOSTLOOMTEST", S3_SECRET_ACCESS_KEY: "bucket-secret" };
const saved = Object.fromEntries(Object.keys({ ...SETTINGS, S3_ENDPOINT: "" }).map((key) => [key, process.env[key]]));
let bucket: S3Double;

beforeAll(async () => {
  bucket = await startS3Double({
    bucket: SETTINGS.S3_BUCKET,
    region: "auto",
    accessKeyId: SETTINGS.S3_ACCESS_KEY_ID,
    secretAccessKey: SETTINGS.S3_SECRET_ACCESS_KEY,
  });
  // The settings are read on first use, so these count as long as nothing in this file read them before.
  Object.assign(process.env, SETTINGS, { S3_ENDPOINT: bucket.url });
  await warmUpDatabase();
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await bucket.stop();
});

const send = (url: string, bytes: Buffer) => fetch(url, { method: "PUT", body: new Uint8Array(bytes), headers: { "Content-Type": "image/jpeg" } });

it("goes from the browser straight to the bucket, and its sizes are kept there, with no EXIF", async () => {
  const owner = await signedInOwner();
  const bytes = await phonePhoto({ orientation: 6 });
  const { photoId, upload } = await granted("loaves.jpg", bytes.length);
  expect(upload.url.startsWith(`${bucket.url}/postloom-photos/photos/${owner.id}/${photoId}/original?`)).toBe(true);
  expect((await send(upload.url, bytes)).status).toBe(200);

  const { photo } = await completed(await complete(photoId));
  expect(photo).toMatchObject({ width: 64, height: 96, format: "jpeg", takenAt: "2026-11-03T07:45:10.000Z" });
  expect([...bucket.objects.keys()].filter((key) => key.includes(photoId)).sort()).toEqual(
    ["display.jpg", "original", "thumb.webp"].map((file) => `photos/${owner.id}/${photoId}/${file}`),
  );
  const display = await variant(photoId, "display");
  expect(display.reply.status).toBe(200);
  expect(await exifr.parse(display.bytes, { gps: true })).toBeUndefined();

  expect((await deleteRoute(call(`/api/photos/${photoId}`, { method: "DELETE" }), params({ id: photoId }))).status).toBe(200);
  expect([...bucket.objects.keys()].some((key) => key.includes(photoId))).toBe(false);
});

it("is refused by the bucket when more bytes come than were asked for, and then has not arrived", async () => {
  await signedInOwner();
  const bytes = await phonePhoto();
  const { photoId, upload } = await granted("menu.jpg", bytes.length - 1);
  expect((await send(upload.url, bytes)).status).toBe(403);
  expect(await refusal(await complete(photoId))).toEqual({ status: 409, message: "menu.jpg hasn't arrived yet. Send it again." });
});

it("has no local upload address: the bucket is the only way in", async () => {
  const { PUT } = await import("@/app/api/storage/[token]/route");
  expect((await PUT(call("/api/storage/x.y", { method: "PUT", body: "bytes" }), params({ token: "x.y" }))).status).toBe(404);
});
