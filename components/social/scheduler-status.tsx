"use client";
// The dashboard's line on the scheduler: when it last looked for due posts, or that it hasn't run yet.
import { CalendarClock } from "lucide-react";
import { timeAgo } from "@/lib/client/time-ago";
import { useFormat } from "@/lib/client/use-format";
import { useClockReading } from "@/lib/client/use-now";

export function SchedulerStatus({ lastRunAt, mode }: { lastRunAt: string | null; mode: "production" | "sandbox" }) {
  // Drawn by the server with the page too: read against the clock the page was drawn at, in the page's locale and
  // the brand's zone, so both sides read the same.
  const format = useFormat();
  const ago = useClockReading((now) => (lastRunAt ? timeAgo(lastRunAt, now.getTime(), format.locale) : null), 15_000);
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <span data-testid="scheduler-status">
        {lastRunAt ? (
          <>
            Scheduler last checked for due posts{" "}
            <time dateTime={lastRunAt} title={format.dateTime(lastRunAt)}>
              {ago}
            </time>
            .
          </>
        ) : mode === "sandbox" ? (
          "The scheduler hasn't run yet. It starts with the app."
        ) : (
          "The scheduler hasn't run yet."
        )}
      </span>
    </p>
  );
}
