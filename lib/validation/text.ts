// Text the database can store. PostgreSQL's text type refuses the NUL character, and UTF-8 has no
// encoding for half of a surrogate pair (half an emoji). Every text field of a shared schema is built
// on `text()`, so such input is answered with a 422 that names the field instead of failing the write.
import { z } from "zod";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "This text contains characters we can't store (a null character or half of an emoji). Please remove them and try again.";

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** `z.string()` that refuses what PostgreSQL cannot store; chain trim, min and max as usual. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}
