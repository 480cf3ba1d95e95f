// How a post's text is counted against a channel's limits (lib/channels/rules.ts): characters as code points,
// hashtags and @-mentions at a word's start, as Instagram's content-publishing reference counts them. The
// previews, the server's checks and the sandbox channels' refusals all count with these. Shared with the browser.

/** Hashtags and @-mentions as Instagram counts them: a # or @ at a word's start (not in a link), then word characters. */
export function countTags(text: string): { hashtags: number; mentions: number } {
  return {
    hashtags: text.match(/(^|[^\p{L}\p{N}_/&])#[\p{L}\p{N}_]+/gu)?.length ?? 0,
    mentions: text.match(/(^|[^\p{L}\p{N}_.])@[\p{L}\p{N}_.]+/gu)?.length ?? 0,
  };
}

/** Characters as the platforms count them (code points, so an emoji is one). */
export const characterCount = (text: string) => [...text].length;
