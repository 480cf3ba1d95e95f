// The sandbox channels' made-up engagement, which gives Insights something true to show in a local run: the same
// for the same post at the same time, growing over the first week and then staying, and varying by the weekday and
// hour the post went out in the brand's zone and by its kind.
import { describe, expect, it } from "vitest";
import { sandboxEngagement } from "@/lib/channels/sandbox-shared";
import { METRICS } from "@/lib/channels/engagement";

const HOUR = 3_600_000;
const post = (id: number, createdAt: string, text = "Fresh bread from seven.") => ({ id, text, createdAt: new Date(createdAt) });
const at = (p: { createdAt: Date }, hours: number) => new Date(p.createdAt.getTime() + hours * HOUR);
/** The week's reach and reactions of many posts alike but for what is varied. */
function weekTotal(make: (id: number) => { id: number; text: string; createdAt: Date }, zone = "UTC") {
  let reach = 0;
  let reactions = 0;
  for (let id = 1; id <= 200; id++) {
    const figures = sandboxEngagement(make(id), at(make(id), 7 * 24), zone);
    reach += figures.reach;
    reactions += figures.reactions;
  }
  return { reach, reactions };
}

describe("a sandbox post's engagement", () => {
  it("starts at nothing, grows over the first week (most of it on the first day), then stays; the same post at the same time reads the same", () => {
    const p = post(42, "2026-11-03T09:00:00Z");
    expect(Object.values(sandboxEngagement(p, p.createdAt, "UTC")).every((n) => n === 0)).toBe(true);
    let last = sandboxEngagement(p, p.createdAt, "UTC");
    for (const hours of [1, 6, 24, 72, 168]) {
      const figures = sandboxEngagement(p, at(p, hours), "UTC");
      for (const metric of METRICS) expect(figures[metric]).toBeGreaterThanOrEqual(last[metric]!);
      last = figures;
    }
    expect(sandboxEngagement(p, at(p, 24), "UTC").reach).toBeGreaterThan(0.7 * last.reach);
    expect(sandboxEngagement(p, at(p, 24 * 30), "UTC")).toEqual(last);
    expect(sandboxEngagement(p, at(p, 30), "UTC")).toEqual(sandboxEngagement({ ...p }, at(p, 30), "UTC"));
    expect(last.reactions).toBeGreaterThan(0);
  });

  it("varies by weekday and hour in the brand's zone, and by kind", () => {
    // Tuesday beats Sunday, at the same hour.
    const tuesday = weekTotal((id) => post(id, "2026-11-03T09:00:00Z"));
    const sunday = weekTotal((id) => post(id, "2026-11-08T09:00:00Z"));
    expect(tuesday.reach).toBeGreaterThan(1.4 * sunday.reach);
    // Nine in the morning beats three at night, and it is the brand's nine: 09:00 in Tokyo is 00:00 UTC.
    const morning = weekTotal((id) => post(id, "2026-11-03T09:00:00Z"));
    const night = weekTotal((id) => post(id, "2026-11-03T03:00:00Z"));
    expect(morning.reach).toBeGreaterThan(1.8 * night.reach);
    expect(weekTotal((id) => post(id, "2026-11-03T00:00:00Z"), "Asia/Tokyo")).toEqual(morning);
    // A tip draws more reactions than a plain offer, from the same reach.
    const tip = weekTotal((id) => post(id, "2026-11-03T09:00:00Z", "A tip for a crisper crust: bake it five minutes longer."));
    const offer = weekTotal((id) => post(id, "2026-11-03T09:00:00Z", "20% off all loaves this week."));
    expect(tip.reach).toBe(offer.reach);
    expect(tip.reactions).toBeGreaterThan(1.8 * offer.reactions);
  });
});
