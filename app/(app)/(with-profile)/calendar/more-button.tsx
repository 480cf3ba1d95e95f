"use client";
import { longDay } from "@/lib/calendar/calendar-days";
import { cn } from "@/lib/utils";

/** "+N more" under a day's first posts: that day's week, which lists them all. */
export function MoreButton({ day, hidden, onMore, roomy = false }: { day: string; hidden: number; onMore: (day: string) => void; roomy?: boolean }) {
  return (
    <button
      type="button"
      className={cn(
        "self-start rounded px-1 font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        roomy ? "min-h-11 text-sm" : "text-xs",
      )}
      aria-label={`${hidden} more on ${longDay(day)}`}
      onClick={() => onMore(day)}
    >
      +{hidden} more
    </button>
  );
}
