// What each channel accepts in a post, as its facts say (lib/channels): what the previews count, the Confirm
// Post dialog and the server check before sending, in the owner's words.
import { describe, expect, it } from "vitest";
import { CHANNEL_FACTS, channelFacts, firstPostProblem, ROOMIEST_CHANNEL } from "@/lib/channels/facts";
import { FACEBOOK_FACTS } from "@/lib/channels/facebook/facts";
import { INSTAGRAM_FACTS } from "@/lib/channels/instagram/facts";
import { postProblem } from "@/lib/channels/rules";
import { characterCount, countTags } from "@/lib/channels/counting";

describe("counting a post's text as the channels count it", () => {
  it("counts hashtags and @-mentions at a word's start, not inside words, addresses or e-mail", () => {
    expect(countTags("#bread and #Brötchen_2 at @corner.bakery, not a#b or me@example.test or https://x.test/#top")).toEqual({ hashtags: 2, mentions: 1 });
    expect(countTags("")).toEqual({ hashtags: 0, mentions: 0 });
  });

  it("counts an emoji as one character", () => {
    expect(characterCount("🥐🥐")).toBe(2);
  });
});

describe("each channel's rules", () => {
  it("Instagram: a picture, and a caption within its limits, in the owner's words", () => {
    expect(postProblem(INSTAGRAM_FACTS, "Fresh bread #bakery @friends", 1)).toBeNull();
    expect(postProblem(INSTAGRAM_FACTS, "🥐".repeat(2_200), 1)).toBeNull();
    expect(postProblem(INSTAGRAM_FACTS, "Fresh bread", 0)).toBe("Instagram needs an image. Add one to this post, or choose only Facebook.");
    expect(postProblem(INSTAGRAM_FACTS, "a".repeat(2_345), 1)).toBe("Instagram captions can be at most 2,200 characters; this one has 2,345.");
    expect(postProblem(INSTAGRAM_FACTS, Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" "), 1)).toBe(
      "Instagram allows at most 30 hashtags; this caption has 31.",
    );
    expect(postProblem(INSTAGRAM_FACTS, Array.from({ length: 21 }, (_, i) => `@friend${i}`).join(" "), 1)).toBe(
      "Instagram allows at most 20 @-mentions; this caption has 21.",
    );
  });

  it("Facebook: no picture needed, no tag limits, and 63,206 characters", () => {
    const tags = Array.from({ length: 40 }, (_, i) => `#tag${i} @friend${i}`).join(" ");
    expect([postProblem(FACEBOOK_FACTS, "Fresh bread", 0), postProblem(FACEBOOK_FACTS, tags, 0), postProblem(FACEBOOK_FACTS, "a".repeat(63_206), 0)]).toEqual([
      null,
      null,
      null,
    ]);
    expect(postProblem(FACEBOOK_FACTS, "a".repeat(63_207), 0)).toBe("Facebook posts can be at most 63,206 characters; this one has 63,207.");
  });

  it("a post for several channels meets the first refusal among them; the longest text any takes bounds every post", () => {
    expect(firstPostProblem([FACEBOOK_FACTS, INSTAGRAM_FACTS], "Fresh bread", 0)).toBe(INSTAGRAM_FACTS.needsImage);
    expect(firstPostProblem([FACEBOOK_FACTS], "Fresh bread", 0)).toBeNull();
    expect(ROOMIEST_CHANNEL.rules.maxCharacters).toBe(Math.max(...CHANNEL_FACTS.map((facts) => facts.rules.maxCharacters)));
  });

  it("every channel is found by its key, and an unknown key is refused", () => {
    for (const facts of CHANNEL_FACTS) expect(channelFacts(facts.key)).toBe(facts);
    expect(() => channelFacts("MYSPACE")).toThrow("No channel MYSPACE");
  });
});
