// The object store this run uses (object-store.ts): the bucket S3_BUCKET names, or in a local run without one
// the folder DATA_DIR/storage. A deployment without a bucket has none: its disk does not last.
import "server-only";
import { tmpdir } from "node:os";
import path from "node:path";
import { MEMORY } from "@/lib/db/embedded";
import { env } from "@/lib/env";
import { localStore, receiveUpload } from "./local-store";
import type { ObjectStore } from "./object-store";
import { bucketUrl, s3Store } from "./s3-store";

export type { ObjectStore, UploadTarget } from "./object-store";
export { UploadRefused } from "./local-store";
export { StorageError } from "./s3-store";

/**
 * Where a local run keeps its objects: DATA_DIR/storage, or for a run whose database is in memory (the tests) a
 * folder of its own under the system's temporary folder.
 */
export const localStorageRoot = () =>
  env.DATA_DIR.startsWith(MEMORY) ? path.join(tmpdir(), `postloom-storage-${process.pid}`) : path.resolve(env.DATA_DIR, "storage");

const bucketSettings = () => ({
  bucket: env.S3_BUCKET!,
  region: env.S3_REGION,
  endpoint: env.S3_ENDPOINT,
  accessKeyId: env.S3_ACCESS_KEY_ID!,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
});

let store: ObjectStore | undefined;

/** The store, or null where there is none. */
export function objectStore(): ObjectStore | null {
  switch (env.modes.storage) {
    case "production":
      return (store ??= s3Store(bucketSettings()));
    case "sandbox":
      return (store ??= localStore(localStorageRoot()));
    case "off":
      return null;
  }
}

/** The origin the browser uploads to when it is not the app's own: the bucket's (the pages' CSP allows it). */
export const uploadOrigin = (): string | null => (env.modes.storage === "production" ? new URL(bucketUrl(bucketSettings())).origin : null);

/**
 * An upload sent to the local store's address (PUT /api/storage/{token}). False where the photos are kept in a
 * bucket, or nowhere: that address does not exist there.
 */
export async function receiveLocalUpload(token: string, body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (env.modes.storage !== "sandbox") return false;
  await receiveUpload(localStorageRoot(), token, body);
  return true;
}
