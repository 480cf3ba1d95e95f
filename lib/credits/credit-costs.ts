import type { PostLength } from "@/lib/writing/vocabulary";
// What posts cost in credits, for the screens that estimate before anything is spent (the workspace form,
// the pricing copy, the trial). The server charges what was used: the model's tokens for the text, plus
// the flat image cost (env.IMAGE_CREDIT_COST), which the server passes to these helpers.

/** A typical text's tokens at each length: a brand profile's prompt (about 300) plus the reply. */
export const TYPICAL_TEXT_CREDITS: Record<PostLength, number> = { SHORT: 380, MEDIUM: 450, LONG: 650 };

export const TRIAL_DAYS = 14;
/** A trial buys about this many posts with images. */
export const TRIAL_POSTS = 10;

export function trialCredits(imageCost: number): number {
  return TRIAL_POSTS * (TYPICAL_TEXT_CREDITS.MEDIUM + imageCost);
}
