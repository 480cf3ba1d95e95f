"use client";
// The content calendar: a month or a week of posts in the brand's time zone (an agenda by day on a phone), or
// the queue of posting slots. View and date live in the address (?view=month|week|queue&date=yyyy-MM-dd;
// &slots=edit opens the posting slots). A scheduled post is dragged to another day (it keeps its time of day
// there; a screen reader hears it in words, drop-on-day.ts) or moved with 'Move to…'; clicking a post opens Post
// Details. The month opens on today's week. Beside it, the tray of drafts: one dropped on a day opens the
// Confirm Post dialog at that day's time. 'Plan my week' (&plan=new, or &plan=<id> for one under way) proposes
// a post for each open slot; the newest plan's progress shows above the days.
import { DndContext, PointerSensor, pointerWithin, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { ChevronLeft, ChevronRight, Clock, Plus, Sparkles } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { calendarDateFrom, calendarViewFrom, dayAfter, dayNumber, isSameMonth, longDay, shiftAnchor, viewTitle, visibleDays, WEEKDAYS, writePostHref, type CalendarView } from "@/lib/calendar/calendar-days";
import { type CalendarEntry } from "@/lib/calendar/calendar-schema";
import { POSTS_PER_DAY } from "@/lib/calendar/calendar-limits";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import type { PostsAtRisk } from "@/lib/posts/post-schema";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import { useBrandTimeZone } from "@/lib/client/use-format";
import { useWideScreen } from "@/lib/client/use-wide";
import { useClockReading } from "@/lib/client/use-now";
import { compareDays } from "@/lib/time/calendar-day";
import { resolveWallTime, startOfDayIn, wallTimeOf } from "@/lib/time/zoned-time";
import { cn } from "@/lib/utils";
import { CalendarPostChip, type ChipActions } from "./calendar-post-chip";
import { DraftsTray } from "./drafts-tray";
import type { PlanTarget } from "./plan/plan-dialog";
import { PlanProgress } from "./plan/plan-progress";
import type { MoveRequest } from "./move-post-dialog";
import { QueueView } from "./queue-view";
import type { DraftToSchedule } from "./schedule-draft-dialog";
import { dragAnnouncements, dropOnDay } from "./drop-on-day";
import { useCalendar, useMovePost } from "./use-calendar";

// The dialogs load after the page (each in a chunk of its own): none is open when it first shows.
const PostDetailsDialog = dynamic(() => import("@/components/posts/post-details-dialog").then((m) => m.PostDetailsDialog));
const MovePostDialog = dynamic(() => import("./move-post-dialog").then((m) => m.MovePostDialog));
const PostingSlotsDialog = dynamic(() => import("./posting-slots-dialog").then((m) => m.PostingSlotsDialog));
const ScheduleDraftDialog = dynamic(() => import("./schedule-draft-dialog").then((m) => m.ScheduleDraftDialog));
const PlanDialog = dynamic(() => import("./plan/plan-dialog").then((m) => m.PlanDialog));

/** The plan the address opens: a new one, or one by its id. */
function planTargetFrom(value: string | null): PlanTarget | null {
  if (value === "new") return "new";
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export function ContentCalendar() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const zone = useBrandTimeZone();
  const wide = useWideScreen();
  const today = useClockReading((now) => wallTimeOf(now, zone).date);
  const view = calendarViewFrom(searchParams.get("view"));
  const showQueue = searchParams.get("view") === "queue";
  const editingSlots = searchParams.get("slots") === "edit";
  const planTarget = planTargetFrom(searchParams.get("plan"));
  const anchor = calendarDateFrom(searchParams.get("date")) ?? today;

  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const from = useMemo(() => startOfDayIn(days[0]!, zone), [days, zone]);
  const to = useMemo(() => startOfDayIn(dayAfter(days.at(-1)!), zone), [days, zone]);
  const { data, isPending, isError, isPlaceholderData } = useCalendar(from, to);
  const byDay = useMemo(() => groupByDay(data?.posts ?? [], zone), [data, zone]);
  // How many posts each day holds: a month's reply lists only the first few of a busy day.
  const counts = data?.days ?? NO_POSTS;
  // The posts that won't go out until a connection is reconnected: a warning on their chips.
  const atRisk = data?.atRisk ?? NO_RISKS;

  const [details, setDetails] = useState<Post | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);
  const [scheduling, setScheduling] = useState<DraftToSchedule | null>(null);
  const move = useMovePost(zone);

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

  type Destination = { view?: CalendarView | "queue"; date?: string; slots?: boolean; plan?: PlanTarget | null };

  /** The address of the calendar with `next` changed (the rest as it is). */
  function hrefFor(next: Destination): string {
    const params = new URLSearchParams(searchParams.toString());
    params.set("view", next.view ?? (showQueue ? "queue" : view));
    params.set("date", next.date ?? anchor);
    if (next.slots) params.set("slots", "edit");
    else params.delete("slots");
    if (next.plan !== undefined) {
      if (next.plan === null) params.delete("plan");
      else params.set("plan", String(next.plan));
    }
    return `${pathname}?${params}`;
  }

  function go(next: Destination) {
    // Opening or closing the slots or a plan is no step to go back to.
    (next.slots === undefined && next.plan === undefined ? router.push : router.replace)(hrefFor(next), { scroll: false });
  }

  /** 'Schedule…' on a draft: the next whole hour today, or tomorrow at 09:00 late at night. */
  const scheduleSoon = (draft: Post) => scheduleDraft(draft, writeTimeFor(today, today, zone) ? today : dayAfter(today));

  /** A draft goes to the Confirm Post dialog at `day`'s time (a day gone by has none). */
  function scheduleDraft(draft: Post, day: string) {
    const at = writeTimeFor(day, today, zone);
    if (at) setScheduling({ draft, at });
    else toast.error("That day has passed. Choose today or a day ahead.");
  }

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

  /** A post dropped on another day keeps its time of day there; a time that day lacks, or has twice, is asked for. */
  async function dropped({ active, over }: DragEndEvent) {
    const drop = dropOnDay(active, over, zone);
    if (drop.kind === "draft") scheduleDraft(drop.draft, drop.day);
    else if (drop.kind === "move") await move(drop.entry.id, drop.at);
    else if (drop.kind === "ask") setMoving({ entry: drop.entry, wall: drop.wall });
    else if (drop.kind === "passed") toast.error(SCHEDULE_MESSAGES.futureTime);
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const dndId = useId();
  const announcements = useMemo(() => dragAnnouncements(zone), [zone]);
  const empty = data !== undefined && Object.keys(data.days).length === 0;
  const showWeekOf = (day: string) => go({ view: "week", date: day });

  return (
    <>
      <PageHeader title="Calendar" description={`Your posts by day. Times are in ${zone.replaceAll("_", " ")}, your brand's time zone.`}>
        <ToggleGroup type="single" variant="outline" value={showQueue ? "queue" : view} onValueChange={(value) => value && go({ view: value as CalendarView | "queue" })} aria-label="Calendar view">
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

      <PlanProgress onOpen={(id) => go({ plan: id })} />

      {showQueue ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <QueueView zone={zone} actions={actions} onEditSlots={() => go({ slots: true })} />
          <DraftsTray draggable={false} layout="column" onSchedule={scheduleSoon} />
        </div>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <Button variant="outline" size="icon" className="size-11" aria-label={view === "month" ? "Previous month" : "Previous week"} onClick={() => go({ date: shiftAnchor(view, anchor, -1) })}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" className="size-11" aria-label={view === "month" ? "Next month" : "Next week"} onClick={() => go({ date: shiftAnchor(view, anchor, 1) })}>
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="outline" className="h-11" onClick={() => go({ date: today })}>
              Today
            </Button>
            <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
              {viewTitle(view, anchor)}
            </h2>
          </div>

          <DndContext id={dndId} sensors={sensors} collisionDetection={pointerWithin} accessibility={{ announcements }} onDragEnd={(event) => void dropped(event)}>
            <div className="flex flex-col gap-6 md:gap-4">
              {/* Above the days on a wide screen (both in view for a drag), below the agenda on a phone. */}
              <div className="order-last md:order-first">
                <DraftsTray draggable={wide} layout="strip" onSchedule={scheduleSoon} />
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
                    <div ref={monthGrid} className={cn("grid grid-cols-7", view === "week" && "min-h-[28rem]")} role="list" aria-label={viewTitle(view, anchor)}>
                      {days.map((day) => (
                        <DayCell key={day} day={day} view={view} anchor={anchor} today={today} entries={byDay.get(day) ?? NO_ENTRIES} count={counts[day] ?? 0} atRisk={atRisk} zone={zone} actions={actions} onMore={showWeekOf} />
                      ))}
                    </div>
                  </div>
                )}
                {empty && (
                  <p className="mt-4 text-sm text-muted-foreground">
                    Nothing {view === "month" ? "this month" : "this week"} yet. <Link href="/post-generator" className="font-medium text-primary underline underline-offset-4">Write a post</Link> and schedule it, and it shows here.
                  </p>
                )}
              </div>
            </div>
          </DndContext>
        </>
      )}

      <PostDetailsDialog post={details} atRisk={details ? atRisk[details.id] : undefined} onClose={() => setDetails(null)} />
      <MovePostDialog request={moving} zone={zone} onClose={() => setMoving(null)} onMove={move} />
      <PostingSlotsDialog open={editingSlots} zone={zone} onOpenChange={(open) => go({ slots: open })} />
      {planTarget !== null && <PlanDialog target={planTarget} today={today} onOpen={(plan) => go({ plan })} onClose={() => go({ plan: null })} onEditSlots={() => go({ plan: null, slots: true })} />}
      {scheduling && <ScheduleDraftDialog key={`${scheduling.draft.id}-${scheduling.at.getTime()}`} request={scheduling} onClose={() => setScheduling(null)} />}
    </>
  );
}

