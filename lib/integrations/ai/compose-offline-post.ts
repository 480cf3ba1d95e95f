// The offline writer's composer: a deterministic post from the brief, built from the phrase banks.
// Same brief, same post; a different brief picks different phrases. It honours the post type, tone,
// length (about 50/150/300 words), reply language, brand emphasis, hashtags and links.
import "server-only";
import { brandEmphasisLevel } from "@/lib/posts/brand-emphasis";
import { TARGET_WORDS } from "@/lib/posts/build-prompt";
import type { PostBrief } from "@/lib/posts/post-brief";
import { PHRASE_BANKS, STOPWORDS, type LanguageBank } from "./offline-phrases";

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** FNV-1a: a small stable hash, so phrase choices vary with the brief but never between runs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function sentences(text: string): string[] {
  return (
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^.!?…]+[.!?…]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

/** Trailing punctuation off, so a template can end the sentence its own way. */
function bare(text: string): string {
  return text.trim().replace(/[\s.!?…,;:]+$/u, "");
}

/** The first `maxWords` words of the first sentence (an ellipsis marks a cut). */
function clip(text: string, maxWords: number): string {
  const first = bare(sentences(text)[0] ?? "");
  const words = first.split(" ").filter(Boolean);
  return words.length <= maxWords ? first : `${bare(words.slice(0, maxWords).join(" "))}…`;
}

/** Whole sentences up to `maxWords` words (at least the first one, clipped). */
function clipSentences(text: string, maxWords: number): string {
  const kept: string[] = [];
  let count = 0;
  for (const sentence of sentences(text)) {
    const n = countWords(sentence);
    if (kept.length && count + n > maxWords) break;
    kept.push(sentence);
    count += n;
  }
  if (!kept.length) return "";
  return count > maxWords ? clip(kept[0]!, maxWords) : bare(kept.join(" "));
}

function hungarianArticle(name: string): string {
  return /^[aáeéiíoóöőuúüű]/i.test(name.trim()) ? "az" : "a";
}

type Vars = Record<"topic" | "brand" | "about" | "aboutLong" | "audience" | "pains", string>;

function fill(template: string, vars: Vars): string {
  const article = hungarianArticle(vars.brand);
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "az") return `${article} ${vars.brand}`;
    if (key === "Az") return `${article[0]!.toUpperCase()}${article.slice(1)} ${vars.brand}`;
    return vars[key as keyof Vars] ?? "";
  });
}

const CLIP_WORDS = {
  SHORT: { topic: 14, about: 10, aboutLong: 18, audience: 8, pains: 8, detail: 0 },
  MEDIUM: { topic: 22, about: 18, aboutLong: 32, audience: 14, pains: 14, detail: 40 },
  LONG: { topic: 28, about: 24, aboutLong: 45, audience: 20, pains: 20, detail: 70 },
} as const;

function pascal(text: string): string {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/** 3 to 5 hashtags: the business name, its industry, and keywords of the post's subject (or the brand story). */
export function hashtagsFor(brief: PostBrief, bank: LanguageBank = PHRASE_BANKS[brief.replyLanguage]): string[] {
  const tags = [pascal(brief.brand.name), bank.industryTags[brief.brand.industry]];
  const source = brief.description.trim() || brief.brand.description;
  for (const word of source.match(/\p{L}{5,}/gu) ?? []) {
    if (tags.length >= 5) break;
    if (STOPWORDS.has(word.toLowerCase())) continue;
    tags.push(pascal(word));
  }
  const seen = new Set<string>();
  return tags.filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase())).map((tag) => `#${tag}`);
}

type Piece = { text: string; /** lower drops first when a short post runs over */ keep: number };

