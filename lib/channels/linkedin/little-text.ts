// LinkedIn's "little text" format, in which a post's commentary is written: the characters it uses for markup
// must be escaped with a backslash to show as themselves, and a hashtag is written as the template
// {hashtag|\#|word} so it is linked as one. A character left unescaped may cut the post short there.
import "server-only";

const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

/** A hashtag: '#' at the start or after a space, then letters and digits (an underscore makes it plain text). */
const HASHTAG = /(^|\s)#([\p{L}\p{N}]+)(?![\p{L}\p{N}_])/gu;

const escape = (text: string) => text.replace(RESERVED, (character) => `\\${character}`);

/** The owner's text as LinkedIn's commentary: every reserved character escaped, every hashtag a hashtag. */
export function toLittleText(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1]!.length;
    out += `${escape(text.slice(last, start))}{hashtag|\\#|${match[2]}}`;
    last = match.index + match[0].length;
  }
  return out + escape(text.slice(last));
}

/** Commentary as a reader sees it: the templates as their text, the escapes undone. */
export function fromLittleText(commentary: string): string {
  return commentary.replace(/\{hashtag\|\\#\|([^}]*)\}/g, "#$1").replace(/\\(.)/gu, "$1");
}
