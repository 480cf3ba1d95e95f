import { generateText, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { composeOfflinePost, countWords } from "@/lib/integrations/ai/compose-offline-post";
import { hashtagsFor } from "@/lib/integrations/ai/offline-hashtags";
import { countTokens } from "@/lib/integrations/ai/count-tokens";
import { PHRASE_BANKS } from "@/lib/integrations/ai/offline-phrases";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { buildPrompt } from "@/lib/posts/build-prompt";
import type { PostBrief } from "@/lib/writing/post-brief";
import { POST_LENGTHS, POST_TONES, REPLY_LANGUAGES, TARGET_WORDS } from "@/lib/writing/vocabulary";
import { BRIEF } from "./arrange";

/** The post without its links and hashtag lines: what the length target is about. */
function proseWords(text: string) {
  return countWords(
    text
      .split("\n")
      .filter((line) => !line.startsWith("#") && !/^https?:\/\//.test(line))
      .join("\n"),
  );
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe("offline writer: composer", () => {
  it("is deterministic, and a different brief reads differently", () => {
    expect(composeOfflinePost(BRIEF)).toBe(composeOfflinePost(structuredClone(BRIEF)));
    expect(composeOfflinePost({ ...BRIEF, description: "Fresh croissants every Saturday." })).not.toBe(composeOfflinePost(BRIEF));
  });

  it.each(REPLY_LANGUAGES)("writes %s in every tone and length, near 50/150/300 words, from that language's phrases", (language) => {
    const bank = PHRASE_BANKS[language];
    for (const postTone of POST_TONES) {
      for (const postLength of POST_LENGTHS) {
        for (const weight of [0, 50, 100]) {
          const text = composeOfflinePost({ ...BRIEF, replyLanguage: language, postTone, postLength, weight });
          const words = proseWords(text);
          const target = TARGET_WORDS[postLength];
          expect(words, `${language} ${postTone} ${postLength} ${weight}: ${words} words`).toBeGreaterThanOrEqual(target * 0.75);
          expect(words, `${language} ${postTone} ${postLength} ${weight}: ${words} words`).toBeLessThanOrEqual(target * 1.3);
          // The opening and the call to action come from this tone's own bank.
          const tone = bank.tones[postTone];
          const fromBank = (templates: readonly string[]) =>
            templates.some((t) => text.includes(t.split("{")[0]!.trim()) && t.split("{")[0]!.trim().length > 0);
          expect(fromBank(tone.openings), `${language} ${postTone} opening`).toBe(true);
          expect(fromBank(tone.ctas), `${language} ${postTone} call to action`).toBe(true);
          expect(text).not.toMatch(/\{\w+\}|undefined|lorem/i);
        }
      }
    }
  });

  it("writes readable English with the topic, brand and a call to action", () => {
    const text = composeOfflinePost({ ...BRIEF, postTone: "ENTHUSIASTIC" });
    expect(text).toContain("Our new autumn menu with pumpkin soup and cinnamon buns");
    expect(text).toContain("Crumb & Co");
    expect(text).toMatch(/!/);
    const casual = composeOfflinePost({ ...BRIEF, postTone: "CASUAL" });
    const professional = composeOfflinePost({ ...BRIEF, postTone: "PROFESSIONAL" });
    expect(casual).not.toBe(professional);
    expect(PHRASE_BANKS.ENGLISH.tones.PROFESSIONAL.ctas.some((cta) => professional.includes(cta.replace("{brand}", "Crumb & Co")))).toBe(true);
  });

  it("adds 3 to 5 hashtags from the brand, its industry and the description only when asked", () => {
    expect(composeOfflinePost(BRIEF)).not.toMatch(/(^|\s)#\p{L}/u);
    const text = composeOfflinePost({ ...BRIEF, generateHashtags: true });
    const lastLine = text.split("\n").at(-1)!;
    const tags = lastLine.split(" ");
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeLessThanOrEqual(5);
    expect(tags.every((t) => /^#[\p{L}\p{N}]+$/u.test(t))).toBe(true);
    // The nouns of "Our new autumn menu with pumpkin soup…", not its adjectives.
    expect(tags).toEqual(expect.arrayContaining(["#CrumbCo", "#ShopLocal", "#Menu", "#Soup"]));
    expect(tags).not.toContain("#New");
    expect(hashtagsFor({ ...BRIEF, replyLanguage: "GERMAN" })).toContain("#LokalEinkaufen");
    // No description: the nouns come from the brand story instead ("We bake sourdough bread…").
    expect(hashtagsFor({ ...BRIEF, description: "" })).toContain("#Bread");
    // A code is no word: "AUTUMN20" makes no hashtag, "a free coffee" does.
    const code = hashtagsFor({ ...BRIEF, description: "Show the code AUTUMN20 at the till for a free coffee." });
    expect(code).toContain("#Coffee");
    expect(code.filter((tag) => tag.startsWith("#AUTUMN"))).toEqual([]);
  });

  it("includes every link verbatim on its own line", () => {
    const links = ["https://crumb.example/menu?utm_source=facebook&x=1", "https://crumb.example/order"];
    for (const language of REPLY_LANGUAGES) {
      const lines = composeOfflinePost({ ...BRIEF, replyLanguage: language, links }).split("\n");
      for (const link of links) expect(lines).toContain(link);
    }
  });

  it("weaves in more of the brand profile as brand emphasis rises", () => {
    const at = (weight: number, postLength: PostBrief["postLength"] = "LONG") => composeOfflinePost({ ...BRIEF, weight, postLength });
    const minimal = at(10);
    expect(occurrences(minimal, "Crumb & Co")).toBe(1);
    expect(minimal).not.toContain("sourdough");
    expect(minimal.toLowerCase()).not.toContain("busy families");
    expect(at(30)).toContain("We bake sourdough bread");
    expect(at(30).toLowerCase()).not.toContain("busy families");
    expect(at(50)).toContain("for busy families and young professionals in Leeds.");
    expect(at(50)).not.toContain("Supermarket bread");
    expect(at(70)).toContain("Supermarket bread that goes stale in a day");
    const extensive = at(90);
    expect(extensive).toContain("Everything is made by hand with local flour");
    const mentions = [10, 30, 50, 70, 90].map((w) => occurrences(at(w), "Crumb & Co"));
    expect(mentions).toEqual([...mentions].sort((a, b) => a - b));
    expect(mentions.at(-1)).toBeGreaterThan(mentions[0]!);
    // Even a short post keeps some brand detail at high emphasis.
    expect(at(90, "SHORT")).toContain("Crumb & Co");
  });

  it("frames blog posts with a title and emails with a subject, greeting and sign-off", () => {
    const blog = composeOfflinePost({ ...BRIEF, postType: "BLOG" }).split("\n\n");
    expect(blog[0]).toBe("Our new autumn menu with pumpkin soup and cinnamon buns");
    const email = composeOfflinePost({ ...BRIEF, postType: "EMAIL", replyLanguage: "SPANISH", postTone: "PROFESSIONAL" }).split("\n\n");
    expect(email[0]).toBe("Asunto: Our new autumn menu with pumpkin soup and cinnamon buns");
    expect(email[1]).toBe("Estimado cliente:");
    expect(PHRASE_BANKS.SPANISH.tones.PROFESSIONAL.signoffs.map((s) => `${s}\nCrumb & Co`)).toContain(email.at(-1));
  });

  it("uses the right Hungarian article before the business name", () => {
    const at = (name: string) =>
      composeOfflinePost({ ...BRIEF, brand: { ...BRIEF.brand, name }, replyLanguage: "HUNGARIAN", postTone: "PROFESSIONAL", weight: 100 });
    expect(at("Alma Kávézó")).toContain("az Alma Kávézó");
    expect(at("Pék Műhely")).toContain("a Pék Műhely");
  });

  it("writes about the business when the description is empty", () => {
    const text = composeOfflinePost({ ...BRIEF, description: "" });
    expect(text).toContain(PHRASE_BANKS.ENGLISH.topicFallback);
  });
});

describe("offline writer: AI SDK language model", () => {
  it("answers generateText with the composed post and token usage of ceil(chars/4)", async () => {
    const prompt = buildPrompt(BRIEF);
    const result = await generateText({
      model: createOfflineWriter(),
      instructions: prompt.instructions,
      prompt: prompt.prompt,
      providerOptions: prompt.providerOptions,
    });
    expect(result.text).toBe(composeOfflinePost(BRIEF));
    expect(result.usage.outputTokens).toBe(countTokens(result.text));
    expect(result.usage.inputTokens).toBeGreaterThanOrEqual(countTokens(prompt.instructions + prompt.prompt));
    expect(result.usage.totalTokens).toBe(result.usage.inputTokens! + result.usage.outputTokens!);
  });

  it("streams the same post word by word, paced, with usage at the end", async () => {
    const prompt = buildPrompt({ ...BRIEF, postLength: "SHORT" });
    const started = Date.now();
    const result = streamText({
      model: createOfflineWriter({ paceMs: 5 }),
      instructions: prompt.instructions,
      prompt: prompt.prompt,
      providerOptions: prompt.providerOptions,
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(30);
    expect(deltas.join("")).toBe(composeOfflinePost({ ...BRIEF, postLength: "SHORT" }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * (deltas.length - 1) * 0.8);
    expect((await result.usage).outputTokens).toBe(countTokens(deltas.join("")));
  });

  it("writes a generic post when called with a bare prompt", async () => {
    const result = await generateText({ model: createOfflineWriter(), prompt: "Weekend opening hours" });
    expect(result.text).toContain("Weekend opening hours");
    expect(result.text).toContain("Your Brand");
  });
});

describe("the offline writer for Instagram", () => {
  it("points to the bio instead of writing links, and groups the hashtags at the very end", () => {
    const links = ["https://crumb.example/menu"];
    for (const replyLanguage of REPLY_LANGUAGES) {
      const text = composeOfflinePost({ ...BRIEF, replyLanguage, platform: "INSTAGRAM", generateHashtags: true, links });
      expect(text, replyLanguage).not.toContain("https://");
      expect(text, replyLanguage).toContain(PHRASE_BANKS[replyLanguage].linkInBio);
      const paragraphs = text.split("\n\n");
      expect(paragraphs.at(-1), replyLanguage).toMatch(/^(#\S+ ?)+$/);
      expect(paragraphs.slice(0, -1).join(" "), replyLanguage).not.toContain("#");
    }
    // The same brief for Facebook keeps its link.
    expect(composeOfflinePost({ ...BRIEF, generateHashtags: true, links })).toContain(links[0]);
  });
});
