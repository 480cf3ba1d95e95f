// A channel that fetches a post's picture itself (its rules' `images.fetchedByLink`: Instagram, while it makes the
// media container) is given a public address. The address names the image and its post only through a signed,
// expiring token (nobody can guess another image's), and it answers only while that post exists, still has the
// picture and still has a delivery to such a channel under way: a post deleted, or already out, takes its
// picture's address with it. What it serves is the picture as those channels take it: a JPEG cropped into 4:5 to
// 1.91:1 (sharp), made once per image (when a post with it is scheduled, or at the first fetch) and kept beside
// the original, so a burst of scheduled posts costs the channel's fetches a read each, not a conversion each.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { CHANNEL_FACTS } from "@/lib/channels/facts";
import { createSignedToken, readSignedTokenWithExpiry } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { toInstagramJpeg } from "@/lib/channels/instagram/prepare-image";

// The token's purpose keeps its first name, so addresses made before it was renamed still answer.
const PURPOSE = "instagram-image";
/** Meta fetches within minutes; a container lives 24 hours, and a retried delivery makes a new address. */
export const PICTURE_LINK_TTL_MS = 24 * 60 * 60_000;
const NOT_FOUND = "We couldn't find that image.";

type MediaToken = { image: string; post: number };

/** The public address a channel fetches the picture of a post from. */
export function pictureLink(imageId: string, postId: number, now = Date.now()): string {
  return `${env.APP_URL}/api/media/${createSignedToken<MediaToken>(PURPOSE, { image: imageId, post: postId }, PICTURE_LINK_TTL_MS, undefined, now)}`;
}

/** A delivery in these states may still be fetching the picture; after them, nothing will. */
const FETCHING = ["PENDING", "SENDING"] as const;

/** The channels that fetch pictures by link. */
const FETCHED_BY_LINK = CHANNEL_FACTS.filter((facts) => facts.rules.images.fetchedByLink).map((facts) => facts.key);

/**
 * The image as the channels that fetch it take it: the JPEG kept for it, or made from the original now and
 * kept. null for an image that is gone, or whose stored bytes sharp can't read.
 */
export async function linkedJpegOf(imageId: string): Promise<Uint8Array<ArrayBuffer> | null> {
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
 * The picture a token names, as a JPEG those channels accept, and for how many more seconds the token holds.
 * NOT_FOUND for a token forged or expired, a post gone or no longer needing the picture, or an image unreadable.
 */
export async function readLinkedPicture(
  token: string,
  now = Date.now(),
): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: "image/jpeg"; expiresIn: number }> {
  const signed = readSignedTokenWithExpiry<MediaToken>(PURPOSE, token, undefined, now);
  const wanted = signed && typeof signed.payload?.image === "string" && Number.isSafeInteger(signed.payload.post) ? signed.payload : null;
  const needed =
    wanted &&
    (await db.generatedImage.findFirst({
      where: {
        id: wanted.image,
        posts: { some: { id: wanted.post, platforms: { some: { platform: { in: FETCHED_BY_LINK }, status: { in: [...FETCHING] } } } } },
      },
      select: { instagramJpeg: true },
    }));
  const data = needed ? (needed.instagramJpeg ?? (await linkedJpegOf(wanted.image))) : null;
  // The channel is told there is nothing to fetch, and says so.
  if (!data) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { data, contentType: "image/jpeg", expiresIn: Math.floor((signed!.expiresAt - now) / 1000) };
}
