"use client";
// Dragging on the calendar: a scheduled post dropped on another day keeps its time of day there (a time that day
// lacks, or has twice, is asked for); a draft dropped on a day opens Confirm Post at that day's time. A screen
// reader hears each in words (drop-on-day.ts).
import { PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useId, useMemo } from "react";
import { toast } from "sonner";
import { dayAfter } from "@/lib/calendar/calendar-days";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import type { Post } from "@/lib/client/post-types";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import type { WallTime } from "@/lib/time/zoned-time";
import { writeTimeFor } from "./calendar-day-facts";
import { dragAnnouncements, dropOnDay } from "./drop-on-day";
import type { DraftToSchedule } from "./schedule-draft-dialog";

type DropHandlers = {
  /** Moves a post to an instant. */
  move: (postId: number, at: Date) => Promise<unknown>;
  /** 'Move to…' for a post, with the wall time it was dropped at when that time needs choosing. */
  ask: (entry: CalendarEntry, wall?: WallTime) => void;
  /** Opens Confirm Post for a draft at a time. */
  schedule: (request: DraftToSchedule) => void;
};

export function useCalendarDrop(zone: string, today: string, { move, ask, schedule }: DropHandlers) {
  /** A draft goes to the Confirm Post dialog at `day`'s time (a day gone by has none). */
  function scheduleDraft(draft: Post, day: string) {
    const at = writeTimeFor(day, today, zone);
    if (at) schedule({ draft, at });
    else toast.error("That day has passed. Choose today or a day ahead.");
  }

  /** 'Schedule…' on a draft: the next whole hour today, or tomorrow at 09:00 late at night. */
  const scheduleSoon = (draft: Post) => scheduleDraft(draft, writeTimeFor(today, today, zone) ? today : dayAfter(today));

  async function dropped({ active, over }: DragEndEvent) {
    const drop = dropOnDay(active, over, zone);
    if (drop.kind === "draft") scheduleDraft(drop.draft, drop.day);
    else if (drop.kind === "move") await move(drop.entry.id, drop.at);
    else if (drop.kind === "ask") ask(drop.entry, drop.wall);
    else if (drop.kind === "passed") toast.error(SCHEDULE_MESSAGES.futureTime);
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const id = useId();
  const announcements = useMemo(() => dragAnnouncements(zone), [zone]);
  return {
    /** The DndContext's props. */
    dnd: { id, sensors, collisionDetection: pointerWithin, accessibility: { announcements }, onDragEnd: (event: DragEndEvent) => void dropped(event) },
    scheduleSoon,
  };
}
