// What Instagram checks before it takes a post, and the Graph error replies it refuses with, in its own
// codes and words: the image it fetches from the post's public address (JPEG only, at most 8 MB, 4:5 to
// 1.91:1), the caption (2,200 characters, 30 hashtags, 20 mentions), and the refusals of media_publish.
// The sandbox Instagram answers with these, and so does the wire-format double the real client is tested
// against, so the two can't drift apart.
import "server-only";
import sharp from "sharp";
import { characterCount, countTags } from "../counting";
import { INSTAGRAM_FACTS } from "./facts";
import { INSTAGRAM_MAX_RATIO, INSTAGRAM_MIN_RATIO } from "./prepare-image";
import { CAROUSEL_MAX_ITEMS, CAROUSEL_MIN_ITEMS } from "./types";

/** A Graph API error reply, as Instagram sends it (HTTP 400). */
export type InstagramRefusal = {
  error: { message: string; type: string; code: number; error_subcode?: number; error_user_title?: string; error_user_msg?: string; fbtrace_id: string };
};

/** An image as Instagram fetched it, read with sharp. */
export type FetchedImage = { bytes: Buffer; format: string; width: number; height: number };

export const INSTAGRAM_MAX_IMAGE_BYTES = 8 * 1024 * 1024;

type Extra = { subcode?: number; userTitle?: string; userMessage?: string; type?: string };

export function instagramRefusal(code: number, message: string, extra: Extra = {}): InstagramRefusal {
  return {
    error: {
      message,
      type: extra.type ?? "OAuthException",
      code,
      ...(extra.subcode && { error_subcode: extra.subcode }),
      ...(extra.userMessage && { error_user_title: extra.userTitle, error_user_msg: extra.userMessage }),
      fbtrace_id: `A${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`,
    },
  };
}

const cannotFetch = (address: string) =>
  instagramRefusal(9004, "The media could not be fetched from this URI", {
    subcode: 2207052,
    userTitle: "Media download has failed.",
    userMessage: `The media could not be fetched from this URI: ${address}. Please check the URI and try again.`,
  });
/** Instagram gave up waiting for the image: a server error (-2), and a new container may well work. */
const tooSlow = () =>
  instagramRefusal(-2, "Timeout while downloading the media", {
    subcode: 2207003,
    userTitle: "Media download timed out",
    userMessage: "It took too long to download the media. Please try again.",
  });
const tooLarge = () =>
  instagramRefusal(36000, "The image size is too large.", {
    subcode: 2207004,
    userTitle: "Image size too large",
    userMessage: "The image is too large to download. It should be less than 8 MiB.",
  });
const notJpeg = () =>
  instagramRefusal(9004, "Only photo or video can be accepted as media type.", {
    subcode: 2207052,
    userTitle: "Media download has failed.",
    userMessage: "Only photo or video can be accepted as media type.",
  });
const badRatio = (width: number, height: number) =>
  instagramRefusal(36003, "The aspect ratio is not supported.", {
    subcode: 2207009,
    userTitle: "Cannot publish this image",
    userMessage: `The submitted image with aspect ratio ('${width}/${height}',) cannot be published. Please submit an image with a valid aspect ratio.`,
  });

/** A container media_publish can't find (or that is another account's). */
export const mediaNotFound = () =>
  instagramRefusal(24, "The requested resource does not exist", {
    subcode: 2207006,
    userTitle: "Media not found",
    userMessage: "The media with the requested ID cannot be found.",
  });
export const alreadyPublished = () => instagramRefusal(100, "The media has already been published.");
export const notReady = () =>
  instagramRefusal(9007, "Media ID is not available", {
    subcode: 2207027,
    userTitle: "Media not ready for publishing",
    userMessage: "The media is not ready for publishing, please wait for a moment",
  });
export const publishingLimitReached = () =>
  instagramRefusal(9, "Application request limit reached", {
    subcode: 2207042,
    userTitle: "Publishing limit reached",
    userMessage: "You reached maximum number of posts that is allowed to be published by Content Publishing API.",
  });

