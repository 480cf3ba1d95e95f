// The object store of a deployment: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO and the like), spoken
// to over its REST API with Signature Version 4 (aws4fetch signs). The browser's upload address is a presigned
// PUT whose signature covers the exact Content-Length asked for, so the bucket refuses any other size
// (docs/media.md). Keys are made by Postloom and need no escaping (checkedKey).
import "server-only";
import { AwsClient } from "aws4fetch";
import { checkedKey, type ObjectStore } from "./object-store";

export type S3Settings = {
  bucket: string;
  region: string;
  /** The API's address for a bucket not on AWS (R2, MinIO); the bucket is then named in the path. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** A call to the bucket that did not succeed: its status and S3's error code (AccessDenied, NoSuchBucket…). */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Object storage answered ${status} ${code}`);
    this.name = "StorageError";
  }
}

/** One call waits this long at most; a bucket that hangs must not hold a request (or a worker) forever. */
const CALL_TIMEOUT_MS = 30_000;

/** Where the bucket's objects are addressed: the endpoint with the bucket in the path, or AWS's own host for it. */
export const bucketUrl = ({ bucket, region, endpoint }: Pick<S3Settings, "bucket" | "region" | "endpoint">) =>
  endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;

/** Attempts of one call: S3 asks that a 500 or 503 (SlowDown) be tried again, after a pause that grows. */
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 200;

type Call = { method: "GET" | "PUT" | "DELETE"; body?: Uint8Array; headers?: Record<string, string> };

export function s3Store(settings: S3Settings): ObjectStore {
  const client = new AwsClient({ ...settings, service: "s3" });
  const base = bucketUrl(settings);
  const urlOf = (key: string) => `${base}/${checkedKey(key)}`;

  /** One signed call, sent as plain bytes: a signed Request's body would go as a stream, without the Content-Length S3 wants. */
  async function send(key: string, init: Call): Promise<Response> {
    const signed = await client.sign(urlOf(key), { method: init.method, headers: init.headers });
    return fetch(signed.url, {
      method: init.method,
      headers: signed.headers,
      body: init.body as Uint8Array<ArrayBuffer> | undefined,
      cache: "no-store",
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  }

  async function call(key: string, init: Call, accept: number[] = []): Promise<Response> {
    let reply = await send(key, init);
    for (let attempt = 1; attempt < ATTEMPTS && (reply.status === 500 || reply.status === 503); attempt++) {
      await reply.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * 2 ** (attempt - 1)));
      reply = await send(key, init);
    }
    if (reply.ok || accept.includes(reply.status)) return reply;
    throw new StorageError(reply.status, /<Code>([^<]+)<\/Code>/.exec(await reply.text())?.[1] ?? "Unknown");
  }

  return {
    async uploadTarget(key, bytes, ttlMs) {
      const url = new URL(urlOf(key));
      url.searchParams.set("X-Amz-Expires", String(Math.floor(ttlMs / 1000)));
      const signed = await client.sign(url, {
        method: "PUT",
        headers: { "content-length": String(bytes) },
        aws: { signQuery: true, allHeaders: true },
      });
      return { url: signed.url, method: "PUT", headers: {} };
    },
    async read(key) {
      const reply = await call(key, { method: "GET" }, [404]);
      if (reply.status !== 404) return Buffer.from(await reply.arrayBuffer());
      await reply.body?.cancel();
      return null;
    },
    async write(key, bytes, contentType) {
      await call(key, { method: "PUT", body: bytes, headers: { "content-type": contentType } });
    },
    async remove(keys) {
      // A missing key is no error (S3 answers 204 for it anyway; some compatible stores answer 404).
      await Promise.all(keys.map((key) => call(key, { method: "DELETE" }, [404]).then((reply) => reply.body?.cancel())));
    },
  };
}
