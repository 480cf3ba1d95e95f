// The outline of a plan: one item per slot, the everyday kinds mixed (never two alike in a row), no theme
// twice in the range nor one of the owner's recent ones, and dated occasions on their own days (or just before).
import { describe, expect, it } from "vitest";
import { buildOutline, everydayIdea, kindCycle, normaliseTheme, type OutlineSlot } from "@/lib/planning/build-outline";
import { EVERYDAY_KINDS } from "@/lib/writing/post-kinds";

/** `count` slots from 1 March 2027, `perDay` a day at 09:00, 13:00, 17:00… (UTC; the days are what count). */
function slots(count: number, perDay = 1, firstDay = 1): OutlineSlot[] {
  return Array.from({ length: count }, (_, i) => {
    const day = firstDay + Math.floor(i / perDay);
    const date = `2027-03-${String(day).padStart(2, "0")}`;
    return { date, at: new Date(`${date}T${String(9 + (i % perDay) * 4).padStart(2, "0")}:00:00Z`) };
  });
}

const base = { occasions: [], brandName: "Crumb & Co", industry: "food_drink" as const, recentThemes: [], seed: 3 };

describe("buildOutline", () => {
  it("proposes one item for each slot, at the slot, in order", () => {
    const open = slots(9, 3);
    const outline = buildOutline({ ...base, slots: open });
    expect(outline.map((item) => item.at)).toEqual(open.map((slot) => slot.at));
    expect(outline.every((item) => item.theme.length > 10 && item.theme.length <= 300)).toBe(true);
  });

  it("mixes the kinds: every everyday kind in five slots, never the same twice in a row", () => {
    for (const seed of [0, 1, 2, 3, 4, 17]) {
      const outline = buildOutline({ ...base, seed, slots: slots(12) });
      expect(new Set(outline.slice(0, 5).map((item) => item.kind))).toEqual(new Set(EVERYDAY_KINDS));
      for (let i = 1; i < outline.length; i++) expect(outline[i]!.kind).not.toBe(outline[i - 1]!.kind);
    }
  });

  it("never repeats a theme within the range, even over a busy month, nor proposes one of the owner's recent themes", () => {
    const recent = everydayIdea("TIP", { brandName: "Crumb & Co", industry: "food_drink", avoid: [], seed: 3 })!.theme;
    const outline = buildOutline({ ...base, slots: slots(93, 3), recentThemes: [recent.toUpperCase(), "A totally different post"] });
    expect(outline).toHaveLength(93);
    const themes = outline.map((item) => normaliseTheme(item.theme));
    expect(new Set(themes).size).toBe(themes.length);
    expect(themes).not.toContain(normaliseTheme(recent));
  });

  it("spreads topics: while others are left, a topic is used once", () => {
    const outline = buildOutline({ ...base, slots: slots(8) });
    const topics = [
      "our fresh bakes",
      "a quick weekday lunch",
      "coffee for slow mornings",
      "seasonal ingredients",
      "keeping food fresh at home",
      "our most popular dish",
      "our drinks menu",
      "food for sharing with friends",
    ];
    const used = topics.map((topic) => outline.filter((item) => item.theme.includes(topic)).length);
    expect(used.every((n) => n === 1)).toBe(true);
  });

  it("puts an occasion on its own day's first slot as a seasonal post", () => {
    const open = slots(6, 2);
    const outline = buildOutline({ ...base, slots: open, occasions: [{ date: "2027-03-02", name: "Carnival" }] });
    const seasonal = outline.filter((item) => item.kind === "SEASONAL");
    expect(seasonal).toHaveLength(1);
    expect(seasonal[0]).toMatchObject({ date: "2027-03-02", at: open[2]!.at, occasion: "Carnival" });
    expect(seasonal[0]!.theme).toContain("Carnival");
  });

  it("with no slot on the day, takes the last slot of the two days before it, and none further ahead", () => {
    const open = [...slots(2, 1, 1), ...slots(1, 1, 9)];
    const outline = buildOutline({
      ...base,
      slots: open,
      occasions: [
        { date: "2027-03-04", name: "Lead-up day" },
        { date: "2027-03-20", name: "Too far away" },
      ],
    });
    expect(outline.map((item) => [item.date, item.kind === "SEASONAL" ? item.occasion : null])).toEqual([
      ["2027-03-01", null],
      ["2027-03-02", "Lead-up day"],
      ["2027-03-09", null],
    ]);
    expect(outline[1]!.theme).toMatch(/^Getting ready for Lead-up day/);
  });

  it("gives the kinds that do best for the owner twice the turns, still never two alike in a row", () => {
    expect(kindCycle()).toEqual([...EVERYDAY_KINDS]);
    expect(kindCycle(["OFFER"])).toEqual(["OFFER", "TIP", "BEHIND_THE_SCENES", "OFFER", "QUESTION", "CUSTOMER_STORY"]);
    for (const favoured of [["TIP"], ["QUESTION", "TIP"]] as const) {
      for (const seed of [0, 1, 2, 5, 11]) {
        const outline = buildOutline({ ...base, seed, favoured, slots: slots(21) });
        const counts = new Map<string, number>();
        for (const item of outline) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
        const rest = EVERYDAY_KINDS.filter((kind) => !(favoured as readonly string[]).includes(kind));
        for (const kind of favoured) for (const other of rest) expect(counts.get(kind)).toBeGreaterThan(counts.get(other) ?? 0);
        for (let i = 1; i < outline.length; i++) expect(outline[i]!.kind).not.toBe(outline[i - 1]!.kind);
        expect(new Set(outline.map((item) => item.kind))).toEqual(new Set(EVERYDAY_KINDS));
      }
    }
  });
});
