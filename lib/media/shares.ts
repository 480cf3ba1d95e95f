// Photos shared to Postloom from a phone's gallery (docs/media.md, "Sharing from the phone"). The share sheet
// POSTs them to /share, signed in or not: they wait in storage under "shares/<id>/<n>", the browser holding the id
// in a cookie, until the workspace, opened by whoever then signs in, adds them to that person's library. Unclaimed,
// they go after SHARE_TTL_MS.
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { objectStore } from "@/lib/storage";
import { MAX_PHOTO_BYTES, POST_PHOTOS_MAX, REFUSALS, refusalOf } from "./limits";
import { photoStore } from "./photo-store";
import { keepPhoto } from "./photos";
import type { Photo, SharedPhotos } from "./schemas";

/** The cookie that holds a share's id in the browser that shared it, for as long as the share waits. */
export const SHARE_COOKIE = "postloom-share";
export const SHARE_TTL_MS = 60 * 60_000;
/** The most a share's request may weigh: a post's photos at their largest, and room for the form around them. */
export const SHARE_BODY_MAX = POST_PHOTOS_MAX * MAX_PHOTO_BYTES + 1024 * 1024;
/** Files past a post's photos are named as not added, up to this many; the rest are counted. */
const NAMED_MAX = 20;
const NAME_MAX = 255;
const KEPT_AT_ONCE = 2;

/** The Set-Cookie header that hands a share's id to the browser, or, with null, takes it back. */
export const shareCookie = (id: string | null) =>
  `${SHARE_COOKIE}=${id ?? ""}; Path=/; Max-Age=${id ? SHARE_TTL_MS / 1000 : 0}; HttpOnly; SameSite=Lax${env.APP_URL.startsWith("https://") ? "; Secure" : ""}`;

export const SHARE_GONE = "Those shared photos are no longer waiting: share them to Postloom again.";
const TOO_MANY = `wasn't added: a post carries at most ${POST_PHOTOS_MAX} photos.`;

/** A file of a share: where its bytes wait, or why it was not kept. */
type SharedFile = { name: string; key: string } | { name: string; refused: string };

const SHARE_ID = /^[A-Za-z0-9_-]{32}$/;
const shareKey = (id: string, n: number) => `shares/${id}/${n}`;
const keysOf = (files: SharedFile[]) => files.flatMap((file) => ("key" in file ? [file.key] : []));

const nameOf = (file: File, n: number) => file.name.trim().slice(0, NAME_MAX) || `Shared photo ${n + 1}`;

/**
 * Keeps what a share sent until it is claimed: the first POST_PHOTOS_MAX files that can be photos, and, for the
 * others, why not. Answers the share's id, for the cookie.
 */
export async function stashShare(files: File[]): Promise<string> {
  const store = photoStore();
  const id = randomBytes(24).toString("base64url");
  const stashed: SharedFile[] = [];
  let kept = 0;
  for (const [n, file] of files.slice(0, POST_PHOTOS_MAX + NAMED_MAX).entries()) {
    const name = nameOf(file, n);
    if (kept === POST_PHOTOS_MAX) stashed.push({ name, refused: TOO_MANY });
    else if (file.size > MAX_PHOTO_BYTES) stashed.push({ name, refused: REFUSALS.tooLarge });
    else if (file.size === 0) stashed.push({ name, refused: REFUSALS.damaged });
    else {
      const key = shareKey(id, kept++);
      await store.write(key, Buffer.from(await file.arrayBuffer()), "application/octet-stream");
      stashed.push({ name, key });
    }
  }
  const unnamed = files.length - stashed.length;
  if (unnamed > 0) stashed.push({ name: `${unnamed} more`, refused: TOO_MANY.replace("wasn't", "weren't") });
  await db.share.create({ data: { id, files: stashed } });
  return id;
}

/**
 * Adds a waiting share's photos to the owner's library, in the order they were shared (one already there is
 * answered as it is), and lets the share go. A file the library refuses (not a photo, the quota reached) is named
 * with why; anything else (no subscription, storage down) leaves the share waiting, to be claimed again.
 */
export async function claimShare(userId: string, id: string | null, now = new Date()): Promise<SharedPhotos> {
  const share =
    id && SHARE_ID.test(id)
      ? await db.share.findFirst({ where: { id, createdAt: { gt: new Date(now.getTime() - SHARE_TTL_MS) } }, select: { id: true, files: true } })
      : null;
  if (!share) throw new AppError("NOT_FOUND", SHARE_GONE);
  const files = share.files as SharedFile[];
  const store = photoStore();
  const keep = async (file: SharedFile): Promise<Photo | string> => {
    if ("refused" in file) return refusalOf(file.name, file.refused);
    const bytes = await store.read(file.key);
    if (!bytes) return refusalOf(file.name, REFUSALS.damaged);
    try {
      return (await keepPhoto(userId, file.name, bytes)).photo;
    } catch (error) {
      if (error instanceof AppError && error.code === "VALIDATION_ERROR") return error.message;
      throw error;
    }
  };
  // Two at a time, as the decoder takes them (process-photo.ts): the share's other files wait in storage, not in memory.
  const kept: (Photo | string)[] = [];
  for (let i = 0; i < files.length; i += KEPT_AT_ONCE) kept.push(...(await Promise.all(files.slice(i, i + KEPT_AT_ONCE).map(keep))));
  await db.share.deleteMany({ where: { id: share.id } });
  await store.remove(keysOf(files));
  const photos = kept.filter((photo): photo is Photo => typeof photo !== "string");
  return {
    // The same photo shared twice is on the post once.
    photos: photos.filter((photo, index) => photos.findIndex((other) => other.id === photo.id) === index),
    refused: kept.filter((refusal): refusal is string => typeof refusal === "string"),
  };
}

/**
 * Lets go of shares nobody claimed within SHARE_TTL_MS, at most `limit` a round; answers how many. Run by the
 * background rounds beside dropAbandonedUploads.
 */
export async function dropExpiredShares({ now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {}): Promise<number> {
  const expired = await db.$queryRaw<{ id: string; files: SharedFile[] }[]>`
    DELETE FROM "Share" WHERE "id" IN (
      SELECT "id" FROM "Share" WHERE "createdAt" < ${new Date(now.getTime() - SHARE_TTL_MS)}
      ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "files"`;
  const store = objectStore();
  if (store && expired.length) await store.remove(expired.flatMap((share) => keysOf(share.files)));
  return expired.length;
}
