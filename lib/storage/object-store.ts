// Object storage: where the owner's photos and their variants are kept (docs/media.md). A local run keeps them in
// a folder under DATA_DIR (local-store.ts), which also plays the part of a bucket's presigned upload address; a
// deployment keeps them in an S3-compatible bucket (s3-store.ts). Keys are paths: "photos/<user>/<photo>/<name>".
import "server-only";

/** Where, and how, the browser sends a file straight to storage: a PUT of its bytes, with these headers. */
export type UploadTarget = { url: string; method: "PUT"; headers: Record<string, string> };

export interface ObjectStore {
  /** An address the browser may PUT exactly `bytes` bytes to, at `key`, for the next `ttlMs`; any other size is refused. */
  uploadTarget(key: string, bytes: number, ttlMs: number): Promise<UploadTarget>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; one already gone is no error. */
  remove(keys: string[]): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** A key Postloom made, checked before it names a file or an object: no "..", no absolute path, no odd bytes. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === "..") || key.length > 300) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
