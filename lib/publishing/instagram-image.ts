// Instagram fetches a post's picture itself, from a public address, while it makes the media container.
// The address names the image only through a signed, expiring token (nobody can guess another image's),
// and what it serves is the picture as Instagram takes it: a JPEG cropped into 4:5 to 1.91:1 (sharp).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { toInstagramJpeg, type InstagramJpeg } from "@/lib/integrations/instagram/prepare-image";

const PURPOSE = "instagram-image";
/** Meta fetches within minutes; a container lives 24 hours, and a retried delivery makes a new address. */
export const INSTAGRAM_IMAGE_TTL_MS = 24 * 60 * 60_000;
const NOT_FOUND = "We couldn't find that image.";

/** The public address Instagram fetches the image from. */
export function instagramImageUrl(imageId: string, now = Date.now()): string {
  return `${env.APP_URL}/api/media/${createSignedToken(PURPOSE, imageId, INSTAGRAM_IMAGE_TTL_MS, undefined, now)}`;
}

/** The image a token names, as a JPEG Instagram accepts; NOT_FOUND for a token forged, expired or for a deleted image. */
export async function readInstagramImage(token: string): Promise<InstagramJpeg & { expiresIn: number }> {
  const imageId = readSignedToken<string>(PURPOSE, token);
  const image = typeof imageId === "string" ? await db.generatedImage.findUnique({ where: { id: imageId }, select: { data: true } }) : null;
  if (!image) throw new AppError("NOT_FOUND", NOT_FOUND);
  try {
    return { ...(await toInstagramJpeg(image.data)), expiresIn: INSTAGRAM_IMAGE_TTL_MS / 1000 };
  } catch {
    // Stored bytes sharp can't read: Instagram is told there is nothing to fetch, and says so.
    throw new AppError("NOT_FOUND", NOT_FOUND);
  }
}