/** A CAROUSEL container with too few or too many children (the limits are documented, the wording is not: docs/media.md). */
export function carouselSizeRefusal(children: number): InstagramRefusal | null {
  if (children >= CAROUSEL_MIN_ITEMS && children <= CAROUSEL_MAX_ITEMS) return null;
  return instagramRefusal(100, "Invalid parameter", {
    subcode: 2207040,
    userTitle: "Carousel size",
    userMessage: `A carousel holds ${CAROUSEL_MIN_ITEMS} to ${CAROUSEL_MAX_ITEMS} items; this one has ${children}.`,
  });
}

/** A CAROUSEL container naming a child that was not made as a carousel item (`is_carousel_item`). */
export const notACarouselItem = () =>
  instagramRefusal(100, "Invalid parameter", {
    subcode: 2207041,
    userTitle: "Not a carousel item",
    userMessage: "Only containers made with is_carousel_item can be children of a carousel.",
  });

/** media_publish of a carousel's child: only the CAROUSEL container is published. */
export const carouselItemNotPublishable = () =>
  instagramRefusal(100, "Invalid parameter", {
    userTitle: "Carousel item",
    userMessage: "A carousel item can't be published on its own; publish the carousel container.",
  });

/** Which of Instagram's caption limits (its channel's rules) a caption goes past first, by how much. */
function captionExcess(text: string): { over: "characters" | "hashtags" | "mentions"; count: number; limit: number } | null {
  const { maxCharacters, maxHashtags, maxMentions } = INSTAGRAM_FACTS.rules;
  const characters = characterCount(text);
  if (characters > maxCharacters) return { over: "characters", count: characters, limit: maxCharacters };
  const { hashtags, mentions } = countTags(text);
  if (hashtags > maxHashtags) return { over: "hashtags", count: hashtags, limit: maxHashtags };
  if (mentions > maxMentions) return { over: "mentions", count: mentions, limit: maxMentions };
  return null;
}

/** Why Instagram would refuse this caption, counted as the workspace counts it (lib/channels/counting.ts). */
export function captionRefusal(caption: string): InstagramRefusal | null {
  const excess = captionExcess(caption);
  if (!excess) return null;
  const { count, limit } = excess;
  return instagramRefusal(
    100,
    {
      characters: `The caption is too long (${count} characters; the limit is ${limit}).`,
      hashtags: `The caption has too many hashtags (${count}; the limit is ${limit}).`,
      mentions: `The caption mentions too many accounts (${count}; the limit is ${limit}).`,
    }[excess.over],
  );
}

/** The body, or null once it grows past `max` bytes (a larger image is never read whole). */
async function readAtMost(reply: Response, max: number): Promise<Buffer | null> {
  if (!reply.body) return Buffer.alloc(0);
  if (Number(reply.headers.get("content-length")) > max) {
    await reply.body.cancel();
    return null;
  }
  const reader = reply.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** The bytes at a public address, read as Instagram reads them: a JPEG it can use, or its refusal. */
export async function fetchInstagramImage(address: string, timeoutMs = 10_000): Promise<FetchedImage | InstagramRefusal> {
  let bytes: Buffer | null;
  try {
    const reply = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
    if (!reply.ok) return cannotFetch(address);
    bytes = await readAtMost(reply, INSTAGRAM_MAX_IMAGE_BYTES);
  } catch (error) {
    return error instanceof DOMException && error.name === "TimeoutError" ? tooSlow() : cannotFetch(address);
  }
  if (!bytes) return tooLarge();
  if (!(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) return notJpeg();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== "jpeg") return notJpeg();
  const ratio = meta.width / meta.height;
  if (ratio < INSTAGRAM_MIN_RATIO || ratio > INSTAGRAM_MAX_RATIO) return badRatio(meta.width, meta.height);
  return { bytes, format: meta.format, width: meta.width, height: meta.height };
}
