import { describe, expect, it } from "vitest";
import { formatCount, formatCredits, formatLongDate, formatMoney, formatNumber } from "@/lib/format";
import { planCredits, PLANS } from "@/lib/billing/plans";

describe("one formatter for numbers, money, dates and counts", () => {
  it("writes numbers and credits the same way everywhere", () => {
    expect(formatNumber(150000)).toBe("150,000");
    expect(formatCredits(54500)).toBe("54,500 credits");
    expect(formatMoney(15)).toBe("€15");
    expect(formatLongDate("2026-11-22T12:00:00Z")).toBe("November 22, 2026");
  });

  it("counts with the plural rule, not a bare 's'", () => {
    expect(formatCount(1, "share")).toBe("1 share");
    expect(formatCount(0, "share")).toBe("0 shares");
    expect(formatCount(2, "Reaction")).toBe("2 Reactions");
    expect(formatCount(1, "day")).toBe("1 day");
    expect(formatCount(1200, "post")).toBe("1,200 posts");
  });

  it("says what a plan buys from the costs the server charges", () => {
    expect(PLANS.map((plan) => planCredits(plan, 5000))).toEqual([
      "150,000 credits a month: about 333 posts, or 27 with images",
      "350,000 credits a month: about 777 posts, or 64 with images",
    ]);
    expect(planCredits(PLANS[0]!, 0)).toBe("150,000 credits a month: about 333 posts, or 333 with images");
  });
});
