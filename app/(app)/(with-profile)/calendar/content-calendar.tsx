"use client";
// The content calendar: a month or a week of posts in the brand's time zone (an agenda by day on a phone), or
// the queue of posting slots. Its state lives in the address (use-calendar-address.ts). A scheduled post is
// dragged to another day, or a draft from the tray onto one (use-calendar-drop.ts), or moved with 'Move to…';
// clicking a post opens Post Details. The month opens on today's week. 'Plan my week' proposes a post for each
// open slot; the newest plan's progress shows above the days. The days themselves: day-cell.tsx on a wide
// screen, agenda.tsx and mini-month.tsx on a phone.
import { DndContext } from "@dnd-kit/core";
import { ChevronLeft, ChevronRight, Clock, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { HydrateApart } from "@/components/hydrate-apart";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { dayAfter, isSameMonth, shiftAnchor, viewTitle, visibleDays, WEEKDAYS, type CalendarView } from "@/lib/calendar/calendar-days";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { useBrandTimeZone } from "@/lib/client/use-format";
import { useClockReading } from "@/lib/client/use-now";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { useWideScreen } from "@/lib/client/use-wide";
import type { PostsAtRisk } from "@/lib/posts/schemas/post";
import { startOfDayIn, wallTimeOf } from "@/lib/time/zoned-time";
import { cn } from "@/lib/utils";
import { Agenda } from "./agenda";
import { groupByDay, NO_ENTRIES } from "./calendar-day-facts";
import type { ChipActions } from "./calendar-post-chip";
import { DayCell } from "./day-cell";
import { DraftsTray } from "./drafts-tray";
import { MiniMonth } from "./mini-month";
import type { MoveRequest } from "./move-post-dialog";
import { PlanProgress } from "./plan/plan-progress";
import { QueueView } from "./queue-view";
import type { DraftToSchedule } from "./schedule-draft-dialog";
import { useCalendar, useMovePost } from "./use-calendar";
import { useCalendarAddress } from "./use-calendar-address";
import { useCalendarDrop } from "./use-calendar-drop";

// The dialogs load when first opened (each in a chunk of its own): none is open when the page first shows.
const PostDetailsDialog = dynamic(() => import("@/components/posts/post-details-dialog").then((m) => m.PostDetailsDialog));
const MovePostDialog = dynamic(() => import("./move-post-dialog").then((m) => m.MovePostDialog));
const PostingSlotsDialog = dynamic(() => import("./posting-slots-dialog").then((m) => m.PostingSlotsDialog));
const ScheduleDraftDialog = dynamic(() => import("./schedule-draft-dialog").then((m) => m.ScheduleDraftDialog));
const PlanDialog = dynamic(() => import("./plan/plan-dialog").then((m) => m.PlanDialog));

export function ContentCalendar() {
  const zone = useBrandTimeZone();
  const wide = useWideScreen();
  const today = useClockReading((now) => wallTimeOf(now, zone).date);
  const { view, showQueue, anchor, editingSlots, planTarget, hrefFor, go } = useCalendarAddress(today);

  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const from = useMemo(() => startOfDayIn(days[0]!, zone), [days, zone]);
  const to = useMemo(() => startOfDayIn(dayAfter(days.at(-1)!), zone), [days, zone]);
  const calendar = useCalendar(from, to);
  // Each answer is drawn as a deferred render, which React splits into short slices: a month of days drawn at
  // once held the page's main thread for one long task (docs/decisions/0002).
  const data = useDeferredValue(calendar.data);
  const isPlaceholderData = useDeferredValue(calendar.isPlaceholderData);
  const isError = calendar.isError;
  const isPending = data === undefined && !isError;
  const byDay = useMemo(() => groupByDay(data?.posts ?? [], zone), [data, zone]);
  // How many posts each day holds: a month's reply lists only the first few of a busy day.
  const counts = data?.days ?? NO_POSTS;
  // The posts that won't go out until a connection is reconnected: a warning on their chips.
  const atRisk = data?.atRisk ?? NO_RISKS;

  const [details, setDetails] = useState<Post | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const [scheduling, setScheduling] = useState<DraftToSchedule | null>(null);
  const move = useMovePost(zone);
  // Each dialog's code loads when it is first opened (lib/client/use-opened-once.ts).
  const detailsOpened = useOpenedOnce(details !== null);
  const movingOpened = useOpenedOnce(moving !== null);
  const slotsOpened = useOpenedOnce(editingSlots);

  // A month is taller than a laptop's screen: opened on today's month, its week is brought into view, once the
  // posts (which set the rows' heights) are there; again each time the month is come back to.
  const monthGrid = useRef<HTMLDivElement>(null);
  const broughtToToday = useRef<string | null>(null);
  const todaysMonthShown = wide && view === "month" && isSameMonth(today, anchor) && data !== undefined && !isPlaceholderData;
  useLayoutEffect(() => {
    if (!todaysMonthShown) broughtToToday.current = null;
    if (!todaysMonthShown || broughtToToday.current === anchor) return;
    broughtToToday.current = anchor;
    const cell = monthGrid.current?.querySelector(`[data-day="${today}"]`);
    const box = cell?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) cell!.scrollIntoView({ block: "center" });
  }, [todaysMonthShown, anchor, today]);

  useEffect(() => {
    if (isError) toast.error("Failed to load the calendar");
  }, [isError]);

  // The same actions on every render, so a chip re-renders only when its post changes.
  const actions = useMemo<ChipActions>(
    () => ({
      onOpen: async (entry) => {
        try {
          setDetails((await api.get<Post>(`/api/post/${entry.id}`)).object);
        } catch {
          toast.error("Failed to open the post");
        }
      },
      onMove: (entry) => setMoving({ entry }),
    }),
    [],
  );

  const { dnd, scheduleSoon } = useCalendarDrop(zone, today, { move, ask: (entry, wall) => setMoving({ entry, wall }), schedule: setScheduling });
  const empty = data !== undefined && Object.keys(data.days).length === 0;
  const showWeekOf = (day: string) => go({ view: "week", date: day });

  return (
    <>
      <PageHeader title="Calendar" description={`Your posts by day. Times are in ${zone.replaceAll("_", " ")}, your brand's time zone.`}>
        <ToggleGroup
          type="single"
          variant="outline"
          value={showQueue ? "queue" : view}
          onValueChange={(value) => value && go({ view: value as CalendarView | "queue" })}
          aria-label="Calendar view"
        >
          <ToggleGroupItem value="month" className="min-h-11 px-4">
            Month
          </ToggleGroupItem>
          <ToggleGroupItem value="week" className="min-h-11 px-4">
            Week
          </ToggleGroupItem>
          <ToggleGroupItem value="queue" className="min-h-11 px-4">
            Queue
          </ToggleGroupItem>
        </ToggleGroup>
        <Button variant="outline" className="h-11" onClick={() => go({ slots: true })}>
          <Clock aria-hidden="true" />
          Posting slots
        </Button>
        {/* A link, so it works from the first paint. */}
        <Button asChild className="h-11">
          <Link href={hrefFor({ plan: "new" })} replace scroll={false}>
            <Sparkles aria-hidden="true" />
            Plan my week
          </Link>
        </Button>
      </PageHeader>

      <HydrateApart>
        <PlanProgress onOpen={(id) => go({ plan: id })} />
      </HydrateApart>

      {showQueue ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <QueueView zone={zone} actions={actions} onEditSlots={() => go({ slots: true })} />
          <DraftsTray draggable={false} layout="column" onSchedule={scheduleSoon} />
        </div>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              className="size-11"
              aria-label={view === "month" ? "Previous month" : "Previous week"}
              onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-11"
              aria-label={view === "month" ? "Next month" : "Next week"}
              onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="outline" className="h-11" onClick={() => go({ date: today })}>
              Today
            </Button>
            <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
              {viewTitle(view, anchor)}
            </h2>
          </div>

          <DndContext {...dnd}>
            <div className="flex flex-col gap-6 md:gap-4">
              {/* Above the days on a wide screen (both in view for a drag), below the agenda on a phone. */}
              <div className="order-last md:order-first">
                <HydrateApart>
                  <DraftsTray draggable={wide} layout="strip" onSchedule={scheduleSoon} />
                </HydrateApart>
              </div>
              <div aria-busy={isPending || isPlaceholderData} className="min-w-0">
                {isPending ? (
                  <Skeleton className="h-[32rem] w-full rounded-lg" />
                ) : !wide ? (
                  <>
                    {view === "month" && <MiniMonth days={days} anchor={anchor} counts={counts} today={today} zone={zone} />}
                    <Agenda days={days} byDay={byDay} counts={counts} atRisk={atRisk} today={today} zone={zone} actions={actions} onMore={showWeekOf} />
                  </>
                ) : (
                  <div className="overflow-hidden rounded-lg border bg-background">
                    <div className="grid grid-cols-7 border-b bg-muted/40 text-xs font-medium text-muted-foreground" aria-hidden="true">
                      {WEEKDAYS.map((day) => (
                        <div key={day} className="px-2 py-2">
                          {day}
                        </div>
                      ))}
                    </div>
                    <div
                      ref={monthGrid}
                      className={cn("grid grid-cols-7", view === "week" && "min-h-[28rem]")}
                      role="list"
                      aria-label={viewTitle(view, anchor)}
                    >
                      {days.map((day) => (
                        <DayCell
                          key={day}
                          day={day}
                          view={view}
                          anchor={anchor}
                          today={today}
                          entries={byDay.get(day) ?? NO_ENTRIES}
                          count={counts[day] ?? 0}
                          atRisk={atRisk}
                          zone={zone}
                          actions={actions}
                          onMore={showWeekOf}
                        />
                      ))}
                    </div>
                  </div>
                )}
                {empty && (
                  <p className="mt-4 text-sm text-muted-foreground">
                    Nothing {view === "month" ? "this month" : "this week"} yet.{" "}
                    <Link href="/post-generator" className="font-medium text-primary underline underline-offset-4">
                      Write a post
                    </Link>{" "}
                    and schedule it, and it shows here.
                  </p>
                )}
              </div>
            </div>
          </DndContext>
        </>
      )}

      {detailsOpened && <PostDetailsDialog post={details} atRisk={details ? atRisk[details.id] : undefined} onClose={() => setDetails(null)} />}
      {movingOpened && <MovePostDialog request={moving} zone={zone} onClose={() => setMoving(null)} onMove={move} />}
      {slotsOpened && <PostingSlotsDialog open={editingSlots} zone={zone} onOpenChange={(open) => go({ slots: open })} />}
      {planTarget !== null && (
        <PlanDialog
          target={planTarget}
          today={today}
          onOpen={(plan) => go({ plan })}
          onClose={() => go({ plan: null })}
          onEditSlots={() => go({ plan: null, slots: true })}
        />
      )}
      {scheduling && <ScheduleDraftDialog key={`${scheduling.draft.id}-${scheduling.at.getTime()}`} request={scheduling} onClose={() => setScheduling(null)} />}
    </>
  );
}

const NO_POSTS: Record<string, number> = {};
const NO_RISKS: PostsAtRisk = {};
