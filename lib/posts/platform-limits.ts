// What each platform accepts in a post's text, shared by the previews, the publish dialog and the server.
// Facebook's limit is its own; Instagram's caption rules are from its content-publishing reference.
export const FACEBOOK_MAX_CHARACTERS = 63_206;

export const INSTAGRAM_MAX_CHARACTERS = 2_200;
export const INSTAGRAM_MAX_HASHTAGS = 30;
export const INSTAGRAM_MAX_MENTIONS = 20;
/** Instagram's feed shows about this much of a caption, then '… more'. */
export const INSTAGRAM_FEED_CHARACTERS = 125;

/** Hashtags and @-mentions as Instagram counts them: a # or @ at a word's start (not in a link), then word characters. */
export function countTags(text: string): { hashtags: number; mentions: number } {
  return {
    hashtags: text.match(/(^|[^\p{L}\p{N}_/&])#[\p{L}\p{N}_]+/gu)?.length ?? 0,
    mentions: text.match(/(^|[^\p{L}\p{N}_.])@[\p{L}\p{N}_.]+/gu)?.length ?? 0,
  };
}

/** Characters as the platforms count them (code points, so an emoji is one). */
export const characterCount = (text: string) => [...text].length;

/** Instagram publishes no post without a picture. */
export const INSTAGRAM_NEEDS_IMAGE = "Instagram needs an image. Add one to this post, or choose only Facebook.";

/** Why Instagram would refuse this caption, in the owner's words; null when it is fine. */
export function instagramCaptionProblem(text: string): string | null {
  const length = characterCount(text);
  if (length > INSTAGRAM_MAX_CHARACTERS) return `Instagram captions can be at most 2,200 characters; this one has ${length.toLocaleString("en-US")}.`;
  const { hashtags, mentions } = countTags(text);
  if (hashtags > INSTAGRAM_MAX_HASHTAGS) return `Instagram allows at most 30 hashtags; this caption has ${hashtags}.`;
  if (mentions > INSTAGRAM_MAX_MENTIONS) return `Instagram allows at most 20 @-mentions; this caption has ${mentions}.`;
  return null;
}
