// What each platform accepts in a post's text: Instagram's caption limits, counted as Instagram counts them.
import { describe, expect, it } from "vitest";
import { characterCount, countTags, instagramCaptionProblem } from "@/lib/posts/platform-limits";

describe("Instagram's caption rules", () => {
  it("counts hashtags and @-mentions at a word's start, not inside words, addresses or e-mail", () => {
    expect(countTags("#bread and #Brötchen_2 at @corner.bakery, not a#b or me@example.test or https://x.test/#top")).toEqual({ hashtags: 2, mentions: 1 });
    expect(countTags("")).toEqual({ hashtags: 0, mentions: 0 });
  });

  it("counts an emoji as one character", () => {
    expect(characterCount("🥐🥐")).toBe(2);
  });

  it("says what is over the limit, in the owner's words", () => {
    expect(instagramCaptionProblem("Fresh bread #bakery @friends")).toBeNull();
    expect(instagramCaptionProblem("🥐".repeat(2_200))).toBeNull();
    expect(instagramCaptionProblem("a".repeat(2_345))).toBe("Instagram captions can be at most 2,200 characters; this one has 2,345.");
    expect(instagramCaptionProblem(Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" "))).toBe("Instagram allows at most 30 hashtags; this caption has 31.");
    expect(instagramCaptionProblem(Array.from({ length: 21 }, (_, i) => `@friend${i}`).join(" "))).toBe("Instagram allows at most 20 @-mentions; this caption has 21.");
  });
});
