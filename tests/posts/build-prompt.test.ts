import { describe, expect, it } from "vitest";
import { brandEmphasisHint, brandEmphasisLevel } from "@/lib/writing/brand-emphasis";
import { buildImagePrompt, buildPrompt, estimatePromptTokens, MAX_OUTPUT_TOKENS } from "@/lib/posts/build-prompt";
import { BRIEF } from "./arrange";

const PROFILE_DESCRIPTION = BRIEF.brand.description;

describe("brand emphasis", () => {
  it("gives the five hints of docs/product.md §9 at their band edges", () => {
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(brandEmphasisHint)).toEqual([
      "Minimally reference business details",
      "Minimally reference business details",
      "Lightly include business information",
      "Lightly include business information",
      "Balanced use of business details",
      "Balanced use of business details",
      "Prominently feature business information",
      "Prominently feature business information",
      "Extensively use business profile details",
      "Extensively use business profile details",
    ]);
    expect(brandEmphasisLevel(50)).toBe(2);
  });
});

describe("buildPrompt", () => {
  it("puts the brief, tone, length, language and rules into the prompt", () => {
    const built = buildPrompt({
      ...BRIEF,
      postTone: "PROFESSIONAL",
      postLength: "LONG",
      replyLanguage: "HUNGARIAN",
      extraInstructions: "Mention 10% off on Monday",
    });
    expect(built.instructions).toContain("Write the whole post in Hungarian");
    expect(built.prompt).toContain("What the post is about: Our new autumn menu with pumpkin soup");
    expect(built.prompt).toContain("Tone of voice: professional");
    expect(built.prompt).toContain("about 300 words");
    expect(built.prompt).toContain("do not use any hashtags");
    expect(built.prompt).toContain("do not invent links");
    expect(built.prompt).toContain("Extra instructions from the business owner: Mention 10% off on Monday");
    expect(built.maxOutputTokens).toBe(MAX_OUTPUT_TOKENS.LONG);
    expect(built.providerOptions.postloom).toEqual({
      ...BRIEF,
      postTone: "PROFESSIONAL",
      postLength: "LONG",
      replyLanguage: "HUNGARIAN",
      extraInstructions: "Mention 10% off on Monday",
    });
  });

  it("asks for hashtags and lists links verbatim when requested", () => {
    const links = ["https://crumb.example/menu?utm=fb", "https://crumb.example/order"];
    const { prompt } = buildPrompt({ ...BRIEF, generateHashtags: true, links });
    expect(prompt).toContain("3 to 5 relevant hashtags");
    for (const link of links) expect(prompt).toContain(link);
  });

  it("writes an Instagram caption when asked: a first line that stops the scroll, hashtags together at the end, no links", () => {
    const links = ["https://crumb.example/menu"];
    const built = buildPrompt({ ...BRIEF, platform: "INSTAGRAM", generateHashtags: true, links });
    expect(built.instructions).toContain("Write it as an Instagram caption");
    expect(built.instructions).toContain("Instagram shows only about 125 characters before '… more'");
    expect(built.prompt).toContain("one block of 8 to 15 relevant hashtags, all together after the text");
    expect(built.prompt).toContain("write 'Link in bio' once instead of any address");
    expect(built.prompt).not.toContain(links[0]);
    // A Facebook post keeps its links and its short hashtag line.
    expect(buildPrompt({ ...BRIEF, generateHashtags: true, links }).instructions).not.toContain("Instagram");
  });

  it("weighs the brand profile by brand emphasis", () => {
    const at = (weight: number) => buildPrompt({ ...BRIEF, weight }).prompt;
    expect(at(10)).toContain("Minimally reference business details");
    expect(at(10)).toContain("Business name: Crumb & Co");
    expect(at(10)).not.toContain(PROFILE_DESCRIPTION);
    expect(at(30)).toContain(PROFILE_DESCRIPTION);
    expect(at(30)).not.toContain("Target audience");
    expect(at(50)).toContain("Target audience: Busy families");
    expect(at(50)).not.toContain("Pain points");
    expect(at(70)).toContain("Pain points it solves: Supermarket bread");
    expect(at(95)).toContain("Extensively use business profile details");
  });

  it("introduces the business when there is no description", () => {
    expect(buildPrompt({ ...BRIEF, description: "  " }).prompt).toContain("There is no specific topic: introduce the business");
  });

  it("estimates more prompt tokens than characters/4 so the reservation covers the real count", () => {
    const built = buildPrompt(BRIEF);
    expect(estimatePromptTokens(built)).toBeGreaterThan(Math.ceil((built.instructions.length + built.prompt.length) / 4));
  });

  it("describes the image without text in it", () => {
    expect(buildImagePrompt(BRIEF, "A bowl of pumpkin soup")).toMatch(/Crumb & Co.*It shows: A bowl of pumpkin soup\..*No words/);
  });
});
