// Which kinds of post the planner favours for an owner: those with enough posts doing better than the owner's
// typical post by enough, the best two at most; never a seasonal post or one written by hand.
import { describe, expect, it } from "vitest";
import { rankFavoured } from "@/lib/insights/favoured-kinds";

describe("the favoured kinds", () => {
  it("are those doing a quarter better than the typical post, best first, two at most", () => {
    const kinds = [
      { kind: "OFFER", posts: 10, engagement: 100 },
      { kind: "TIP", posts: 5, engagement: 150 },
      { kind: "QUESTION", posts: 4, engagement: 100 },
      { kind: "CUSTOMER_STORY", posts: 4, engagement: 90 },
      { kind: "BEHIND_THE_SCENES", posts: 6, engagement: 60 },
    ];
    // Typical: 500 / 29 ≈ 17.2 a post; tips 30, questions 25, stories 22.5 (over 21.6), offers 10, behind the scenes 10.
    expect(rankFavoured(kinds)).toEqual(["TIP", "QUESTION"]);
  });

  it("need three posts of a kind, and a lift of a quarter", () => {
    expect(
      rankFavoured([
        { kind: "TIP", posts: 2, engagement: 200 },
        { kind: "OFFER", posts: 10, engagement: 100 },
      ]),
    ).toEqual([]);
    expect(
      rankFavoured([
        { kind: "TIP", posts: 4, engagement: 48 },
        { kind: "OFFER", posts: 4, engagement: 40 },
      ]),
    ).toEqual([]);
  });

  it("leave out seasonal posts and those written by hand, however well they do, and an owner with nothing yet", () => {
    const kinds = [
      { kind: "SEASONAL", posts: 5, engagement: 500 },
      { kind: "OTHER", posts: 5, engagement: 400 },
      { kind: "OFFER", posts: 5, engagement: 10 },
    ];
    expect(rankFavoured(kinds)).toEqual([]);
    expect(rankFavoured([])).toEqual([]);
    expect(rankFavoured([{ kind: "TIP", posts: 5, engagement: 0 }])).toEqual([]);
  });

  it("break a tie by name, so a plan is the same for the same figures", () => {
    const kinds = [
      { kind: "TIP", posts: 3, engagement: 90 },
      { kind: "QUESTION", posts: 3, engagement: 90 },
      { kind: "OFFER", posts: 20, engagement: 20 },
    ];
    expect(rankFavoured(kinds)).toEqual(["QUESTION", "TIP"]);
  });
});
