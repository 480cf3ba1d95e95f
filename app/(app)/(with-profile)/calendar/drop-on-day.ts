// What dropping a post or a draft on a day of the calendar does, worked out once for the move itself and for
// what a screen reader hears of it: the post by its first words, the day and the time in words, never ids
// ("Moved 'Fresh croissants…' to Sunday 29 November, 09:30").
import type { Active, Announcements, Over } from "@dnd-kit/core";
import { longDay } from "@/lib/calendar/calendar-days";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import type { Post } from "@/lib/client/post-types";
import { compareDays } from "@/lib/time/calendar-day";
import { resolveWallTime, wallTimeOf, type WallTime } from "@/lib/time/zoned-time";

export type DropOnDay =
  /** A scheduled post to another day, at its time of day there. */
  | { kind: "move"; entry: CalendarEntry; wall: WallTime; at: Date }
  /** The day lacks that time, or has it twice: 'Move to…' asks. */
  | { kind: "ask"; entry: CalendarEntry; wall: WallTime }
  /** That time has gone by on the day it was dropped on. */
  | { kind: "passed"; entry: CalendarEntry; wall: WallTime }
  | { kind: "same-day"; entry: CalendarEntry; day: string }
  /** A draft from the tray: the Confirm Post dialog opens at that day's time. */
  | { kind: "draft"; draft: Post; day: string }
  /** Let go away from any day. */
  | { kind: "nowhere" };

const FIRST_WORDS = 20;

/** A post's first words, at most 20 characters cut at a word, for saying which post is meant: "Fresh croissants…". */
export function firstWords(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  if (characters.length <= FIRST_WORDS) return characters.join("");
  const start = characters.slice(0, FIRST_WORDS + 1).join("");
  const cut = start.lastIndexOf(" ");
  return `${(cut > 0 ? start.slice(0, cut) : characters.slice(0, FIRST_WORDS - 1).join("")).replace(/[\s,.;:!?…-]+$/, "")}…`;
}

/** The post or draft being dragged. */
function dragged(active: Active): { entry?: CalendarEntry; draft?: Post } {
  return { entry: active.data.current?.entry as CalendarEntry | undefined, draft: active.data.current?.draft as Post | undefined };
}

export function dropOnDay(active: Active, over: Over | null, zone: string, now = new Date()): DropOnDay {
  const { entry, draft } = dragged(active);
  const day = over?.id;
  if (typeof day !== "string" || (!entry && !draft)) return { kind: "nowhere" };
  if (draft) return { kind: "draft", draft, day };
  const from = wallTimeOf(new Date(entry!.at), zone);
  if (compareDays(from.date, day) === 0) return { kind: "same-day", entry: entry!, day };
  const wall = { date: day, time: from.time };
  const resolved = resolveWallTime(wall, zone);
  if (resolved.kind !== "exact") return { kind: "ask", entry: entry!, wall };
  return resolved.at.getTime() <= now.getTime() ? { kind: "passed", entry: entry!, wall } : { kind: "move", entry: entry!, wall, at: resolved.at };
}

function describeDrop(drop: DropOnDay, name: string): string {
  switch (drop.kind) {
    case "move":
      return `Moved ${name} to ${longDay(drop.wall.date)}, ${drop.wall.time}`;
    case "ask":
      return `Choose a time for ${name} on ${longDay(drop.wall.date)}.`;
    case "passed":
      return `${name} stays where it was: ${drop.wall.time} on ${longDay(drop.wall.date)} has passed.`;
    case "same-day":
      return `${name} stays on ${longDay(drop.day)}.`;
    case "draft":
      return `Scheduling ${name} for ${longDay(drop.day)}.`;
    case "nowhere":
      return `${name} was put back.`;
  }
}

/** What the calendar's drag and drop says to a screen reader, in the brand's zone. */
export function dragAnnouncements(zone: string): Announcements {
  const nameOf = (active: Active) => {
    const { entry, draft } = dragged(active);
    return `'${firstWords(entry?.excerpt ?? draft?.content ?? "")}'`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active)}.`,
    onDragOver: ({ active, over }) =>
      typeof over?.id === "string" ? `${nameOf(active)} is over ${longDay(over.id)}.` : `${nameOf(active)} is not over a day.`,
    onDragEnd: ({ active, over }) => describeDrop(dropOnDay(active, over, zone), nameOf(active)),
    onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
  };
}
