// The offline writer over 42 briefs in the seven reply languages: every post must read as if a person wrote
// it. No cut sentence, the description quoted whole, the extra instructions shown, hashtags that name things,
// a length that matches the option, and openings and closings that differ from brief to brief.
import { describe, expect, it } from "vitest";
import { composeOfflinePost, countWords } from "@/lib/integrations/ai/compose-offline-post";
import { PHRASE_BANKS } from "@/lib/integrations/ai/offline-phrases";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";
import type { PostBrief } from "@/lib/writing/post-brief";
import { type PostLength, REPLY_LANGUAGES } from "@/lib/writing/vocabulary";
import { BRIEF } from "./arrange";
import { FILLER, OFFLINE_BRIEFS, type BriefCase } from "./offline-briefs";

/** Words of prose for each length option: disjoint ranges that grow with the option. */
const WORDS: Record<PostLength, [number, number]> = { SHORT: [30, 80], MEDIUM: [110, 200], LONG: [230, 380] };

const isTagLine = (line: string) => line.startsWith("#");
const isLink = (line: string) => /^https?:\/\//.test(line);
const lower = (text: string) => text.toLocaleLowerCase();
const sentencesOf = (text: string) => text.split(/(?<=[.!?]["'”’»)]*)\s+/u).filter(Boolean);
const contentWords = (text: string) => (text.match(/\p{L}{4,}/gu) ?? []).map(lower);
const pascal = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");

/** The post's running text: no title, subject, greeting, sign-off, links or hashtags. */
function proseLines({ brief }: BriefCase, text: string): string[] {
  const paragraphs = text.split("\n\n");
  const head = { BLOG: 1, EMAIL: 2, SOCIAL_MEDIA_AD: 0 }[brief.postType];
  return paragraphs
    .slice(head)
    .flatMap((p) => p.split("\n"))
    .filter((line) => !isTagLine(line) && !isLink(line) && !/[:,]$/.test(line) && line !== brief.brand.name);
}

function openingOf(c: BriefCase, text: string): string {
  return sentencesOf(proseLines(c, text)[0]!)[0]!;
}

function closingOf(c: BriefCase, text: string): string {
  return proseLines(c, text).at(-1)!;
}

const label = ({ brief }: BriefCase) =>
  `${brief.replyLanguage} ${brief.postLength} ${brief.postTone} ${brief.postType} ${brief.weight}: ${brief.description.slice(0, 40)}`;
const posts = OFFLINE_BRIEFS.map((c) => ({ c, text: composeOfflinePost(c.brief) }));

describe("offline writer: 42 briefs in 7 languages", () => {
  it("covers every language with six briefs, every length, tone and post type", () => {
    expect(OFFLINE_BRIEFS.length).toBeGreaterThanOrEqual(40);
    for (const language of REPLY_LANGUAGES) expect(OFFLINE_BRIEFS.filter((c) => c.brief.replyLanguage === language)).toHaveLength(6);
    expect(new Set(OFFLINE_BRIEFS.map((c) => c.brief.postType)).size).toBe(3);
  });

  describe.each(posts.map((post) => [label(post.c), post] as const))("%s", (_, { c, text }) => {
    it("cuts no sentence: every sentence ends with . ! or ?, starts like a sentence, and no ellipsis", () => {
      expect(text).not.toMatch(/…|\.\.\./);
      for (const line of proseLines(c, text)) {
        expect(line, line).toMatch(/[.!?]["'”’»)]*$/u);
        for (const sentence of sentencesOf(line)) expect(sentence, `starts mid-sentence: ${sentence}`).not.toMatch(/^\p{Ll}/u);
      }
    });

    it("quotes every sentence of the description whole, or all its content words", () => {
      for (const sentence of sentencesOf(c.brief.description)) {
        const whole = sentence.replace(/[.!?]+$/, "");
        if (lower(text).includes(lower(whole))) continue;
        for (const word of contentWords(whole)) expect(lower(text), `"${word}" of "${sentence}"`).toContain(word);
      }
    });

    it("shows what the extra instructions ask for, and leaves out instructions about the writing", () => {
      for (const shown of c.shown) expect(text).toContain(shown);
      for (const hidden of c.hidden) expect(text).not.toContain(hidden);
    });

    it.runIf(c.brief.generateHashtags)("makes 3 to 5 hashtags from the brand name, industry and content words, never filler", () => {
      const tags = text.split("\n").at(-1)!.split(" ");
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(5);
      const { brand, replyLanguage } = c.brief;
      const sources = new Set(contentWords(`${c.brief.description} ${brand.description}`));
      for (const tag of tags) {
        expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
        const word = lower(tag.slice(1));
        expect(FILLER.has(word), `${tag} is filler`).toBe(false);
        const fromBrand = tag === `#${pascal(brand.name)}` || tag === `#${PHRASE_BANKS[replyLanguage].industryTags[brand.industry]}`;
        expect(fromBrand || sources.has(word), `${tag} comes from neither the brand nor the content`).toBe(true);
      }
      expect(tags).toContain(`#${pascal(brand.name)}`);
    });

    it("stays within the word range of its length option", () => {
      const words = countWords(text.split("\n").filter((line) => !isTagLine(line) && !isLink(line)).join("\n"));
      const [min, max] = WORDS[c.brief.postLength];
      expect(words).toBeGreaterThanOrEqual(min);
      expect(words).toBeLessThanOrEqual(max);
    });
  });

  it("opens and closes differently from brief to brief, in every language", () => {
    for (const language of REPLY_LANGUAGES) {
      const own = posts.filter(({ c }) => c.brief.replyLanguage === language);
      expect(new Set(own.map(({ c, text }) => openingOf(c, text))).size, language).toBeGreaterThanOrEqual(4);
      expect(new Set(own.map(({ c, text }) => closingOf(c, text))).size, language).toBeGreaterThanOrEqual(4);
    }
  });

  it("gives one tone several openings and closings: different briefs get different ones", () => {
    const topics = ["Fresh bread every morning.", "Our new opening hours.", "A new cake for spring.", "We now deliver.", "Meet our new baker.", "Soup is back on the menu.", "Coffee tasting on Friday.", "Gift cards are here."];
    for (const language of REPLY_LANGUAGES) {
      for (const postTone of ["FRIENDLY", "PROFESSIONAL"] as const) {
        const briefs: PostBrief[] = topics.map((description) => ({ ...BRIEF, description, replyLanguage: language, postTone }));
        const texts = briefs.map((brief) => ({ c: { brief, shown: [], hidden: [] }, text: composeOfflinePost(brief) }));
        expect(new Set(texts.map(({ c, text }) => openingOf(c, text))).size, `${language} ${postTone}`).toBeGreaterThanOrEqual(3);
        expect(new Set(texts.map(({ c, text }) => closingOf(c, text))).size, `${language} ${postTone}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("keeps a description longer than a short post whole, and leaves out its own lines instead", () => {
    const description =
      "Our winter market opens on Friday in the old tram depot with forty stalls from local makers. You will find candles, ceramics, knitwear, honey and cheese from farms nearby. There is mulled wine, hot soup and a choir on Saturday afternoon. Entry is free and dogs on a lead are welcome. Bring your own bag if you can, because we are trying to go plastic-free this year.";
    const text = composeOfflinePost({ ...BRIEF, description, postLength: "SHORT", weight: 100 });
    for (const sentence of sentencesOf(description)) expect(text).toContain(sentence);
    expect(text).not.toMatch(/…|\.\.\./);
    expect(text).not.toContain("sourdough");
  });

  it("is still labelled as the offline writer", () => {
    expect(OFFLINE_WRITER_ID).toBe("offline");
    expect(createOfflineWriter().modelId).toBe(OFFLINE_WRITER_ID);
  });
});
