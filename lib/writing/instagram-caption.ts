// How a caption is counted against Instagram's limits (its content-publishing reference): characters as
// code points, hashtags and @-mentions at a word's start. It sits below the domains and the integrations, so
// channels' rules (lib/channels/rules.ts) and the sandbox Instagram's refusals count alike.

export const INSTAGRAM_MAX_CHARACTERS = 2_200;
export const INSTAGRAM_MAX_HASHTAGS = 30;
export const INSTAGRAM_MAX_MENTIONS = 20;

/** Hashtags and @-mentions as Instagram counts them: a # or @ at a word's start (not in a link), then word characters. */
export function countTags(text: string): { hashtags: number; mentions: number } {
  return {
    hashtags: text.match(/(^|[^\p{L}\p{N}_/&])#[\p{L}\p{N}_]+/gu)?.length ?? 0,
    mentions: text.match(/(^|[^\p{L}\p{N}_.])@[\p{L}\p{N}_.]+/gu)?.length ?? 0,
  };
}

/** Characters as the platforms count them (code points, so an emoji is one). */
export const characterCount = (text: string) => [...text].length;

/** Which of Instagram's caption limits a caption goes past first, by how much. */
export type CaptionExcess = { over: "characters" | "hashtags" | "mentions"; count: number; limit: number };

export function instagramCaptionExcess(text: string): CaptionExcess | null {
  const characters = characterCount(text);
  if (characters > INSTAGRAM_MAX_CHARACTERS) return { over: "characters", count: characters, limit: INSTAGRAM_MAX_CHARACTERS };
  const { hashtags, mentions } = countTags(text);
  if (hashtags > INSTAGRAM_MAX_HASHTAGS) return { over: "hashtags", count: hashtags, limit: INSTAGRAM_MAX_HASHTAGS };
  if (mentions > INSTAGRAM_MAX_MENTIONS) return { over: "mentions", count: mentions, limit: INSTAGRAM_MAX_MENTIONS };
  return null;
}
