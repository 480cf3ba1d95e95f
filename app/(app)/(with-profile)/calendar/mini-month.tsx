"use client";
import Link from "next/link";
import { dayNumber, isSameMonth, longDay, viewTitle, WEEKDAYS, writePostHref } from "@/lib/calendar/calendar-days";
import { cn } from "@/lib/utils";
import { dayLabel, writeTimeFor } from "./calendar-day-facts";

/**
 * A phone's month at a glance, above its agenda: a dot on each day with posts (a tap goes to that day in the
 * agenda); a tap on an empty day to come opens the generator for it, as on a wide screen.
 */
export function MiniMonth({
  days,
  anchor,
  counts,
  today,
  zone,
}: {
  days: string[];
  anchor: string;
  counts: Record<string, number>;
  today: string;
  zone: string;
}) {
  return (
    <div className="mb-5 rounded-lg border bg-background p-2" data-testid="mini-month">
      <div className="grid grid-cols-7 text-center text-xs font-medium text-muted-foreground" aria-hidden="true">
        {WEEKDAYS.map((day) => (
          <div key={day} className="py-1">
            {day.slice(0, 2)}
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-7" aria-label={`${viewTitle("month", anchor)} at a glance`}>
        {days.map((day) => {
          const count = counts[day] ?? 0;
          const writeAt = count === 0 ? writeTimeFor(day, today, zone) : null;
          const label = dayLabel(day, count);
          const face = (name: string) => (
            <>
              <span className="sr-only">{name}</span>
              <span
                aria-hidden="true"
                className={cn("flex size-7 items-center justify-center rounded-full tabular-nums", day === today && "bg-primary text-primary-foreground")}
              >
                {dayNumber(day)}
              </span>
              <span className={cn("size-1.5 rounded-full", count ? "bg-coral" : "bg-transparent")} aria-hidden="true" />
            </>
          );
          const cell = cn(
            "flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-md text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            !isSameMonth(day, anchor) && "text-muted-foreground",
          );
          return (
            <li key={day}>
              {count > 0 ? (
                <a href={`#agenda-${day}`} className={cn(cell, "font-semibold hover:bg-muted")}>
                  {face(label)}
                </a>
              ) : writeAt ? (
                <Link href={writePostHref(writeAt)} className={cn(cell, "hover:bg-muted")}>
                  {face(`Write a post for ${longDay(day)}`)}
                </Link>
              ) : (
                <span className={cell}>{face(label)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
