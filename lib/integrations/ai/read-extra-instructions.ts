// What the business owner's extra instructions put into an offline post. The offline writer cannot follow
// an instruction about the writing ("keep it short", "no emojis"), but it can say what the owner asked it to.
// Each sentence of the instructions is one of:
//  - a point to mention: "Mention the code AUTUMN20" gives the point "the code AUTUMN20", shown after a lead-in;
//  - the closing line: "End with: Order online today!" (after a colon or in quotes) ends the post;
//  - an instruction about the writing, left out;
//  - anything else, a fact shown as written: "Offer valid until 30 November."
// Instructions are read with the reply language's words, then English (the app's own language).
import "server-only";
import type { ReplyLanguage } from "@/lib/writing/vocabulary";
import { INSTRUCTION_VOCABULARIES, type Vocabulary } from "./instruction-vocabulary";
import { splitSentences } from "./split-sentences";

export type InstructionLine = { kind: "fact"; text: string } | { kind: "point"; text: string; clause: boolean };

export type ExtraInstructions = {
  /** In the owner's order. */
  lines: InstructionLine[];
  /** The post's last line, when the owner wrote one. */
  closing?: string;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (phrases: string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => escape(p).replace(/ /g, "\\s+"))
    .join("|");
/** A phrase ends where a word would: at a space, punctuation or the end. */
const END = "(?=[\\s:,.!?'\"“„«]|$)";
const QUOTED = /^["'“”„«»‘’](.+)["'“”„«»‘’]$/su;

type Patterns = { mention: RegExp; close: RegExp; avoid: RegExp; style: RegExp; clause: RegExp | null };

function patternsFor(v: Vocabulary): Patterns {
  const please = `(?:(?:${anyOf(v.please)})[\\s,]+)?`;
  const that = v.that.length ? `(?:(?:${anyOf(v.that)})(?:\\s+|(?<=')))?` : "";
  return {
    mention: new RegExp(`^${please}(?:${anyOf(v.mention)})${END}[\\s,:]*${that}`, "iu"),
    close: new RegExp(`^${please}(?:${anyOf(v.close)})${END}\\s*(:?)\\s*`, "iu"),
    avoid: new RegExp(`^${please}(?:${anyOf(v.avoid)})${END}`, "iu"),
    style: new RegExp(`(?:^|[^\\p{L}])(?:${anyOf(v.style)})(?=$|[^\\p{L}])`, "iu"),
    clause: v.clause.length ? new RegExp(`^(?:${anyOf(v.clause)})\\s`, "iu") : null,
  };
}

const unquote = (text: string) => text.trim().replace(QUOTED, "$1").trim();
const withoutFullStop = (text: string) => text.replace(/[\s.,;:]+$/u, "");

type Reading = { line?: InstructionLine; closing?: string } | "writing" | null;

function readSentence(sentence: string, p: Patterns): Reading {
  const close = p.close.exec(sentence);
  if (close) {
    const rest = sentence.slice(close[0].length);
    // "End with a question" describes the ending rather than giving it.
    return close[1] || QUOTED.test(rest.trim()) ? { closing: unquote(rest) } : "writing";
  }
  const mention = p.mention.exec(sentence);
  if (mention) {
    const point = withoutFullStop(unquote(sentence.slice(mention[0].length)));
    return point ? { line: { kind: "point", text: point, clause: Boolean(p.clause?.test(point)) } } : "writing";
  }
  if (p.avoid.test(sentence) || p.style.test(sentence)) return "writing";
  return null;
}

export function readExtraInstructions(text: string, language: ReplyLanguage): ExtraInstructions {
  const patterns = [patternsFor(INSTRUCTION_VOCABULARIES[language]), patternsFor(INSTRUCTION_VOCABULARIES.ENGLISH)];
  const result: ExtraInstructions = { lines: [] };
  for (const sentence of splitSentences(text).flatMap((s) => s.split(/\s*;\s*/))) {
    const reading = patterns.map((p) => readSentence(sentence, p)).find((r) => r !== null) ?? null;
    if (reading === "writing") continue;
    if (reading === null) result.lines.push({ kind: "fact", text: sentence });
    else if (reading.line) result.lines.push(reading.line);
    else if (reading.closing) result.closing = reading.closing;
  }
  return result;
}
