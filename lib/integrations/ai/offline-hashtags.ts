// The offline writer's hashtags: the business name, its industry, and the nouns and names of the post's
// subject, then of the brand story when the subject has too few. Never a stop word of the post's language, a
// time word, a verb or an adjective on its own: a hashtag names a thing the post is about.
import "server-only";
import type { PostBrief } from "@/lib/writing/post-brief";
import { namesOfBrief, nounsIn } from "./offline-nouns";
import { PHRASE_BANKS, type LanguageBank } from "./offline-phrases";

/** The business name, its industry and up to three things the post is about. */
const MAX_TAGS = 5;

const lower = (text: string) => text.toLocaleLowerCase();

function pascal(text: string): string {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

export function hashtagsFor(brief: PostBrief, bank: LanguageBank = PHRASE_BANKS[brief.replyLanguage]): string[] {
  const { brand } = brief;
  const tags = [pascal(brand.name), bank.industryTags[brand.industry]];
  const names = namesOfBrief(brief);
  const nouns = [brief.description, brand.description].flatMap((text) => nounsIn(text, brief.replyLanguage, names));
  const seen = new Set(tags.map(lower));
  for (const noun of nouns) {
    if (tags.length >= MAX_TAGS) break;
    const tag = pascal(noun);
    if (seen.has(lower(tag)) || lower(brand.name).includes(lower(noun))) continue;
    seen.add(lower(tag));
    tags.push(tag);
  }
  return tags.filter(Boolean).map((tag) => `#${tag}`);
}