function DayCell({ day, view, anchor, today, entries, count, atRisk, zone, actions, onMore }: { day: string; view: CalendarView; anchor: string; today: string; entries: CalendarEntry[]; count: number; atRisk: PostsAtRisk; zone: string; actions: ChipActions; onMore: (day: string) => void }) {
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
      className={cn("flex min-w-0 flex-col gap-1 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0", view === "month" ? "min-h-28" : "min-h-[28rem]", outside && "bg-muted/30", isOver && "bg-primary/10 ring-2 ring-primary ring-inset")}
    >
      <div className="flex items-center justify-between">
        <span className={cn("rounded-full px-1.5 text-xs font-medium tabular-nums", day === today ? "bg-primary text-primary-foreground" : outside ? "text-muted-foreground" : "text-foreground")}>
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

/** "+N more" under a day's first posts: that day's week, which lists them all. */
function MoreButton({ day, hidden, onMore, roomy = false }: { day: string; hidden: number; onMore: (day: string) => void; roomy?: boolean }) {
  return (
    <button
      type="button"
      className={cn("self-start rounded px-1 font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none", roomy ? "min-h-11 text-sm" : "text-xs")}
      aria-label={`${hidden} more on ${longDay(day)}`}
      onClick={() => onMore(day)}
    >
      +{hidden} more
    </button>
  );
}

/** A phone's calendar: the days shown that have posts (and today), each with its posts in order. */
function Agenda({ days, byDay, counts, atRisk, today, zone, actions, onMore }: { days: string[]; byDay: Map<string, CalendarEntry[]>; counts: Record<string, number>; atRisk: PostsAtRisk; today: string; zone: string; actions: ChipActions; onMore: (day: string) => void }) {
  const listed = days.filter((day) => counts[day] || day === today);
  return (
    <ol className="space-y-4" aria-label="Agenda">
      {listed.map((day) => (
        <li key={day} id={`agenda-${day}`} data-day={day} className="scroll-mt-20">
          <h3 className={cn("mb-2 text-sm font-semibold", day === today && "text-primary")}>
            {longDay(day)}
            {day === today && " · Today"}
          </h3>
          <div className="space-y-2">
            {(byDay.get(day) ?? NO_ENTRIES).map((entry) => (
              <CalendarPostChip key={entry.id} entry={entry} zone={zone} actions={actions} atRisk={atRisk[entry.id]} roomy />
            ))}
            {(counts[day] ?? 0) > (byDay.get(day)?.length ?? 0) && <MoreButton day={day} hidden={counts[day]! - (byDay.get(day)?.length ?? 0)} onMore={onMore} roomy />}
            {!counts[day] && <p className="text-sm text-muted-foreground">Nothing planned today.</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * A phone's month at a glance, above its agenda: a dot on each day with posts (a tap goes to that day in the
 * agenda); a tap on an empty day to come opens the generator for it, as on a wide screen.
 */
function MiniMonth({ days, anchor, counts, today, zone }: { days: string[]; anchor: string; counts: Record<string, number>; today: string; zone: string }) {
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
              <span aria-hidden="true" className={cn("flex size-7 items-center justify-center rounded-full tabular-nums", day === today && "bg-primary text-primary-foreground")}>{dayNumber(day)}</span>
              <span className={cn("size-1.5 rounded-full", count ? "bg-coral" : "bg-transparent")} aria-hidden="true" />
            </>
          );
          const cell = cn("flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-md text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none", !isSameMonth(day, anchor) && "text-muted-foreground");
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
                <span className={cell}>
                  {face(label)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** When a post written for `day` is first scheduled: 09:00 there, or today the next whole hour; none for a day gone by. */
function writeTimeFor(day: string, today: string, zone: string): Date | null {
  if (compareDays(day, today) < 0) return null;
  if (compareDays(day, today) > 0) {
    const nine = resolveWallTime({ date: day, time: "09:00" }, zone);
    return nine.kind === "exact" ? nine.at : nine.kind === "ambiguous" ? nine.earlier : null;
  }
  const next = new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000);
  return wallTimeOf(next, zone).date === today ? next : null;
}

const NO_POSTS: Record<string, number> = {};
const NO_RISKS: PostsAtRisk = {};
const NO_ENTRIES: CalendarEntry[] = [];

/** A day and how many posts it holds, e.g. "Thursday 10 December, 5 posts". */
function dayLabel(day: string, count: number) {
  return `${longDay(day)}${count ? `, ${count} post${count > 1 ? "s" : ""}` : ""}`;
}

function groupByDay(posts: CalendarEntry[], zone: string) {
  const days = new Map<string, CalendarEntry[]>();
  for (const post of posts) {
    const day = wallTimeOf(new Date(post.at), zone).date;
    days.set(day, [...(days.get(day) ?? []), post]);
  }
  return days;
}
