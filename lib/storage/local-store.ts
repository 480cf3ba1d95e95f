// The local object store: a folder under DATA_DIR, for a run with no bucket settings. Its presigned upload
// address is the app's own /api/storage/{token}, whose signed token names the key and the size it takes, as an
// S3 presigned URL's signature does; receiveUpload writes what arrives, refusing any other size.
import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";
import { checkedKey, type ObjectStore } from "./object-store";

const UPLOAD_PURPOSE = "storage-upload";

/** Why an upload was not taken: its address was forged or has expired, or it was larger or smaller than granted. */
export class UploadRefused extends Error {
  constructor(readonly reason: "not valid" | "too large" | "too small") {
    super(`Upload refused: ${reason}`);
  }
}
type UploadGrant = { key: string; bytes: number };

export function localStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async uploadTarget(key, bytes, ttlMs) {
      const token = createSignedToken<UploadGrant>(UPLOAD_PURPOSE, { key: checkedKey(key), bytes }, ttlMs);
      return { url: `/api/storage/${token}`, method: "PUT", headers: {} };
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
      // A folder they leave empty goes too (a bucket has no folders to leave behind).
      await Promise.all([...new Set(keys.map((key) => path.dirname(fileOf(key))))].map((folder) => rmdir(folder).catch(() => {})));
    },
  };
}

/**
 * Takes an upload sent to a local upload address: the body is written to the token's key as it streams in,
 * through a file of its own renamed into place when complete, so a reader never sees half a file. A body larger
 * than the grant is refused once it passes it, and one that ends short when it ends; nothing of either is kept.
 */
export async function receiveUpload(root: string, token: string, body: ReadableStream<Uint8Array> | null): Promise<void> {
  const grant = readSignedToken<UploadGrant>(UPLOAD_PURPOSE, token);
  if (!grant) throw new UploadRefused("not valid");
  if (!body) throw new UploadRefused("too small");
  const file = path.join(root, checkedKey(grant.key));
  const partial = `${file}.${randomUUID()}.part`;
  await mkdir(path.dirname(file), { recursive: true });
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > grant.bytes ? new UploadRefused("too large") : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream), limit, createWriteStream(partial));
    if (received < grant.bytes) throw new UploadRefused("too small");
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
