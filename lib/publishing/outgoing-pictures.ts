// A post's pictures as one channel is sent them (lib/channels/channel.ts OutgoingPicture): the owner's photos, each
// as its copy for the channel (lib/media/publish-copy.ts), or the AI image; as bytes, or as signed links to a channel
// that fetches them (picture-link.ts); each with what it shows, for screen readers.
import "server-only";
import type { Channel, OutgoingPicture } from "@/lib/channels";
import type { Prisma } from "@/lib/generated/prisma/client";
import { copyRulesFor, publishCopy } from "@/lib/media/publish-copy";
import { copySourceOf } from "@/lib/posts/post-photos";
import type { LoadedPost, Picture } from "./delivery-triage";
import { photoLink, pictureLink } from "./picture-link";

/** What the owner wrote the AI image should show. */
function imageDescriptionOf(request: Prisma.JsonValue): string | undefined {
  const description = (request as { imageDescription?: unknown } | null)?.imageDescription;
  return typeof description === "string" && description.trim() ? description.trim() : undefined;
}

/** Said when a photo's copy can't be read or made: nothing was sent, and the delivery is tried again. */
export const PICTURES_UNREADABLE = "The post's photos could not be read just now";

/**
 * The post's pictures for `channel`, in order. `imageBytes` is the AI image's, read with the run's posts. Throws
 * PICTURES_UNREADABLE (as an Error) when a photo's copy is missing.
 */
export async function outgoingPictures(post: LoadedPost, channel: Channel, imageBytes: Picture | undefined, now: number): Promise<OutgoingPicture[]> {
  const { images } = channel.facts.rules;
  if (post.photos.length) {
    const photos = post.photos.map(({ photo }) => copySourceOf(photo));
    const fit = copyRulesFor(images, photos);
    return Promise.all(
      photos.map(async (photo) => {
        const altText = photo.altText.trim() || undefined;
        if (images.fetchedByLink) return { url: photoLink(photo.id, post.id, fit, now), altText };
        const copy = await publishCopy(photo, fit);
        if (!copy) throw new Error(PICTURES_UNREADABLE);
        return { data: new Uint8Array(copy), contentType: "image/jpeg", altText };
      }),
    );
  }
  if (!post.imageId) return [];
  const altText = imageDescriptionOf(post.request);
  if (images.fetchedByLink) return [{ url: pictureLink(post.imageId, post.id, now), altText }];
  return imageBytes ? [{ ...imageBytes, altText }] : [];
}
