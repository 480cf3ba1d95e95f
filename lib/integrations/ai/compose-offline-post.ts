// The offline writer's composer: a deterministic post from the brief, built from the phrase banks.
// Same brief, same post; a different brief picks different openings, closings and lead-ins. It honours the
// post type, tone, length (LENGTH_RANGES), reply language, brand emphasis, extra instructions, hashtags and
// links. The owner's own sentences (description, brand profile, instructions) are quoted whole, never cut:
// a post makes room by leaving out the writer's own lines, not by shortening theirs.
import "server-only";
import { channelFacts } from "@/lib/channels/facts";
import { brandEmphasisLevel } from "@/lib/writing/brand-emphasis";
import type { PostBrief } from "@/lib/writing/post-brief";
import { TARGET_WORDS, type PostLength, type ReplyLanguage } from "@/lib/writing/vocabulary";
import { PHRASE_BANKS, type LanguageBank } from "./offline-phrases";
import { hashtagsFor } from "./offline-hashtags";
import { namesOfBrief } from "./offline-nouns";
import { STOPWORDS } from "./offline-stopwords";
import { voiceTouches } from "./offline-voice";
import { readExtraInstructions, type InstructionLine } from "./read-extra-instructions";
import { splitSentences } from "./split-sentences";

/**
 * Words of prose (links and hashtags aside) for each length, around TARGET_WORDS. A post goes over the
 * range only when the owner's own description and instructions alone are longer.
 */
export const LENGTH_RANGES: Record<PostLength, { min: number; max: number }> = {
  SHORT: { min: 30, max: 80 },
  MEDIUM: { min: 110, max: 200 },
  LONG: { min: 230, max: 380 },
};

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

const TERMINAL = /[.!?]["'”’»)]*$/u;

/** Trailing punctuation off, so a template can end the sentence its own way. */
function bare(text: string): string {
  return text.trim().replace(/[\s.!?…,;:]+$/u, "");
}

/** A whole sentence as written, with a capital first letter and a full stop if it had none. */
function asSentence(text: string): string {
  const trimmed = text.trim().replace(/(?:…|\.{2,})$/u, "");
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return TERMINAL.test(capitalised) ? capitalised : `${bare(capitalised)}.`;
}

/** Whole sentences up to `maxWords` words, and at least the first one, each as a sentence. */
function firstSentences(text: string, maxWords: number): string {
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (kept.length && countWords([...kept, sentence].join(" ")) > maxWords) break;
    kept.push(sentence);
  }
  return kept.map(asSentence).join(" ");
}

/** A field the owner may have written as a list, an item a line ("- students"), as one phrase: "students, office workers". */
function asPhrase(text: string): string {
  return text
    .split(/\s*[\r\n]+\s*/)
    .map((line) => bare(line.replace(/^[-–•*·]\s*/u, "")).replace(/\s+/g, " "))
    .filter(Boolean)
    .join(", ");
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The owner's phrase inside one of our sentences: its first letter lowered ("for busy families"), unless its
 * first word is a name they write with a capital inside a sentence, an acronym, or a German noun.
 */
function inSentence(phrase: string, language: ReplyLanguage, names: ReadonlySet<string>): string {
  const first = phrase.match(/^\p{L}+/u)?.[0];
  if (!first || !/^\p{Lu}\p{Ll}*$/u.test(first) || names.has(first)) return phrase;
  if (language === "GERMAN" && !STOPWORDS.GERMAN.has(first.toLocaleLowerCase())) return phrase;
  return first.toLocaleLowerCase() + phrase.slice(first.length);
}

function hungarianArticle(name: string): string {
  return /^[aáeéiíoóöőuúüű]/i.test(name.trim()) ? "az" : "a";
}

type Vars = Record<"brand" | "about" | "aboutLong" | "audience" | "Audience" | "Pains" | "note", string>;

function fill(template: string, vars: Vars): string {
  const article = hungarianArticle(vars.brand);
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "az") return `${article} ${vars.brand}`;
    if (key === "Az") return `${article[0]!.toUpperCase()}${article.slice(1)} ${vars.brand}`;
    return vars[key as keyof Vars] ?? "";
  });
}

/** How many words of the brand story ({aboutLong}) each length has room for. */
const STORY_WORDS: Record<PostLength, number> = { SHORT: 18, MEDIUM: 32, LONG: 45 };
/** The longest first sentence that still makes a blog title or an email subject. */
const TITLE_WORDS = 12;

type Piece = { text: string; /** lower drops first when a post runs over */ keep: number };
type Pick = <T>(list: readonly T[], slot: string) => T;

/** Brand emphasis decides how much of the profile is woven in (docs/product.md §9 bands). */
function brandPiecesFor(brief: PostBrief, vars: Vars, pick: Pick): Piece[] {
  const bank = PHRASE_BANKS[brief.replyLanguage];
  const level = brandEmphasisLevel(brief.weight);
  const pieces: Piece[] = [];
  if (level >= 4 && vars.aboutLong) pieces.push({ text: fill(bank.storyLine, vars), keep: 4 });
  else if (level >= 1 && vars.about) pieces.push({ text: fill(pick(bank.tones[brief.postTone].brandLines, "brand"), vars), keep: 4 });
  if (level >= 2 && vars.audience) pieces.push({ text: fill(pick(bank.audienceLines, "audience"), vars), keep: 3 });
  if (level >= 3 && vars.Pains) pieces.push({ text: fill(pick(bank.painLines, "pains"), vars), keep: 2 });
  if (level >= 3) pieces.push({ text: bank.industryLines[brief.brand.industry], keep: 1 });
  if (level >= 4) pieces.push({ text: fill(bank.brandEcho, vars), keep: 3 });
  return pieces;
}

