// Public holidays as a plan's dated occasions: the brand's country and region, on its own calendar days,
// across a year's end; and the country a time zone pre-fills.
import { describe, expect, it } from "vitest";
import { countryOfTimeZone, isKnownPlace, publicHolidays } from "@/lib/planning/occasions";

const year = (country: string, region?: string) => publicHolidays({ country, region }, "2026-01-01", "2026-12-31");

describe("public holidays", () => {
  it("Portugal's 2026: 13 public holidays, Easter Sunday on 5 April, Restoration of Independence on 1 December", () => {
    const pt = year("PT");
    expect(pt).toHaveLength(13);
    expect(pt.map((o) => o.date)).toEqual(expect.arrayContaining(["2026-04-05", "2026-06-04", "2026-12-01", "2026-12-08"]));
    expect(pt[0]).toEqual({ date: "2026-01-01", name: "New Year's Day" });
  });

  it("a region adds its own: New York's 15, Bavaria's 12 to Germany's 9, England's August bank holiday", () => {
    expect(year("US", "NY")).toHaveLength(15);
    expect(year("US", "NY")).toContainEqual({ date: "2026-07-03", name: expect.stringContaining("Independence Day") });
    expect(year("DE")).toHaveLength(9);
    expect(year("DE", "BY")).toHaveLength(12);
    expect(year("GB", "ENG").map((o) => o.date)).toContain("2026-08-31");
  });

  it("a range across the new year, in date order", () => {
    expect(publicHolidays({ country: "PT" }, "2026-12-20", "2027-01-05")).toEqual([
      { date: "2026-12-25", name: "Christmas Day" },
      { date: "2027-01-01", name: "New Year's Day" },
    ]);
  });

  it("an unknown country or region has none, and is not a known place", () => {
    expect(isKnownPlace({ country: "PT" })).toBe(true);
    expect(isKnownPlace({ country: "US", region: "NY" })).toBe(true);
    expect(isKnownPlace({ country: "XX" })).toBe(false);
    expect(isKnownPlace({ country: "US", region: "ZZ" })).toBe(false);
    expect(year("XX")).toEqual([]);
  });
});

describe("the country of a time zone", () => {
  it.each([
    ["Europe/Lisbon", "PT"],
    ["Atlantic/Madeira", "PT"],
    ["America/New_York", "US"],
    ["Europe/London", "GB"],
    ["Europe/Berlin", "DE"],
    ["Asia/Tokyo", "JP"],
    ["UTC", null],
    ["Not/AZone", null],
  ])("%s → %s", (zone, country) => {
    expect(countryOfTimeZone(zone)).toBe(country);
  });
});
