import { describe, expect, it } from "vitest";
import { TYPICAL_TEXT_CREDITS } from "@/lib/credits/credit-costs";
import { whatCreditsBuy } from "@/lib/credits/what-credits-buy";
import { env } from "@/lib/env";
import { formatterFor } from "@/lib/format";

const format = formatterFor("en-US");
const buys = (credits: number) => whatCreditsBuy(credits, format);

describe("what credits buy", () => {
  it("counts as drafts are charged: a typical text, plus the image cost for a picture", () => {
    // The figures below are these constants' (as in the trial's 54,500 credits: 10 × (450 + 5,000)).
    expect([TYPICAL_TEXT_CREDITS.MEDIUM, env.IMAGE_CREDIT_COST]).toEqual([450, 5000]);
    expect(buys(54_500)).toBe("about 10 posts with pictures, or 120 without");
    // One credit less and the tenth picture is out of reach: the issue's own example.
    expect(buys(54_499)).toBe("about 9 posts with pictures, or 120 without");
    expect(buys(150_000)).toBe("about 27 posts with pictures, or 330 without");
  });

  it("0 credits, or less than one post, buy nothing", () => {
    expect(buys(0)).toBe("not enough for a post");
    expect(buys(449)).toBe("not enough for a post");
    expect(buys(Number.NaN)).toBe("not enough for a post");
  });

  it("less than one post with a picture: the posts without, in the singular for one", () => {
    expect(buys(450)).toBe("about 1 post without a picture");
    expect(buys(899)).toBe("about 1 post without a picture");
    expect(buys(900)).toBe("about 2 posts without pictures");
    expect(buys(5_449)).toBe("about 12 posts without pictures");
    expect(buys(5_450)).toBe("about 1 post with a picture, or 12 without");
    expect(buys(10_900)).toBe("about 2 posts with pictures, or 24 without");
  });

  it("'about' cuts counts from 100 on down to two figures, never up", () => {
    expect(buys(44_999)).toBe("about 8 posts with pictures, or 99 without");
    expect(buys(45_000)).toBe("about 8 posts with pictures, or 100 without");
    // 777 posts without pictures: about 770, not 780, which the credits do not pay for.
    expect(buys(350_000)).toBe("about 64 posts with pictures, or 770 without");
    expect(buys(449_999)).toBe("about 82 posts with pictures, or 990 without");
    expect(buys(450_000)).toBe("about 82 posts with pictures, or 1,000 without");
    expect(buys(545_000)).toBe("about 100 posts with pictures, or 1,200 without");
  });

  it("very large balances stay short, and read in the owner's locale", () => {
    // The largest balance PostgreSQL's integer column holds.
    expect(buys(2_147_483_647)).toBe("about 390,000 posts with pictures, or 4,700,000 without");
    expect(whatCreditsBuy(2_147_483_647, formatterFor("de-DE"))).toBe("about 390.000 posts with pictures, or 4.700.000 without");
    expect(buys(Number.MAX_SAFE_INTEGER)).toBe("about 1,600,000,000,000 posts with pictures, or 20,000,000,000,000 without");
  });
});
