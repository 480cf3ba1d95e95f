"use client";
// A day of the month or week grid on a wide screen: its number, a way to write a post for it, its posts (a
// month's first few, then "+N more"), and a place to drop a post or a draft.
import { useDroppable } from "@dnd-kit/core";
import { Plus } from "lucide-react";
import Link from "next/link";
import { dayNumber, isSameMonth, longDay, writePostHref, type CalendarView } from "@/lib/calendar/calendar-days";
import { POSTS_PER_DAY } from "@/lib/calendar/calendar-limits";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import type { PostsAtRisk } from "@/lib/posts/schemas/post";
import { cn } from "@/lib/utils";
import { dayLabel, writeTimeFor } from "./calendar-day-facts";
import { CalendarPostChip, type ChipActions } from "./calendar-post-chip";
import { MoreButton } from "./more-button";

type DayCellProps = {
  day: string;
  view: CalendarView;
  anchor: string;
  today: string;
  entries: CalendarEntry[];
  count: number;
  atRisk: PostsAtRisk;
  zone: string;
  actions: ChipActions;
  onMore: (day: string) => void;
};

export function DayCell({ day, view, anchor, today, entries, count, atRisk, zone, actions, onMore }: DayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  const writeAt = writeTimeFor(day, today, zone);
  const shown = view === "month" ? entries.slice(0, POSTS_PER_DAY) : entries;
  const hidden = count - shown.length;
  const outside = view === "month" && !isSameMonth(day, anchor);
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      aria-label={dayLabel(day, count)}
      data-day={day}
      className={cn(
        "flex min-w-0 flex-col gap-1 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0",
        view === "month" ? "min-h-28" : "min-h-[28rem]",
        outside && "bg-muted/30",
        isOver && "bg-primary/10 ring-2 ring-primary ring-inset",
      )}
    >
      <div className="flex items-center justify-between">
        <span
          className={cn(
            "rounded-full px-1.5 text-xs font-medium tabular-nums",
            day === today ? "bg-primary text-primary-foreground" : outside ? "text-muted-foreground" : "text-foreground",
          )}
        >
          {dayNumber(day)}
        </span>
        {writeAt && (
          <Link
            href={writePostHref(writeAt)}
            className="flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Write a post for ${longDay(day)}`}
            title="Write a post for this day"
          >
            <Plus className="size-3.5" aria-hidden="true" />
          </Link>
        )}
      </div>
      {shown.map((entry) => (
        <CalendarPostChip key={entry.id} entry={entry} zone={zone} actions={actions} atRisk={atRisk[entry.id]} roomy={view === "week"} />
      ))}
      {hidden > 0 && <MoreButton day={day} hidden={hidden} onMore={onMore} />}
    </div>
  );
}
