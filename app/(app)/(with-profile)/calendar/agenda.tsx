"use client";
import { longDay } from "@/lib/calendar/calendar-days";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import type { PostsAtRisk } from "@/lib/posts/schemas/post";
import { cn } from "@/lib/utils";
import { NO_ENTRIES } from "./calendar-day-facts";
import { CalendarPostChip, type ChipActions } from "./calendar-post-chip";
import { MoreButton } from "./more-button";

type AgendaProps = {
  days: string[];
  byDay: Map<string, CalendarEntry[]>;
  counts: Record<string, number>;
  atRisk: PostsAtRisk;
  today: string;
  zone: string;
  actions: ChipActions;
  onMore: (day: string) => void;
};

/** A phone's calendar: the days shown that have posts (and today), each with its posts in order. */
export function Agenda({ days, byDay, counts, atRisk, today, zone, actions, onMore }: AgendaProps) {
  const listed = days.filter((day) => counts[day] || day === today);
  return (
    <ol className="space-y-4" aria-label="Agenda">
      {listed.map((day) => {
        const entries = byDay.get(day) ?? NO_ENTRIES;
        const count = counts[day] ?? 0;
        return (
          <li key={day} id={`agenda-${day}`} data-day={day} className="scroll-mt-20">
            <h3 className={cn("mb-2 text-sm font-semibold", day === today && "text-primary")}>
              {longDay(day)}
              {day === today && " · Today"}
            </h3>
            <div className="space-y-2">
              {entries.map((entry) => (
                <CalendarPostChip key={entry.id} entry={entry} zone={zone} actions={actions} atRisk={atRisk[entry.id]} roomy />
              ))}
              {count > entries.length && <MoreButton day={day} hidden={count - entries.length} onMore={onMore} roomy />}
              {!count && <p className="text-sm text-muted-foreground">Nothing planned today.</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
