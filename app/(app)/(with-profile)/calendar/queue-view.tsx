"use client";
// The queue: the posting slots of the next two weeks in order, each with its post or open. Reordering swaps
// two posts' times (POST /api/calendar/queue/swap): 'Move earlier'/'Move later' on each post, or dragging a
// post onto another slot (onto an open one, it moves there).
import { DndContext, PointerSensor, pointerWithin, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { ArrowDown, ArrowUp, CalendarClock, Plus } from "lucide-react";
import Link from "next/link";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { longDay, writePostHref } from "@/lib/calendar/calendar-days";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import { type QueueSlot } from "@/lib/calendar/schemas/slots";
import { DEFAULT_QUEUE_DAYS } from "@/lib/calendar/calendar-limits";
import type { PostsAtRisk } from "@/lib/posts/schemas/post";
import { formatInZone } from "@/lib/time/zoned-time";
import { cn } from "@/lib/utils";
import { CalendarPostChip, type ChipActions } from "./calendar-post-chip";
import { useMovePost, useQueue, useSwapQueued } from "./use-calendar";

export function QueueView({ zone, actions, onEditSlots }: { zone: string; actions: ChipActions; onEditSlots: () => void }) {
  const queue = useQueue();
  const swap = useSwapQueued();
  const move = useMovePost(zone);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const dndId = useId();

  if (queue.isPending) return <Skeleton className="h-96 w-full rounded-lg" />;
  if (queue.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        We couldn&apos;t load your queue.{" "}
        <button type="button" className="font-medium underline underline-offset-4" onClick={() => void queue.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const slots = queue.data.slots;
  if (slots.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center">
        <h3 className="font-semibold">No posting slots yet</h3>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
          Choose the days and times you like to post. &lsquo;Add to queue&rsquo; then puts each post in the next free one.
        </p>
        <Button className="mt-4 h-11" onClick={onEditSlots}>
          Set posting slots
        </Button>
      </div>
    );
  }

  // The posts in the queue, in order: 'earlier' and 'later' swap with the neighbours here.
  const filled = slots.filter((slot) => slot.posts.length > 0);
  const neighbour = (slot: QueueSlot, step: -1 | 1) => filled[filled.indexOf(slot) + step]?.posts[0];

  async function dropped({ active, over }: DragEndEvent) {
    const entry = active.data.current?.entry as CalendarEntry | undefined;
    const target = slots.find((slot) => `slot-${slot.at}` === over?.id);
    if (!entry || !target || target.at === entry.at) return;
    if (target.posts[0]) await swap(entry.id, target.posts[0].id);
    else await move(entry.id, new Date(target.at));
  }

  const byDay = new Map<string, QueueSlot[]>();
  for (const slot of slots) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
  return (
    <section aria-labelledby="queue-title" className="space-y-4">
      <p id="queue-title" className="text-sm text-muted-foreground">
        {queue.data.open === 0
          ? `Every slot in the next ${DEFAULT_QUEUE_DAYS} days is taken.`
          : `${queue.data.open} open slot${queue.data.open === 1 ? "" : "s"} in the next ${DEFAULT_QUEUE_DAYS} days.`}{" "}
        Drag a post onto another slot, or use its arrows, to swap their times.
      </p>
      <DndContext id={dndId} sensors={sensors} collisionDetection={pointerWithin} onDragEnd={(event) => void dropped(event)}>
        <ol className="space-y-5" aria-label="Queue">
          {[...byDay].map(([date, daySlots]) => (
            <li key={date}>
              <h3 className="mb-2 text-sm font-semibold">{longDay(date)}</h3>
              <ol className="space-y-2">
                {daySlots.map((slot) => (
                  <QueueRow
                    key={slot.at}
                    slot={slot}
                    zone={zone}
                    actions={actions}
                    atRisk={queue.data.atRisk}
                    earlier={neighbour(slot, -1)}
                    later={neighbour(slot, 1)}
                    onSwap={swap}
                  />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </DndContext>
    </section>
  );
}

function QueueRow({
  slot,
  zone,
  actions,
  atRisk,
  earlier,
  later,
  onSwap,
}: {
  slot: QueueSlot;
  zone: string;
  actions: ChipActions;
  atRisk: PostsAtRisk;
  earlier?: CalendarEntry;
  later?: CalendarEntry;
  onSwap: (a: number, b: number) => Promise<boolean>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot-${slot.at}` });
  const time = formatInZone(new Date(slot.at), zone, "HH:mm");
  const post = slot.posts[0];
  return (
    <li
      ref={setNodeRef}
      data-testid="queue-slot"
      data-at={slot.at}
      className={cn("flex items-start gap-3 rounded-md border p-2", !post && "border-dashed", isOver && "bg-primary/10 ring-2 ring-primary")}
    >
      <div className="w-14 shrink-0 pt-2 text-sm font-semibold tabular-nums">
        {time}
        {slot.shifted && (
          <span className="block text-xs font-normal text-muted-foreground" title={`The clocks skip ${slot.time} that day`}>
            for {slot.time}
          </span>
        )}
      </div>
      {post ? (
        <div className="flex min-w-0 flex-1 items-start gap-1">
          <div className="min-w-0 flex-1 space-y-1">
            {slot.posts.map((entry) => (
              <CalendarPostChip key={entry.id} entry={entry} zone={zone} actions={actions} atRisk={atRisk[entry.id]} roomy />
            ))}
          </div>
          <div className="flex shrink-0 flex-col">
            <Button
              variant="ghost"
              size="icon"
              className="size-11"
              disabled={!earlier}
              aria-label={`Move earlier (${post.excerpt})`}
              title="Move earlier"
              onClick={() => earlier && void onSwap(post.id, earlier.id)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-11"
              disabled={!later}
              aria-label={`Move later (${post.excerpt})`}
              title="Move later"
              onClick={() => later && void onSwap(post.id, later.id)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex min-h-11 min-w-0 flex-1 flex-wrap items-center justify-between gap-2 pl-1">
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarClock className="size-4" aria-hidden="true" />
            Open slot
          </span>
          <Link
            href={writePostHref(slot.at)}
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Write a post for ${longDay(slot.date)} at ${time}`}
          >
            <Plus className="size-4" aria-hidden="true" />
            Write a post
          </Link>
        </div>
      )}
    </li>
  );
}
