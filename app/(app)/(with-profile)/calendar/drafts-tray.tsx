"use client";
// The calendar's tray of drafts: written posts without a date, newest first. A draft is dragged onto a day
// (the calendar opens the Confirm Post dialog at that day's time), scheduled with 'Schedule…' (the keyboard's
// and the phone's way), or put in the next free slot with 'Add to queue'.
import { useDraggable } from "@dnd-kit/core";
import { CalendarPlus, GripVertical } from "lucide-react";
import Link from "next/link";
import { coverOf } from "@/components/posts/post-pictures";
import { AddToQueueButton } from "@/components/publishing/add-to-queue-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { excerptOf } from "@/lib/format";
import type { Post } from "@/lib/client/post-types";
import { cn } from "@/lib/utils";
import { DRAFTS_SHOWN, useDrafts } from "./use-calendar";

/**
 * `strip`: on a wide screen a strip above the calendar, scrolling sideways (the days keep the page's width), and a
 * list on a phone (where the calendar puts it below the days); `column`: a list, beside the queue. The layout is
 * the stylesheet's, so the server's page is already the phone's or the wide screen's.
 */
export function DraftsTray({ onSchedule, draggable, layout }: { onSchedule: (draft: Post) => void; draggable: boolean; layout: "strip" | "column" }) {
  const strip = layout === "strip";
  const drafts = useDrafts();
  const list = drafts.data?.postList ?? [];
  const more = (drafts.data?.numberOfRecords ?? 0) - list.length;
  return (
    <aside aria-labelledby="drafts-title" className={cn("min-w-0 self-start rounded-lg border bg-background p-3", strip && "w-full")}>
      <h2 id="drafts-title" className="text-sm font-semibold">
        Drafts{drafts.data && drafts.data.numberOfRecords > 0 && <span className="font-normal text-muted-foreground"> ({drafts.data.numberOfRecords})</span>}
      </h2>
      <p className="mb-2 text-xs text-muted-foreground">
        {draggable ? "Drag a draft onto a day to schedule it, or add it to the queue." : "Schedule a draft, or add it to the queue."}
      </p>
      {drafts.isPending ? (
        <div className={cn("space-y-2", strip && "md:flex md:gap-2 md:space-y-0")} aria-hidden="true">
          <Skeleton className={cn("h-20 w-full", strip && "md:w-64")} />
          <Skeleton className={cn("h-20 w-full", strip && "md:w-64")} />
        </div>
      ) : drafts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn&apos;t load your drafts.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No drafts waiting.{" "}
          <Link href="/post-generator" className="font-medium text-primary underline underline-offset-4">
            Write a post
          </Link>
        </p>
      ) : (
        <ul className={cn("space-y-2", strip && "md:flex md:gap-2 md:space-y-0 md:overflow-x-auto md:pb-1 md:[&>li]:w-72 md:[&>li]:shrink-0")}>
          {list.map((draft) => (
            <DraftItem key={draft.id} draft={draft} onSchedule={onSchedule} draggable={draggable} />
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-3 text-xs text-muted-foreground">
          Your {DRAFTS_SHOWN} newest drafts.{" "}
          <Link href="/your-posts?filter=generated" className="font-medium text-primary underline underline-offset-4">
            See all {drafts.data!.numberOfRecords}
          </Link>
        </p>
      )}
    </aside>
  );
}

function DraftItem({ draft, onSchedule, draggable }: { draft: Post; onSchedule: (draft: Post) => void; draggable: boolean }) {
  const excerpt = excerptOf(draft.content);
  const pictures = { imageUrl: draft.imageUrl, photos: draft.photos };
  const cover = coverOf(pictures);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `draft-${draft.id}`, data: { draft }, disabled: !draggable });
  return (
    // The whole card is the handle; a press that does not move still clicks its buttons.
    <li
      ref={setNodeRef}
      data-testid="tray-draft"
      className={cn(
        "flex flex-col gap-2 rounded-md border bg-muted/30 p-2 text-sm",
        draggable && "cursor-grab touch-none active:cursor-grabbing",
        isDragging && "opacity-40",
      )}
      {...(draggable ? listeners : {})}
      {...(draggable ? { ...attributes, role: undefined, tabIndex: undefined, "aria-roledescription": undefined } : {})}
    >
      <div className="flex items-start gap-1.5">
        {draggable && <GripVertical className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
        {cover && <img src={cover} alt="" className="size-10 shrink-0 rounded object-cover" loading="lazy" />}
        <p className="line-clamp-2 min-w-0 flex-1 break-words">{excerpt}</p>
      </div>
      <div className="mt-auto flex gap-1.5">
        <Button variant="outline" size="sm" className="min-h-11 flex-1 px-2" aria-label={`Schedule… (${excerpt})`} onClick={() => onSchedule(draft)}>
          <CalendarPlus aria-hidden="true" />
          Schedule…
        </Button>
        <AddToQueueButton post={{ postId: draft.id, content: draft.content, pictures }} size="sm" className="flex-1 px-2" label={`Add to queue (${excerpt})`} />
      </div>
    </li>
  );
}
