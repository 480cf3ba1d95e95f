// The object store this run uses (object-store.ts): for now the local folder, DATA_DIR/storage.
import "server-only";
import { tmpdir } from "node:os";
import path from "node:path";
import { MEMORY } from "@/lib/db/embedded";
import { env } from "@/lib/env";
import { localStore, receiveUpload } from "./local-store";
import type { ObjectStore } from "./object-store";

export type { ObjectStore, UploadTarget } from "./object-store";
export { UploadRefused } from "./local-store";

/**
 * Where a local run keeps its objects: DATA_DIR/storage, or for a run whose database is in memory (the tests) a
 * folder of its own under the system's temporary folder.
 */
export const localStorageRoot = () =>
  env.DATA_DIR.startsWith(MEMORY) ? path.join(tmpdir(), `postloom-storage-${process.pid}`) : path.resolve(env.DATA_DIR, "storage");

let store: ObjectStore | undefined;

/** The store, or null where there is none: a deployment's disk does not last, and it has no bucket yet. */
export function objectStore(): ObjectStore | null {
  if (env.isDeployment) return null;
  return (store ??= localStore(localStorageRoot()));
}

/** An upload sent to the local store's address (PUT /api/storage/{token}); none exists where a bucket is used. */
export async function receiveLocalUpload(token: string, body: ReadableStream<Uint8Array> | null): Promise<void> {
  await receiveUpload(localStorageRoot(), token, body);
}
