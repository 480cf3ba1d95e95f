// Instagram fetches a post's picture itself, from a public address, while it makes the media container.
// The address names the image and its post only through a signed, expiring token (nobody can guess another
// image's), and it answers only while that post exists, still has the picture and still has an Instagram
// delivery under way: a post deleted, or already on Instagram, takes its picture's address with it. What it serves is the picture as Instagram takes it: a JPEG cropped into 4:5 to 1.91:1 (sharp), made
// once per image (when a post with it is scheduled, or at the first fetch) and kept beside the original, so
// a burst of scheduled posts costs Meta's fetches a read each, not a conversion each.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { createSignedToken, readSignedTokenWithExpiry } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { toInstagramJpeg } from "@/lib/integrations/instagram/prepare-image";

const PURPOSE = "instagram-image";
/** Meta fetches within minutes; a container lives 24 hours, and a retried delivery makes a new address. */
export const INSTAGRAM_IMAGE_TTL_MS = 24 * 60 * 60_000;
const NOT_FOUND = "We couldn't find that image.";

type MediaToken = { image: string; post: number };

/** The public address Instagram fetches the picture of a post from. */
export function instagramImageUrl(imageId: string, postId: number, now = Date.now()): string {
  return `${env.APP_URL}/api/media/${createSignedToken<MediaToken>(PURPOSE, { image: imageId, post: postId }, INSTAGRAM_IMAGE_TTL_MS, undefined, now)}`;
}

/** An Instagram delivery in these states may still be fetching the picture; after them, nothing will. */
const FETCHING = ["PENDING", "SENDING"] as const;

/**
 * The image as Instagram takes it: the JPEG kept for it, or made from the original now and kept. null for
 * an image that is gone, or whose stored bytes sharp can't read.
 */
export async function instagramJpegOf(imageId: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const kept = await db.generatedImage.findUnique({ where: { id: imageId }, select: { instagramJpeg: true } });
  if (!kept) return null;
  if (kept.instagramJpeg) return kept.instagramJpeg;
  const original = await db.generatedImage.findUnique({ where: { id: imageId }, select: { data: true } });
  const jpeg = original && (await toInstagramJpeg(original.data).catch(() => null));
  if (!jpeg) return null;
  const data = new Uint8Array(jpeg.data);
  await db.generatedImage.updateMany({ where: { id: imageId }, data: { instagramJpeg: data } });
  return data;
}

/**
 * The picture a token names, as a JPEG Instagram accepts, and for how many more seconds the token holds.
 * NOT_FOUND for a token forged or expired, a post gone or no longer needing the picture, or an image unreadable.
 */
export async function readInstagramImage(
  token: string,
  now = Date.now(),
): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: "image/jpeg"; expiresIn: number }> {
  const signed = readSignedTokenWithExpiry<MediaToken>(PURPOSE, token, undefined, now);
  const wanted = signed && typeof signed.payload?.image === "string" && Number.isSafeInteger(signed.payload.post) ? signed.payload : null;
  const needed =
    wanted &&
    (await db.generatedImage.findFirst({
      where: { id: wanted.image, posts: { some: { id: wanted.post, platforms: { some: { platform: "INSTAGRAM", status: { in: [...FETCHING] } } } } } },
      select: { instagramJpeg: true },
    }));
  const data = needed ? (needed.instagramJpeg ?? (await instagramJpegOf(wanted.image))) : null;
  // Instagram is told there is nothing to fetch, and says so.
  if (!data) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { data, contentType: "image/jpeg", expiresIn: Math.floor((signed!.expiresAt - now) / 1000) };
}
