// Instagram fetches a post's picture itself, from a public address, while it makes the media container.
// The address names the image only through a signed, expiring token (nobody can guess another image's),
// and what it serves is the picture as Instagram takes it: a JPEG cropped into 4:5 to 1.91:1 (sharp), made
// once per image (when a post with it is scheduled, or at the first fetch) and kept beside the original, so
// a burst of scheduled posts costs Meta's fetches a read each, not a conversion each.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { toInstagramJpeg } from "@/lib/integrations/instagram/prepare-image";

const PURPOSE = "instagram-image";
/** Meta fetches within minutes; a container lives 24 hours, and a retried delivery makes a new address. */
export const INSTAGRAM_IMAGE_TTL_MS = 24 * 60 * 60_000;
const NOT_FOUND = "We couldn't find that image.";

/** The public address Instagram fetches the image from. */
export function instagramImageUrl(imageId: string, now = Date.now()): string {
  return `${env.APP_URL}/api/media/${createSignedToken(PURPOSE, imageId, INSTAGRAM_IMAGE_TTL_MS, undefined, now)}`;
}

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

/** The image a token names, as a JPEG Instagram accepts; NOT_FOUND for a token forged or expired, or an image gone or unreadable. */
export async function readInstagramImage(token: string): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: "image/jpeg"; expiresIn: number }> {
  const imageId = readSignedToken<string>(PURPOSE, token);
  const data = typeof imageId === "string" ? await instagramJpegOf(imageId) : null;
  // Instagram is told there is nothing to fetch, and says so.
  if (!data) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { data, contentType: "image/jpeg", expiresIn: INSTAGRAM_IMAGE_TTL_MS / 1000 };
}
