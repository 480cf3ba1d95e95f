// LinkedIn's "little text", the format of a post's commentary: the reserved characters \ | { } @ [ ] ( ) < > # * _ ~
// must each be escaped with a backslash, except inside a hashtag template {hashtag|\#|word} or a mention template
// @[Name](urn:li:organization:123) (or urn:li:person:<id>). LinkedIn refuses a commentary with one left bare.

export const RESERVED_CHARACTERS = new Set([..."\\|{}@[]()<>#*_~"]);

/** {hashtag|\#|word}: the word letters, digits and underscores. */
const HASHTAG_TEMPLATE = /^\{hashtag\|\\#\|[\p{L}\p{N}_]+\}/u;
/** @[Name](urn): the name anything but "]" and line breaks. */
const MENTION_TEMPLATE = /^@\[[^\]\r\n]+\]\(urn:li:(?:organization:\d+|person:[A-Za-z0-9_-]+)\)/;

/** The first reserved character left bare, and where (in code points); undefined when the commentary is well formed. */
export function unescapedReserved(commentary: string): { character: string; position: number } | undefined {
  const points = [...commentary];
  let i = 0;
  while (i < points.length) {
    const character = points[i]!;
    if (character === "\\") {
      const next = points[i + 1];
      if (next !== undefined && RESERVED_CHARACTERS.has(next)) {
        i += 2;
        continue;
      }
      return { character, position: i };
    }
    if (character === "{" || character === "@") {
      const template = (character === "{" ? HASHTAG_TEMPLATE : MENTION_TEMPLATE).exec(points.slice(i).join(""));
      if (template) {
        i += [...template[0]].length;
        continue;
      }
    }
    if (RESERVED_CHARACTERS.has(character)) return { character, position: i };
    i++;
  }
  return undefined;
}

/** The commentary as LinkedIn shows it: a hashtag template as "#word", a mention as its name, escapes undone. */
export function shownText(commentary: string): string {
  return commentary
    .replace(/\{hashtag\|\\#\|([\p{L}\p{N}_]+)\}/gu, "#$1")
    .replace(/@\[([^\]\r\n]+)\]\(urn:li:(?:organization|person):[A-Za-z0-9_-]+\)/g, "$1")
    .replace(/\\(.)/gu, "$1");
}
