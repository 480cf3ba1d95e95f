// Splits text into whole sentences for the offline writer, which quotes them but never cuts one.
// A sentence ends at . ! ? or … followed by a space, or at a line break. Decimals ("3.50"), addresses
// ("crumb.example") and day numbers ("30. November", "9. Come early") do not end one.
import "server-only";

const BOUNDARY = /(?<=[.!?…]["'”’»)]*)(?<!(?:^|\s)\d{1,2}\.)\s+|\s*[\r\n]+\s*/u;

export function splitSentences(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
