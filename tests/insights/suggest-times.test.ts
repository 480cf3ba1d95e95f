// The best-time suggestion, as a pure function: enough posts to go on, too few, and ties.
import { describe, expect, it } from "vitest";
import { MAX_SUGGESTED, MIN_POSTS, suggestTimes, type WeekCell } from "@/lib/insights/suggest-times";

/** Every weekday at 9, 13 and 18 with three posts each, engaging `base` a post, and the cells given over them. */
function week(base: number, over: WeekCell[] = []): WeekCell[] {
  const cells: WeekCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (const hour of [9, 13, 18]) cells.push({ weekday, hour, posts: 3, engagement: 3 * base });
  }
  return cells.map((cell) => over.find((o) => o.weekday === cell.weekday && o.hour === cell.hour) ?? cell);
}

describe("the best times to post", () => {
  it("with enough posts, are the weekday-and-hour cells well above the median post, best first, spread over the week", () => {
    const cells = week(10, [
      { weekday: 2, hour: 9, posts: 6, engagement: 6 * 30 },
      { weekday: 4, hour: 18, posts: 6, engagement: 6 * 20 },
      // Above the median, but not by enough (1.1 times).
      { weekday: 5, hour: 13, posts: 3, engagement: 3 * 11 },
      // Well above, but too few posts to mean anything.
      { weekday: 6, hour: 9, posts: 2, engagement: 2 * 50 },
    ]);
    const suggestion = suggestTimes(cells, 10, "food_drink");
    expect(suggestion).toEqual({
      basis: "yours",
      slots: [
        { weekday: 2, time: "09:00", lift: 3, posts: 6 },
        { weekday: 4, time: "18:00", lift: 2, posts: 6 },
      ],
      // 68 posts, six behind each slot, each at least twice the median.
      sureness: "high",
      postsConsidered: 68,
    });
  });

  it("are at most 7, at most two on a day, and only a first hint with few posts behind them", () => {
    const over: WeekCell[] = [];
    for (let weekday = 1; weekday <= 7; weekday++)
      for (const hour of [9, 13, 18]) over.push({ weekday, hour, posts: 3, engagement: 3 * (20 + weekday + hour) });
    // Monday's three cells do best of all, but a day gets two slots at most.
    for (const cell of over.filter((c) => c.weekday === 1)) cell.engagement = 3 * (100 + cell.hour);
    const suggestion = suggestTimes(over, 10, "retail");
    expect(suggestion.basis).toBe("yours");
    expect(suggestion.slots).toHaveLength(MAX_SUGGESTED);
    expect(suggestion.slots.map((slot) => `${slot.weekday} ${slot.time}`)).toEqual([
      "1 13:00",
      "1 18:00",
      "3 18:00",
      "4 18:00",
      "5 18:00",
      "6 18:00",
      "7 18:00",
    ]);
    expect(suggestion.sureness).toBe("low");
  });

  it("break a tie of lift by the posts behind it, then by the earlier slot of the week", () => {
    const cells = week(10, [
      { weekday: 3, hour: 13, posts: 3, engagement: 3 * 25 },
      { weekday: 1, hour: 18, posts: 5, engagement: 5 * 25 },
      { weekday: 2, hour: 9, posts: 3, engagement: 3 * 25 },
    ]);
    const slots = suggestTimes(cells, 10, "other").slots;
    expect(slots.map((slot) => [slot.weekday, slot.time, slot.posts])).toEqual([
      [1, "18:00", 5],
      [2, "09:00", 3],
      [3, "13:00", 3],
    ]);
  });

  it("with too few posts, or none that stand out, fall back to the industry's general times, said to be so", () => {
    const few = suggestTimes([{ weekday: 2, hour: 9, posts: MIN_POSTS - 1, engagement: 500 }], 10, "fitness");
    expect(few).toMatchObject({ basis: "industry", sureness: null, postsConsidered: MIN_POSTS - 1 });
    expect(few.slots[0]).toEqual({ weekday: 1, time: "06:00", lift: null, posts: 0 });
    expect(few.slots.length).toBeLessThanOrEqual(MAX_SUGGESTED);
    // Enough posts, but every time does the same: general times, said to be for that reason.
    const even = suggestTimes(week(10), 10, "fitness");
    expect(even.basis).toBe("even");
    expect(even.postsConsidered).toBe(63);
  });
});
