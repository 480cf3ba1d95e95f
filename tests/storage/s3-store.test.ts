// The bucket store (lib/storage/s3-store.ts) against a local S3 double that checks every Signature Version 4
// signature as S3 does: objects written, read and removed, and the browser's presigned upload address, which
// takes exactly the size it was signed for, at its key, until it expires.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Store, StorageError } from "@/lib/storage/s3-store";
import { startS3Double, type S3Double } from "../support/s3-double";

const KEYS = { accessKeyId: "AKIAPOSTLOOMTEST", secretAccessKey: "bucket-secret" };
const APP = "http://localhost:3000";
let bucket: S3Double;
let store: ReturnType<typeof s3Store>;

beforeAll(async () => {
  bucket = await startS3Double({ bucket: "photos", region: "auto", ...KEYS, corsOrigins: [APP] });
  store = s3Store({ bucket: "photos", region: "auto", endpoint: bucket.url, ...KEYS });
});
afterAll(() => bucket.stop());

const put = (url: string, body: Uint8Array, headers: Record<string, string> = {}) =>
  fetch(url, { method: "PUT", body: body as Uint8Array<ArrayBuffer>, headers });
const codeOf = async (reply: Response) => /<Code>([^<]+)<\/Code>/.exec(await reply.text())?.[1];

describe("the bucket", () => {
  it("keeps, reads and removes objects; one not there reads as nothing, and removing it is no error", async () => {
    await store.write("photos/u1/p1/thumb.webp", Buffer.from("thumb"), "image/webp");
    expect(bucket.objects.get("photos/u1/p1/thumb.webp")).toEqual({ bytes: Buffer.from("thumb"), contentType: "image/webp" });
    expect(await store.read("photos/u1/p1/thumb.webp")).toEqual(Buffer.from("thumb"));
    expect(await store.read("photos/u1/p1/missing")).toBeNull();
    await store.remove(["photos/u1/p1/thumb.webp", "photos/u1/p1/missing"]);
    expect(bucket.objects.has("photos/u1/p1/thumb.webp")).toBe(false);
  });

  it("tries a call again when S3 asks it to slow down, twice at most", async () => {
    bucket.slowDown(2);
    await store.write("photos/u1/p7/thumb.webp", Buffer.from("thumb"), "image/webp");
    expect(bucket.objects.has("photos/u1/p7/thumb.webp")).toBe(true);
    bucket.slowDown(3);
    await expect(store.read("photos/u1/p7/thumb.webp")).rejects.toMatchObject({ status: 503, code: "SlowDown" });
  });

  it("says what the bucket refused, as S3 names it, for keys signed with the wrong secret", async () => {
    const stranger = s3Store({ bucket: "photos", region: "auto", endpoint: bucket.url, ...KEYS, secretAccessKey: "wrong" });
    const refused = await stranger.write("photos/u1/p2/original", Buffer.from("x"), "image/jpeg").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageError);
    expect(refused).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect(bucket.objects.has("photos/u1/p2/original")).toBe(false);
  });

  it("refuses a key Postloom did not make before anything is sent", async () => {
    await expect(store.write("../other-bucket/x", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Not a storage key/);
  });
});

describe("the browser's upload address", () => {
  it("takes exactly the size it was signed for, at its key; any other size, or another key, is refused", async () => {
    const { url, method, headers } = await store.uploadTarget("photos/u1/p3/original", 5, 60_000);
    expect([method, headers]).toEqual(["PUT", {}]);
    expect(new URL(url).searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;host");

    const larger = await put(url, new Uint8Array(6));
    expect([larger.status, await codeOf(larger)]).toEqual([403, "SignatureDoesNotMatch"]);
    const smaller = await put(url, new Uint8Array(4));
    expect([smaller.status, await codeOf(smaller)]).toEqual([403, "SignatureDoesNotMatch"]);
    const elsewhere = await put(url.replace("/p3/", "/p4/"), new Uint8Array(5));
    expect([elsewhere.status, await codeOf(elsewhere)]).toEqual([403, "SignatureDoesNotMatch"]);
    expect([...bucket.objects.keys()].filter((key) => /\/p[34]\//.test(key))).toEqual([]);

    // The type the browser declares is not signed and does not matter: what arrived is read, not believed.
    expect((await put(url, new TextEncoder().encode("bytes"), { "Content-Type": "image/jpeg" })).status).toBe(200);
    expect(await store.read("photos/u1/p3/original")).toEqual(Buffer.from("bytes"));
  });

  it("expires", async () => {
    const { url } = await store.uploadTarget("photos/u1/p5/original", 5, 60_000);
    bucket.advance(61_000);
    try {
      const late = await put(url, new Uint8Array(5));
      expect([late.status, await codeOf(late)]).toEqual([403, "AccessDenied"]);
    } finally {
      bucket.advance(-61_000);
    }
  });

  it("is open to the app's own pages by the bucket's CORS rules, and to no other site", async () => {
    const preflight = (origin: string) =>
      fetch(`${bucket.url}/photos/photos/u1/p6/original`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "content-type" },
      });
    const ours = await preflight(APP);
    expect(ours.status).toBe(200);
    expect(ours.headers.get("access-control-allow-origin")).toBe(APP);
    expect((await preflight("https://elsewhere.example")).status).toBe(403);
  });
});