export function composeOfflinePost(brief: PostBrief): string {
  const bank = PHRASE_BANKS[brief.replyLanguage];
  const tone = bank.tones[brief.postTone];
  const level = brandEmphasisLevel(brief.weight);
  const target = TARGET_WORDS[brief.postLength];
  const clipAt = CLIP_WORDS[brief.postLength];
  const seed = hashString(JSON.stringify(brief));
  const pick = <T>(list: readonly T[], slot: number): T => list[(seed + slot * 7919) % list.length]!;

  const topicSentences = sentences(brief.description);
  const vars: Vars = {
    topic: topicSentences.length ? clip(topicSentences[0]!, clipAt.topic) : bank.topicFallback,
    brand: brief.brand.name.trim() || "Your Brand",
    about: clip(brief.brand.description, clipAt.about),
    aboutLong: clipSentences(brief.brand.description, clipAt.aboutLong),
    audience: clip(brief.brand.targetAudience, clipAt.audience),
    pains: clip(brief.brand.painPoints, clipAt.pains),
  };

  const opening = fill(pick(tone.openings, 1), vars);
  const detail = clipAt.detail ? clipSentences(topicSentences.slice(1).join(" "), clipAt.detail) : "";
  const cta = fill(pick(tone.ctas, 2), vars);

  // Brand emphasis decides how much of the profile is woven in (PRODUCT-SPEC §9 bands).
  const brandPieces: Piece[] = [];
  if (level >= 4) brandPieces.push({ text: fill(bank.storyLine, vars), keep: 4 });
  else if (level >= 1) brandPieces.push({ text: fill(pick(tone.brandLines, 3), vars), keep: 4 });
  if (level >= 2 && vars.audience) brandPieces.push({ text: fill(pick(bank.audienceLines, 4), vars), keep: 3 });
  if (level >= 3 && vars.pains) brandPieces.push({ text: fill(pick(bank.painLines, 5), vars), keep: 2 });
  if (level >= 3) brandPieces.push({ text: bank.industryLines[brief.brand.industry], keep: 1 });
  if (level >= 4) brandPieces.push({ text: fill(bank.brandEcho, vars), keep: 3 });

  let detailText = "";
  const body: string[] = [];
  const words = () =>
    countWords(opening) +
    countWords(cta) +
    countWords(detailText) +
    brandPieces.reduce((n, p) => n + countWords(p.text), 0) +
    body.reduce((n, l) => n + countWords(l), 0);

  // A short post keeps its brand lines only while they fit: the least important go first.
  while (words() > target * 1.3 && brandPieces.length > 1) {
    const lowest = brandPieces.reduce((min, p) => (p.keep < min.keep ? p : min));
    brandPieces.splice(brandPieces.indexOf(lowest), 1);
  }
  if (detail && words() + countWords(detail) <= target * 1.1) detailText = detail;

  // Fill up to the target length with body lines, in an order the brief decides.
  const start = seed % bank.body.length;
  const rotated = [...bank.body.slice(start), ...bank.body.slice(0, start)];
  for (const line of rotated) {
    if (words() >= target * 0.95) break;
    if (words() + countWords(line) <= target * 1.15) body.push(line);
  }

  const paragraphs: string[] = [];
  const title = topicSentences.length ? clip(topicSentences[0]!, 10) : vars.brand;
  if (brief.postType === "BLOG") paragraphs.push(title);
  if (brief.postType === "EMAIL") paragraphs.push(`${bank.subject} ${title}`, tone.greeting);
  paragraphs.push([opening, detailText && `${detailText}.`].filter(Boolean).join(" "));
  if (brandPieces.length) paragraphs.push(brandPieces.map((p) => p.text).join(" "));
  for (let i = 0; i < body.length; i += 3) paragraphs.push(body.slice(i, i + 3).join(" "));
  paragraphs.push(cta);
  if (brief.postType === "EMAIL") paragraphs.push(`${tone.signoff}\n${vars.brand}`);
  if (brief.links.length) paragraphs.push([bank.linksIntro, ...brief.links].join("\n"));
  if (brief.generateHashtags) paragraphs.push(hashtagsFor(brief, bank).join(" "));
  return paragraphs.join("\n\n");
}
