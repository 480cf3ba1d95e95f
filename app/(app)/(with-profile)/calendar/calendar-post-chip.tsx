"use client";
// One post on the calendar: its targets' icons, its time in the brand's zone, its first words, and its status
// as a colour (and in words for screen readers). A scheduled post can be dragged to another day, or moved with
// its 'Move to…' button (the keyboard's way, and the phone's). A post at risk (a page to reconnect before it
// can go out) has a warning mark, with the reason in words: under the text where there is room, else read out.
import { useDraggable } from "@dnd-kit/core";
import { CalendarClock, TriangleAlert } from "lucide-react";
import { memo } from "react";
import { atRiskLabel } from "@/components/posts/at-risk-warning";
import { POST_STATUS_LABELS } from "@/components/posts/labels";
import { PlatformIcon } from "@/components/social/platform-icon";
import { CHANNEL_KEYS } from "@/lib/channels/facts";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import type { AtRiskTarget } from "@/lib/posts/schemas/post";
import { formatInZone } from "@/lib/time/zoned-time";
import { cn } from "@/lib/utils";

/** A status's colour: a bar at the chip's start and a tint. */
const STATUS_STYLES: Record<string, string> = {
  SCHEDULED: "border-l-coral bg-coral/10",
  PUBLISHED: "border-l-success bg-success/10",
  PARTLY_PUBLISHED: "border-l-warning bg-warning/10",
  UNCONFIRMED: "border-l-warning bg-warning/10",
  FAILED: "border-l-destructive bg-destructive/10",
  // Written by a plan, waiting for approval: dashed, as not yet decided.
  PROPOSED: "border-dashed border-l-primary bg-primary/5",
};

export type ChipActions = { onOpen: (entry: CalendarEntry) => void; onMove: (entry: CalendarEntry) => void };

export const CalendarPostChip = memo(function CalendarPostChip({
  entry,
  zone,
  actions,
  atRisk,
  roomy = false,
}: {
  entry: CalendarEntry;
  zone: string;
  actions: ChipActions;
  atRisk?: AtRiskTarget[];
  roomy?: boolean;
}) {
  const movable = entry.status === "SCHEDULED" || entry.status === "PROPOSED";
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `post-${entry.id}`, data: { entry }, disabled: !movable });
  const time = formatInZone(new Date(entry.at), zone, "HH:mm");
  const status = POST_STATUS_LABELS[entry.status] ?? entry.status;
  const platforms = [...new Set(entry.targets.map((t) => t.platform))];
  const risk = atRisk ? atRiskLabel(atRisk) : null;
  return (
    <div
      ref={setNodeRef}
      data-testid="calendar-post"
      data-status={entry.status}
      data-at-risk={risk ? "true" : undefined}
      title={risk ?? undefined}
      // An amber outline before the status's classes, so its bar keeps the status's colour.
      className={cn(
        "group/chip relative flex items-stretch rounded-md border border-l-4 text-left text-xs",
        risk && "border-warning",
        STATUS_STYLES[entry.status],
        isDragging && "opacity-40",
      )}
    >
      <button
        type="button"
        className={cn(
          // The time above, then the text: two lines in a month's cell, three where there is room (a week's
          // column, the phone's agenda), so a post can be told from its first words.
          "flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 px-1.5 py-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring",
          roomy && "min-h-11 py-1.5 text-sm",
          movable && "cursor-grab active:cursor-grabbing",
        )}
        onClick={() => actions.onOpen(entry)}
        {...(movable ? listeners : {})}
        {...(movable ? { ...attributes, role: undefined, "aria-roledescription": undefined, tabIndex: undefined } : {})}
      >
        <span className="flex shrink-0 items-center gap-0.5 self-center" aria-hidden="true">
          {CHANNEL_KEYS.filter((key) => platforms.includes(key)).map((key) => (
            <PlatformIcon key={key} platform={key} className="size-3" />
          ))}
        </span>
        {risk && <TriangleAlert className="size-3.5 shrink-0 self-center text-warning" aria-hidden="true" />}
        <span className="font-semibold tabular-nums">{time}</span>
        {entry.status === "PROPOSED" && (
          <span className="font-medium text-primary" aria-hidden="true">
            Proposed
          </span>
        )}
        <span className={cn("min-w-0 basis-full break-words", roomy ? "line-clamp-3" : "line-clamp-2")}>{entry.excerpt}</span>
        <span className="sr-only">, {status}</span>
        {risk &&
          (roomy ? (
            <span className="basis-full text-xs font-medium text-warning">
              <span className="sr-only">, </span>
              {risk}
            </span>
          ) : (
            <span className="sr-only">, {risk}</span>
          ))}
      </button>
      {movable && (
        <button
          type="button"
          className={cn(
            "flex shrink-0 items-center px-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            // In a month's cell it sits over the time's line, shown on hover or focus, so the text keeps the width.
            roomy
              ? "min-w-11 justify-center"
              : "absolute top-0 right-0 h-5 rounded-bl bg-background/90 md:opacity-0 md:group-hover/chip:opacity-100 md:focus-visible:opacity-100",
          )}
          aria-label={`Move to… (${entry.excerpt})`}
          title="Move to…"
          onClick={() => actions.onMove(entry)}
        >
          <CalendarClock className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
});
