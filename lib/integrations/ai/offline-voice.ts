// The offline writer and the owner's voice (issue 21): without a model, it still learns from the owner's own
// posts what can be learned by reading them, and reuses it: the opening they keep using, their sign-off, their
// hashtags. It also writes the style summary a model would, from the same reading.
import "server-only";
import type { BriefVoice } from "@/lib/writing/voice";
import { splitSentences } from "./split-sentences";

/** An opening or a sign-off is a short line of its own: a greeting, a name, not a paragraph. */
const MAX_TOUCH_WORDS = 8;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

export type VoiceTouches = { opening: string | null; signoff: string | null; hashtags: string[] };

const words = (line: string) => line.split(/\s+/).filter(Boolean).length;
const isProse = (line: string) => line !== "" && !/^(#|https?:\/\/)/.test(line) && !/^(#[\p{L}\p{N}_]+\s*)+$/u.test(line);

/** The most frequent of `lines` (the first seen among equals, the examples coming most telling first). */
function mostFrequent(lines: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) if (line) counts.set(line, (counts.get(line) ?? 0) + 1);
  let best: string | null = null;
  for (const [line, count] of counts) if (best === null || count > counts.get(best)!) best = line;
  return best;
}

function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(isProse);
}

/** What the owner's posts have in common: their usual first line, last line and hashtags. */
export function voiceTouches(voice: BriefVoice | undefined): VoiceTouches {
  const texts = voice?.examples.map((example) => example.text) ?? [];
  if (texts.length === 0) return { opening: null, signoff: null, hashtags: [] };
  const short = (line: string | undefined) => (line && words(line) <= MAX_TOUCH_WORDS ? line : null);
  const opening = mostFrequent(texts.map((text) => short(linesOf(text)[0])));
  const signoff = mostFrequent(texts.map((text) => short(linesOf(text).at(-1))).map((line) => (line === opening ? null : line)));
  const tags = new Map<string, { tag: string; count: number }>();
  for (const text of texts) {
    for (const tag of new Set(text.match(HASHTAG) ?? [])) {
      const key = tag.toLowerCase();
      tags.set(key, { tag: tags.get(key)?.tag ?? tag, count: (tags.get(key)?.count ?? 0) + 1 });
    }
  }
  const hashtags = [...tags.values()].sort((a, b) => b.count - a.count).map((t) => t.tag);
  return { opening, signoff, hashtags };
}

/** The style summary the offline writer gives for the owner's posts: what reading them shows, in plain words. */
export function summariseVoice(examples: readonly string[]): string {
  const voice: BriefVoice = { summary: null, examples: examples.map((text) => ({ source: "EDIT", before: null, text })) };
  const { opening, signoff, hashtags } = voiceTouches(voice);
  const sentences = examples.flatMap((text) => splitSentences(linesOf(text).join(" ")));
  const average = sentences.length ? sentences.reduce((sum, s) => sum + words(s), 0) / sentences.length : 0;
  const exclaims = sentences.filter((s) => s.trim().endsWith("!")).length / Math.max(sentences.length, 1);
  const asks = examples.filter((text) => /\?\s*$/m.test(text)).length;
  const emoji = examples.filter((text) => /\p{Extended_Pictographic}/u.test(text)).length;
  const we = examples.filter((text) => /\b(we|our|us)\b/i.test(text)).length;
  const parts = [
    `${average > 0 && average < 12 ? "Short, direct sentences" : average > 20 ? "Long, flowing sentences" : "Sentences of everyday length"}${exclaims > 0.3 ? ", often with an exclamation" : ""}, written as ${we >= examples.length / 2 ? "'we'" : "'I'"}.`,
  ];
  const habits = [opening && `opens with "${opening}"`, signoff && `signs off with "${signoff}"`].filter(Boolean);
  if (habits.length) parts.push(`Usually ${habits.join(" and ")}.`);
  const extras = [asks > 0 && "asks readers a question", emoji > 0 && "uses emoji", hashtags.length > 0 && `tags ${hashtags.slice(0, 3).join(" ")}`].filter(
    Boolean,
  );
  if (extras.length) parts.push(`Often ${extras.join(", ")}.`);
  return parts.join(" ");
}
