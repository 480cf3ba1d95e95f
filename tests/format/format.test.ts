import { describe, expect, it } from "vitest";
import { planCredits } from "@/lib/billing/plan-credits";
import { lowestPrice, PLANS, planSaving } from "@/lib/billing/plans";
import { trialLabel, trialState } from "@/lib/billing/trial-state";
import { formatterFor, localeFrom } from "@/lib/format";

const format = formatterFor("en-US");

describe("one formatter for numbers, money, dates and counts, in the owner's locale", () => {
  it("writes numbers, credits and dates", () => {
    expect(format.number(150000)).toBe("150,000");
    expect(format.credits(54500)).toBe("54,500 credits");
    expect(format.longDate("2026-11-22T12:00:00Z")).toBe("November 22, 2026");
  });

  it("follows the owner's locale, read from the browser's Accept-Language", () => {
    expect(localeFrom("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(localeFrom(null)).toBe("en-US");
    expect(localeFrom("*")).toBe("en-US");
    expect(localeFrom("not a locale!")).toBe("en-US");
    const german = formatterFor(localeFrom("de-DE"));
    expect(german.number(150000)).toBe("150.000");
    expect(german.longDate("2026-11-22T12:00:00Z")).toBe("22. November 2026");
    expect(formatterFor("en-GB").longDate("2026-11-22T12:00:00Z")).toBe("22 November 2026");
  });

  it("writes prices in the owner's locale", () => {
    const standard = PLANS[0]!;
    expect([format.money(15, "EUR"), format.money(15, "EUR", { cents: true })]).toEqual(["€15", "€15.00"]);
    expect([lowestPrice(format), planSaving(standard, format)]).toEqual(["€15", "Save €10/month"]);
    const german = formatterFor("de-DE");
    // Intl puts a no-break space between the amount and the sign.
    expect([lowestPrice(german), planSaving(standard, german), german.money(1234.5, "EUR", { cents: true })]).toEqual([
      "15\u00a0€",
      "Save 10\u00a0€/month",
      "1.234,50\u00a0€",
    ]);
    expect(planSaving(standard, formatterFor("en-GB"))).toBe("Save €10/month");
  });

  it("writes a file's size in the unit that keeps it under 1,000, in the owner's locale", () => {
    expect([300, 512 * 1024, 1_011 * 1024, 4.3 * 1024 ** 2, 2 * 1024 ** 3].map(format.fileSize)).toEqual(["0.3 kB", "512 kB", "1 MB", "4.3 MB", "2 GB"]);
    expect(formatterFor("de-DE").fileSize(4.3 * 1024 ** 2)).toBe("4,3 MB");
  });

  it("counts with the plural rule, not a bare 's'", () => {
    expect(format.count(1, "share")).toBe("1 share");
    expect(format.count(0, "share")).toBe("0 shares");
    expect(format.count(2, "Reaction")).toBe("2 Reactions");
    expect(format.count(1200, "post")).toBe("1,200 posts");
    // The words are English whatever the locale: French's plural rule would make these "0 share" and "1,5 share".
    expect([formatterFor("fr-FR").count(0, "share"), formatterFor("fr-FR").count(1.5, "share")]).toEqual(["0 shares", "1,5 shares"]);
    const now = new Date("2026-11-23T10:00:00Z");
    expect(trialLabel(trialState("2026-11-23T12:00:00Z", now), format)).toBe("Trial: 1 day left");
  });

  it("says what a plan buys from the costs the server charges", () => {
    expect(planCredits(format)).toEqual({
      STANDARD: "150,000 credits a month: about 27 posts with pictures, or 330 without",
      PROFESSIONAL: "350,000 credits a month: about 64 posts with pictures, or 770 without",
    });
  });
});
