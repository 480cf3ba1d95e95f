// The one-line readings of the Insights page's charts (lib/insights/readings.ts): what an owner reads above each.
import { describe, expect, it } from "vitest";
import { channelReading, kindReading } from "@/lib/insights/readings";
import type { InsightsReply } from "@/lib/insights/schemas";

const label = (channel: string) => ({ FACEBOOK: "Facebook", INSTAGRAM: "Instagram", LINKEDIN: "LinkedIn" })[channel] ?? channel;
const row = (channel: InsightsReply["byChannel"][number]["channel"], posts: number, engagement: number) => ({ channel, posts, reach: null, engagement });

describe("the channels' reading", () => {
  it("names the channel whose posts get the most engagement, against the least", () => {
    expect(channelReading([row("FACEBOOK", 4, 200), row("INSTAGRAM", 4, 40), row("LINKEDIN", 2, 60)], label)).toBe(
      "Facebook gets the most engagement a post: 50, against 10 on Instagram.",
    );
  });

  it("names no channel the best when they do about as well as each other", () => {
    expect(channelReading([row("FACEBOOK", 10, 280), row("INSTAGRAM", 10, 280)], label)).toBe(
      "Every channel does about as well as the others: about 28 interactions a post.",
    );
    expect(channelReading([row("FACEBOOK", 10, 300), row("INSTAGRAM", 10, 280)], label)).toBe(
      "Every channel does about as well as the others: about 30 interactions a post.",
    );
  });

  it("says where the posts went when one channel had them all, and when none went out", () => {
    expect(channelReading([row("FACEBOOK", 3, 30), row("INSTAGRAM", 0, 0)], label)).toBe("All of this range's posts went to Facebook.");
    expect(channelReading([row("FACEBOOK", 0, 0)], label)).toBe("No posts went out in this range yet.");
  });

  it("still names the best when the least engaged channel got none", () => {
    expect(channelReading([row("FACEBOOK", 2, 10), row("INSTAGRAM", 2, 0)], label)).toBe(
      "Facebook gets the most engagement a post: 5, against 0 on Instagram.",
    );
  });
});

describe("the kinds' reading", () => {
  it("compares the best kind with the least", () => {
    expect(
      kindReading([
        { kind: "TIP", posts: 4, engagement: 180 },
        { kind: "OFFER", posts: 4, engagement: 60 },
      ]),
    ).toBe("Your tips get three times the engagement of your offers.");
  });
});
