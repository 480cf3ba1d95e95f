// What a number of credits buys, in words a shop owner reads at a glance: "about 9 posts with pictures, or 120
// without". Every screen that shows credits shows this beside them, and so does the low-credit notice.
import "server-only";
import { TYPICAL_TEXT_CREDITS } from "./credit-costs";
import { env } from "@/lib/env";
import type { Format } from "@/lib/format";

/**
 * Counted as drafts are charged: a typical text at the form's default length (the tokens the model uses), and
 * with a picture the flat image cost on top. Whole posts only: a draft is written whole or not at all.
 * Counts of 100 and more are cut down to two significant figures (777 reads "770"), never up: "about" is an
 * estimate, not a promise of more than the credits pay for.
 */
export function whatCreditsBuy(credits: number, format: Format): string {
  const text = TYPICAL_TEXT_CREDITS.MEDIUM;
  const withoutPictures = roughly(Math.floor(credits / text));
  const withPictures = roughly(Math.floor(credits / (text + env.IMAGE_CREDIT_COST)));
  // Also catches a balance that is not a number: it buys nothing either.
  if (!(withoutPictures >= 1)) return "not enough for a post";
  if (withPictures < 1) return withoutPictures === 1 ? "about 1 post without a picture" : `about ${format.number(withoutPictures)} posts without pictures`;
  const first = withPictures === 1 ? "about 1 post with a picture" : `about ${format.number(withPictures)} posts with pictures`;
  return `${first}, or ${format.number(withoutPictures)} without`;
}

/** `count` (a whole number) cut down to its first two digits from 100 on: 121 → 120, 4,772,185 → 4,700,000. */
function roughly(count: number): number {
  if (!(count >= 100)) return count;
  const step = 10 ** (String(count).length - 2);
  return Math.floor(count / step) * step;
}