/** A fact from the extra instructions as written; a point to mention after a lead-in the brief picks. */
function noteFor(line: InstructionLine, bank: LanguageBank, vars: Vars, choice: number): string {
  if (line.kind === "fact") return asSentence(line.text);
  const template = line.clause && bank.clauseNote ? bank.clauseNote : bank.notes[choice % bank.notes.length]!;
  return asSentence(fill(template, { ...vars, note: line.text }));
}

/** The third of 'Give me 3 options' is the shorter one. */
const SHORTER: Record<PostLength, PostLength> = { LONG: "MEDIUM", MEDIUM: "SHORT", SHORT: "SHORT" };

export function composeOfflinePost(brief: PostBrief): string {
  const bank = PHRASE_BANKS[brief.replyLanguage];
  const tone = bank.tones[brief.postTone];
  const length = brief.variant === 3 ? SHORTER[brief.postLength] : brief.postLength;
  const target = TARGET_WORDS[length];
  const range = LENGTH_RANGES[length];
  // The owner's own habits, read from their posts: their opening, sign-off and hashtags win over the banks'.
  const touches = voiceTouches(brief.voice);
  const seed = JSON.stringify(brief);
  const pick: Pick = (list, slot) => list[hashString(`${slot}:${seed}`) % list.length]!;
  /** A template filled, and for a rewrite one the earlier text did not use, where the bank has another. */
  const fresh = (list: readonly string[], slot: string) => {
    const start = hashString(`${slot}:${seed}`);
    const filled = list.map((_, i) => fill(list[(start + i) % list.length]!, vars));
    return filled.find((line) => !brief.rewriteOf?.includes(line)) ?? filled[0]!;
  };

  const vars: Vars = {
    brand: brief.brand.name.trim() || "Your Brand",
    about: firstSentences(brief.brand.description, 0),
    aboutLong: firstSentences(brief.brand.description, STORY_WORDS[brief.postLength]),
    audience: inSentence(asPhrase(brief.brand.targetAudience), brief.replyLanguage, namesOfBrief(brief)),
    Audience: capitalised(asPhrase(brief.brand.targetAudience)),
    Pains: capitalised(asPhrase(brief.brand.painPoints)),
    note: "",
  };

  // What the owner's photos show, as their alt text says, after the owner's note (a plan's theme may be that alt text).
  const described = [...new Set([...splitSentences(brief.description), ...(brief.photos ?? []).filter((alt) => alt.trim())].map(asSentence))];
  const topic = described.length ? described : [bank.topicFallback];
  const opening = [touches.opening ?? fresh(tone.openings, "opening"), ...topic].join(" ");

  const asked = readExtraInstructions(brief.extraInstructions, brief.replyLanguage);
  const notes = asked.lines.map((line, i) => noteFor(line, bank, vars, hashString(`notes:${seed}`) + i));
  const closing = asked.closing ? asSentence(asked.closing) : brief.kind === "QUESTION" ? bank.askAudience : fresh(tone.ctas, "cta");

  const firstSentence = (described[0] ?? "").replace(/\.$/, "");
  const title = firstSentence && countWords(firstSentence) <= TITLE_WORDS ? firstSentence : fill(bank.titleFallback, vars);
  const head = { BLOG: [title], EMAIL: [`${bank.subject} ${title}`, tone.greeting], SOCIAL_MEDIA_AD: [] }[brief.postType];
  const signoff = brief.postType === "EMAIL" ? `${touches.signoff ?? pick(tone.signoffs, "signoff")}\n${vars.brand}` : (touches.signoff ?? "");
  // Instagram makes no caption link clickable: the caption points to the profile's link instead. Google's listing
  // links through the post's button only, and shows no hashtag as one: the text carries neither.
  const { rules } = channelFacts(brief.platform);
  const plainLinks = rules.linksInText === "plain text";
  const links = rules.linksInText === "button" ? [] : brief.links;
  const hashtags = brief.generateHashtags && rules.maxHashtags !== 0;
  const linksIntro = !links.length ? "" : plainLinks ? bank.linkInBio : bank.linksIntro;

  const brandPieces = brandPiecesFor(brief, vars, pick);

  const body: string[] = [];
  const words = () =>
    [...head, opening, ...brandPieces.map((p) => p.text), ...body, ...notes, closing, signoff, linksIntro].reduce((n, text) => n + countWords(text), 0);

  // The brand lines stay while they fit: the least important go first.
  const limit = Math.min(range.max, target * 1.3);
  while (words() > limit && brandPieces.length) {
    const lowest = brandPieces.reduce((min, p) => (p.keep < min.keep ? p : min));
    brandPieces.splice(brandPieces.indexOf(lowest), 1);
  }

  // Fill up to the target length with body lines, in an order the brief decides.
  const first = hashString(`body:${seed}`) % bank.body.length;
  const rotated = [...bank.body.slice(first), ...bank.body.slice(0, first)];
  for (const line of rotated) {
    if (words() >= target * 0.95) break;
    if (words() + countWords(line) <= Math.min(range.max, target * 1.15)) body.push(line);
  }

  const paragraphs = [...head, opening, brandPieces.map((p) => p.text).join(" ")];
  for (let i = 0; i < body.length; i += 3) paragraphs.push(body.slice(i, i + 3).join(" "));
  paragraphs.push(notes.join(" "), closing, signoff);
  if (links.length) paragraphs.push(plainLinks ? linksIntro : [linksIntro, ...links].join("\n"));
  if (hashtags) {
    const tags = [...touches.hashtags, ...hashtagsFor(brief, bank)];
    paragraphs.push(
      tags
        .filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i)
        .slice(0, 6)
        .join(" "),
    );
  }
  return paragraphs.filter(Boolean).join("\n\n");
}
