// The offline writer over 56 briefs in the seven reply languages: every post must read as if a person wrote
// it. No cut sentence, the description quoted whole, the extra instructions shown, the brand profile woven in
// rather than pasted after its labels, hashtags that name things, a length that matches the option, and
// openings and closings that differ from brief to brief.
import STOPWORDS_ISO from "stopwords-iso";
import { describe, expect, it } from "vitest";
import { composeOfflinePost, countWords } from "@/lib/integrations/ai/compose-offline-post";
import { hashtagsFor } from "@/lib/integrations/ai/offline-hashtags";
import { PHRASE_BANKS } from "@/lib/integrations/ai/offline-phrases";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";
import type { PostBrief } from "@/lib/writing/post-brief";
import { type PostLength, REPLY_LANGUAGES, type ReplyLanguage } from "@/lib/writing/vocabulary";
import { BRIEF } from "./arrange";
import { FILLER, OFFLINE_BRIEFS, PROFILE_BRIEFS, type BriefCase } from "./offline-briefs";

/** Words of prose for each length option: disjoint ranges that grow with the option. */
const WORDS: Record<PostLength, [number, number]> = { SHORT: [30, 80], MEDIUM: [110, 200], LONG: [230, 380] };

const isTagLine = (line: string) => line.startsWith("#");
const isLink = (line: string) => /^https?:\/\//.test(line);
const lower = (text: string) => text.toLocaleLowerCase();
const sentencesOf = (text: string) => text.split(/(?<=[.!?]["'”’»)]*)\s+/u).filter(Boolean);
const contentWords = (text: string) => (text.match(/\p{L}{4,}/gu) ?? []).map(lower);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
const BRIEFS = [...OFFLINE_BRIEFS, ...PROFILE_BRIEFS];
const posts = BRIEFS.map((c) => ({ c, text: composeOfflinePost(c.brief) }));

const hashtagsOf = (text: string) => text.split("\n").at(-1)!.split(" ");
/** Words of the owner's text, a hyphenated one ("check-ups", "Vieux-Lyon") as one. */
const wordsOf = (text: string) => text.match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];

/** The one to three words in a row of `source` that `tag` is made of, or null. */
function madeOf(tag: string, source: string): string[] | null {
  const words = wordsOf(source);
  for (let length = 1; length <= 3; length++) {
    for (let i = 0; i + length <= words.length; i++) {
      if (`#${pascal(words.slice(i, i + length).join(" "))}` === tag) return words.slice(i, i + length);
    }
  }
  return null;
}

/** The stop words of a reply language, as the stopwords-iso package lists them (under its ISO 639-1 code). */
const ISO_639_1 = { ENGLISH: "en", SPANISH: "es", FRENCH: "fr", GERMAN: "de", HUNGARIAN: "hu", PORTUGUESE: "pt", ITALIAN: "it" } as const;
const stopwordsOf = (language: ReplyLanguage) => new Set(STOPWORDS_ISO[ISO_639_1[language]]);

describe("offline writer: 56 briefs in 7 languages", () => {
  it("covers every language with six briefs, every length, tone and post type, and profiles written every way", () => {
    expect(OFFLINE_BRIEFS.length).toBeGreaterThanOrEqual(40);
    for (const language of REPLY_LANGUAGES) {
      expect(OFFLINE_BRIEFS.filter((c) => c.brief.replyLanguage === language)).toHaveLength(6);
      expect(PROFILE_BRIEFS.filter((c) => c.brief.replyLanguage === language)).toHaveLength(2);
    }
    expect(new Set(OFFLINE_BRIEFS.map((c) => c.brief.postType)).size).toBe(3);
    const profiles = PROFILE_BRIEFS.map((c) => c.brief.brand);
    // In shorthand (no full stop, or an item a line), and in long sentences.
    expect(profiles.filter((p) => !/[.!?]$/.test(p.targetAudience) && !/[.!?]$/.test(p.painPoints)).length).toBe(profiles.length);
    expect(profiles.filter((p) => /\n/.test(`${p.description}${p.targetAudience}${p.painPoints}`)).length).toBeGreaterThanOrEqual(4);
    expect(profiles.filter((p) => countWords(p.description) >= 20 && countWords(p.targetAudience) >= 9).length).toBe(REPLY_LANGUAGES.length);
    expect(new Set(PROFILE_BRIEFS.map((c) => c.brief.brand.industry)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(PROFILE_BRIEFS.map((c) => c.brief.postTone)).size).toBe(4);
    expect(new Set(PROFILE_BRIEFS.map((c) => c.brief.generateHashtags)).size).toBe(2);
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

    it("tags the brand and its industry, then up to 3 nouns or names of the brief or the brand story, when asked", () => {
      const tags = hashtagsOf(text);
      const { brand, replyLanguage } = c.brief;
      if (!c.brief.generateHashtags) return expect(text).not.toMatch(/(^|\s)#\p{L}/u);
      expect(tags.slice(0, 2)).toEqual([`#${pascal(brand.name)}`, `#${PHRASE_BANKS[replyLanguage].industryTags[brand.industry]}`]);
      expect(tags.length).toBeLessThanOrEqual(5);
      // The 42 ordinary briefs each name something to tag.
      if (OFFLINE_BRIEFS.includes(c)) expect(tags.length).toBeGreaterThanOrEqual(3);
      for (const tag of tags.slice(2)) {
        expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
        const words = madeOf(tag, `${c.brief.description} ${brand.description}`);
        expect(words, `${tag} is no word of the brief or the brand story`).not.toBeNull();
        // One word is a noun (no filler: time words, adjectives, verbs, numbers); several are a name.
        if (words!.length === 1) expect(FILLER.has(lower(words![0]!)), `${tag} is no noun`).toBe(false);
        else for (const word of words!) expect(word, `${tag} is no name`).toMatch(/^\p{Lu}/u);
      }
    });

    it("stays within the word range of its length option", () => {
      const words = countWords(
        text
          .split("\n")
          .filter((line) => !isTagLine(line) && !isLink(line))
          .join("\n"),
      );
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
    const topics = [
      "Fresh bread every morning.",
      "Our new opening hours.",
      "A new cake for spring.",
      "We now deliver.",
      "Meet our new baker.",
      "Soup is back on the menu.",
      "Coffee tasting on Friday.",
      "Gift cards are here.",
    ];
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

/**
 * What names a field of the brand profile: the Brand Profile page's own labels, and the lead-ins the writer put
 * before the target audience in each language ("Who it's for: Neighbours, office workers…").
 */
const PROFILE_LABELS = [
  "Brand Identity",
  "Brand Story",
  "Brand Description",
  "Target Audience",
  "Pain Points",
  "Who it's for",
  "Para quién es",
  "Pour qui ?",
  "Für wen das ist",
  "Kiknek szól",
  "Para quem é",
  "Per chi è",
];

/** The brand story's first sentence: up to its stop, or its first line in shorthand. */
const storyOf = (description: string) => description.split(/(?<=[.!?])\s+|\n/)[0]!.replace(/[.!?]$/, "");
/** Each field of the profile, as its first item (a field written as a list has an item a line or between commas). */
const itemsOf = (field: string) =>
  field
    .split(/\s*[\n,]\s*/)
    .map((item) => item.replace(/[.!?]+$/, "").trim())
    .filter(Boolean);
const firstWords = (text: string) => text.split(/\s+/).slice(0, 3).join(" ");

describe("offline writer: the brand profile woven in, never pasted after a label (issue 30)", () => {
  describe.each(BRIEFS.map((c) => [label(c), c] as const))("%s", (_, { brief }) => {
    const { brand } = brief;
    // As asked, and at full brand emphasis in every length, where the whole profile is asked for.
    const texts = [brief, ...(["SHORT", "MEDIUM", "LONG"] as const).map((postLength) => ({ ...brief, postLength, weight: 100 }))].map(composeOfflinePost);

    it("shows no label of the profile's fields", () => {
      for (const text of texts) for (const name of PROFILE_LABELS) expect(lower(text), name).not.toContain(lower(name));
    });

    it("never follows a colon or a question mark with a field of the profile", () => {
      const fields = [storyOf(brand.description), itemsOf(brand.targetAudience)[0]!, itemsOf(brand.painPoints)[0]!];
      for (const text of texts) {
        for (const field of fields) {
          const afterLabel = new RegExp(`[:?][ \\t]*${escape(firstWords(field)).replace(/ /g, "\\s+")}`, "iu");
          expect(text, `"${field}" after a label`).not.toMatch(afterLabel);
        }
      }
    });

    it("still tells the brand's story, whom it is for and the problems it solves in a long post at full emphasis", () => {
      const text = lower(texts[3]!);
      expect(text).toContain(lower(storyOf(brand.description)));
      for (const item of [...itemsOf(brand.targetAudience), ...itemsOf(brand.painPoints)]) expect(text, item).toContain(lower(item));
    });
  });

  it("weaves the audience into a sentence: its first letter lowered, a name's kept", () => {
    const at = (targetAudience: string, replyLanguage: ReplyLanguage = "ENGLISH") =>
      composeOfflinePost({ ...BRIEF, brand: { ...BRIEF.brand, targetAudience }, replyLanguage, weight: 50, postLength: "LONG" });
    expect(at("Neighbours, office workers, students")).toMatch(/(?:We made this for|Above all, this is for) neighbours, office workers, students\./);
    // "Leeds" is written with a capital inside the brand story: a name.
    expect(at("Leeds families who love good bread")).toContain(" Leeds families who love good bread.");
    expect(at("students\noffice workers\n- neighbours")).toMatch(/for students, office workers, neighbours\./);
    // German keeps its nouns' capitals, and lowers an article.
    expect(at("Familien aus dem Viertel", "GERMAN")).toContain(" Familien aus dem Viertel");
    expect(at("Die Nachbarn aus dem Viertel", "GERMAN")).toContain(" die Nachbarn aus dem Viertel");
  });
});

describe("offline writer: hashtags are nouns or names, in every reply language (issue 30)", () => {
  it("takes no hashtag of the 56 posts from the stop words of the post's language", () => {
    for (const { c, text } of posts.filter(({ c }) => c.brief.generateHashtags)) {
      const stopwords = stopwordsOf(c.brief.replyLanguage);
      for (const tag of hashtagsOf(text).slice(2)) {
        const words = madeOf(tag, `${c.brief.description} ${c.brief.brand.description}`) ?? [];
        if (words.length === 1) expect(stopwords.has(lower(words[0]!)), `${label(c)}: ${tag} is a stop word`).toBe(false);
      }
    }
  });

  it("makes no hashtag of function words: #Three #Check #Fresh", () => {
    const corner = PROFILE_BRIEFS[0]!.brief;
    expect(corner.description).toBe("Three fresh buns. Check them out!");
    expect(hashtagsOf(composeOfflinePost(corner))).toEqual(["#CornerCrust", "#EatLocal", "#Buns"]);
  });

  /** A noun each language's stop words are set around, after an article, as a noun would be. */
  const NOUN: Record<ReplyLanguage, [article: string, noun: string]> = {
    ENGLISH: ["the", "bread"],
    SPANISH: ["el", "pan"],
    FRENCH: ["le", "fromage"],
    GERMAN: ["das", "Brot"],
    HUNGARIAN: ["a", "kenyér"],
    PORTUGUESE: ["o", "pão"],
    ITALIAN: ["il", "pane"],
  };

  it.each(REPLY_LANGUAGES)("%s: no word of its stop-word list becomes a hashtag, even after an article or with a capital", (language) => {
    const [article, noun] = NOUN[language];
    // German writes every noun with a capital: its stop words get one too.
    const shape = (word: string) => (language === "GERMAN" ? word[0]!.toUpperCase() + word.slice(1) : word);
    const stopwords = [...stopwordsOf(language)].filter((word) => /^\p{L}{3,}$/u.test(word));
    expect(stopwords.length).toBeGreaterThan(300);
    const description = `${[...stopwords, noun].map((word) => `${article} ${shape(word)}`).join(", ")}.`;
    const brief: PostBrief = { ...BRIEF, replyLanguage: language, description, brand: { ...BRIEF.brand, description: "" } };
    expect(hashtagsFor(brief)).toEqual(["#CrumbCo", `#${PHRASE_BANKS[language].industryTags.retail}`, `#${pascal(noun)}`]);
  });
});
