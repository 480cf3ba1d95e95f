// What each platform accepts in a post's text, shared by the previews, the publish dialog and the server.
// Facebook's limit is its own; Instagram's caption rules are from its content-publishing reference, counted
// as lib/writing/instagram-caption.ts counts them (the sandbox Instagram counts alike).
import {
  characterCount,
  countTags,
  INSTAGRAM_MAX_CHARACTERS,
  INSTAGRAM_MAX_HASHTAGS,
  INSTAGRAM_MAX_MENTIONS,
  instagramCaptionExcess,
} from "@/lib/writing/instagram-caption";

export { characterCount, countTags, INSTAGRAM_MAX_CHARACTERS, INSTAGRAM_MAX_HASHTAGS, INSTAGRAM_MAX_MENTIONS };

export const FACEBOOK_MAX_CHARACTERS = 63_206;

/** Instagram's feed shows about this much of a caption, then '… more'. */
export const INSTAGRAM_FEED_CHARACTERS = 125;

/** Instagram publishes no post without a picture. */
export const INSTAGRAM_NEEDS_IMAGE = "Instagram needs an image. Add one to this post, or choose only Facebook.";

/** Why Instagram would refuse this post (no picture, or its caption), in the owner's words; null when it wouldn't. */
export function instagramPostProblem(text: string, hasImage: boolean): string | null {
  return hasImage ? instagramCaptionProblem(text) : INSTAGRAM_NEEDS_IMAGE;
}

/** Why Instagram would refuse this caption, in the owner's words; null when it is fine. */
export function instagramCaptionProblem(text: string): string | null {
  const excess = instagramCaptionExcess(text);
  if (!excess) return null;
  const { count } = excess;
  return {
    characters: `Instagram captions can be at most 2,200 characters; this one has ${count.toLocaleString("en-US")}.`,
    hashtags: `Instagram allows at most 30 hashtags; this caption has ${count}.`,
    mentions: `Instagram allows at most 20 @-mentions; this caption has ${count}.`,
  }[excess.over];
}
