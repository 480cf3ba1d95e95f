// A channel that fetches a post's pictures itself (its rules' `images.fetchedByLink`: Instagram, while it makes the
// media containers) is given a public address for each. The address names the picture and its post only through a
// signed, expiring token (nobody can guess another's), and it answers only while that post exists, still has the
// picture and still has a delivery to such a channel under way: a post deleted, or already out, takes its
// pictures' addresses with it. What it serves is the picture as those channels take it, made once (when a post with
// it is scheduled, or at the first fetch) and kept, so a burst of scheduled posts costs the channel's fetches a read
// each, not a conversion each: the AI image as a JPEG cropped into 4:5 to 1.91:1 (sharp), kept beside the original;
// an owner's photo as its publishing copy for the post (lib/media/publish-copy.ts), cut around its focus point.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { CHANNEL_FACTS, channelFacts } from "@/lib/channels/facts";
import { createSignedToken, readSignedTokenWithExpiry } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { toInstagramJpeg } from "@/lib/channels/instagram/prepare-image";
import type { Prisma } from "@/lib/generated/prisma/client";
import { copyRulesFor, publishCopy, type CopyRules } from "@/lib/media/publish-copy";
import { copySourceOf, postPhotosSelect } from "@/lib/posts/post-photos";

// The token's purpose keeps its first name, so addresses made before it was renamed still answer.
const PURPOSE = "instagram-image";
/** Meta fetches within minutes; a container lives 24 hours, and a retried delivery makes a new address. */
export const PICTURE_LINK_TTL_MS = 24 * 60 * 60_000;
const NOT_FOUND = "We couldn't find that image.";

/** An AI image of a post; or an owner's photo of a post, copied by these rules. */
type MediaToken = { image: string; post: number } | { photo: string; post: number; fit: CopyRules };

const linkOf = (token: MediaToken, now: number) =>
  `${env.APP_URL}/api/media/${createSignedToken<MediaToken>(PURPOSE, token, PICTURE_LINK_TTL_MS, undefined, now)}`;

/** The public address a channel fetches the AI image of a post from. */
export const pictureLink = (imageId: string, postId: number, now = Date.now()) => linkOf({ image: imageId, post: postId }, now);

/** The public address a channel fetches an owner's photo of a post from, as its copy by `fit`. */
export const photoLink = (photoId: string, postId: number, fit: CopyRules, now = Date.now()) => linkOf({ photo: photoId, post: postId, fit }, now);

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

/** Posts with a delivery to a channel that fetches by link still under way: those whose pictures are still fetched. */
const stillFetching = { platforms: { some: { platform: { in: FETCHED_BY_LINK }, status: { in: [...FETCHING] } } } } satisfies Prisma.PostWhereInput;

/** The copy of an owner's photo a token names, while its post still has it and still fetches it; null otherwise. */
async function linkedPhotoOf(photoId: string, postId: number, fit: CopyRules): Promise<Uint8Array<ArrayBuffer> | null> {
  const row = await db.postPhoto.findFirst({ where: { photoId, postId, post: stillFetching }, select: postPhotosSelect.select });
  const copy = row && (await publishCopy(copySourceOf(row.photo), fit).catch(() => null));
  return copy && new Uint8Array(copy);
}

/**
 * The picture a token names, as a JPEG those channels accept, and for how many more seconds the token holds.
 * NOT_FOUND for a token forged or expired, a post gone or no longer needing the picture, or a picture unreadable.
 */
export async function readLinkedPicture(
  token: string,
  now = Date.now(),
): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: "image/jpeg"; expiresIn: number }> {
  const signed = readSignedTokenWithExpiry<MediaToken>(PURPOSE, token, undefined, now);
  const wanted = signed && Number.isSafeInteger(signed.payload?.post) ? signed.payload : null;
  let data: Uint8Array<ArrayBuffer> | null = null;
  if (wanted && "image" in wanted && typeof wanted.image === "string") {
    const needed = await db.generatedImage.findFirst({
      where: { id: wanted.image, posts: { some: { id: wanted.post, ...stillFetching } } },
      select: { instagramJpeg: true },
    });
    data = needed ? (needed.instagramJpeg ?? (await linkedJpegOf(wanted.image))) : null;
  } else if (wanted && "photo" in wanted && typeof wanted.photo === "string") {
    data = await linkedPhotoOf(wanted.photo, wanted.post, wanted.fit);
  }
  // The channel is told there is nothing to fetch, and says so.
  if (!data) throw new AppError("NOT_FOUND", NOT_FOUND);
  return { data, contentType: "image/jpeg", expiresIn: Math.floor((signed!.expiresAt - now) / 1000) };
}

/**
 * Makes, ahead of its due time, what a scheduled post's channels will fetch by link: its AI image's JPEG, or each of
 * its photos' copies for each such channel it goes to.
 */
export async function prepareLinkedPictures(postId: number): Promise<void> {
  const post = await db.post.findUnique({
    where: { id: postId },
    select: { imageId: true, photos: postPhotosSelect, platforms: { where: { platform: { in: FETCHED_BY_LINK } }, select: { platform: true } } },
  });
  if (!post) return;
  if (post.imageId) await linkedJpegOf(post.imageId);
  const photos = post.photos.map(({ photo }) => copySourceOf(photo));
  for (const platform of new Set(post.platforms.map((p) => p.platform))) {
    const fit = copyRulesFor(channelFacts(platform).rules.images, photos);
    for (const photo of photos) await publishCopy(photo, fit);
  }
}
