// What a drop on the calendar does, and what a screen reader hears of it, without a browser: a post moved
// to another day at its time there (Lisbon), a day that lacks that time or has it twice, a time gone by, the
// same day, a draft, and nowhere; each said with the post's first words and the day in words.
import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { dragAnnouncements, dropOnDay, firstWords } from "@/app/(app)/(with-profile)/calendar/drop-on-day";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import type { Post } from "@/lib/client/post-types";

const ZONE = "Europe/Lisbon";
const entry = (at: string, excerpt = "Fresh croissants from the oven at seven"): CalendarEntry => ({ id: 3, excerpt, status: "SCHEDULED", at, targets: [] });
const dragging = (data: { entry?: CalendarEntry; draft?: Partial<Post> }) => ({ id: "post-3", data: { current: data } }) as unknown as Active;
const onDay = (day: string) => ({ id: day }) as unknown as Over;
const NOW = new Date("2027-03-01T12:00:00Z");

describe("a post's first words", () => {
  it("keeps a short text, and cuts a long one at a word within 20 characters", () => {
    expect(firstWords("Fresh croissants from the oven at seven")).toBe("Fresh croissants…");
    expect(firstWords("Cinnamon buns  every\nSaturday")).toBe("Cinnamon buns every…");
    expect(firstWords("Open late on Friday")).toBe("Open late on Friday");
    expect(firstWords("Supercalifragilisticexpialidocious")).toBe("Supercalifragilisti…");
    expect(firstWords("Closed today, sorry! Back on Tuesday")).toBe("Closed today, sorry…");
  });
});

describe("a drop on a day", () => {
  it("moves a post to another day at its time there, and says so in words", () => {
    const active = dragging({ entry: entry("2027-11-26T09:30:00Z") });
    expect(dropOnDay(active, onDay("2027-11-28"), ZONE, NOW)).toMatchObject({
      kind: "move",
      wall: { date: "2027-11-28", time: "09:30" },
      at: new Date("2027-11-28T09:30:00Z"),
    });
    const say = dragAnnouncements(ZONE);
    expect(say.onDragStart({ active })).toBe("Picked up 'Fresh croissants…'.");
    expect(say.onDragOver({ active, over: onDay("2027-11-28") })).toBe("'Fresh croissants…' is over Sunday 28 November.");
    expect(say.onDragEnd({ active, over: onDay("2027-11-28") })).toBe("Moved 'Fresh croissants…' to Sunday 28 November, 09:30");
  });

  it("asks for a time the day lacks or has twice, refuses one gone by, and leaves a post dropped on its own day", () => {
    // 01:30 in Lisbon: skipped on 28 March 2027, passed twice on 31 October 2027.
    const early = dragging({ entry: entry("2027-03-26T01:30:00Z") });
    expect(dropOnDay(early, onDay("2027-03-28"), ZONE, NOW)).toMatchObject({ kind: "ask", wall: { date: "2027-03-28", time: "01:30" } });
    expect(dropOnDay(early, onDay("2027-10-31"), ZONE, NOW)).toMatchObject({ kind: "ask", wall: { date: "2027-10-31", time: "01:30" } });
    expect(dragAnnouncements(ZONE).onDragEnd({ active: early, over: onDay("2027-03-28") })).toBe("Choose a time for 'Fresh croissants…' on Sunday 28 March.");
    expect(dropOnDay(early, onDay("2027-02-26"), ZONE, NOW)).toMatchObject({ kind: "passed" });
    expect(dropOnDay(early, onDay("2027-03-26"), ZONE, NOW)).toMatchObject({ kind: "same-day", day: "2027-03-26" });
    expect(dropOnDay(early, null, ZONE, NOW)).toEqual({ kind: "nowhere" });
  });

  it("sends a draft on to be scheduled for that day", () => {
    const active = dragging({ draft: { id: 9, content: "Latte art class on Thursday evening" } });
    expect(dropOnDay(active, onDay("2027-11-28"), ZONE, NOW)).toMatchObject({ kind: "draft", day: "2027-11-28" });
    expect(dragAnnouncements(ZONE).onDragEnd({ active, over: onDay("2027-11-28") })).toBe("Scheduling 'Latte art class on…' for Sunday 28 November.");
  });
});
