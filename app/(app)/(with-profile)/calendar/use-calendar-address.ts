"use client";
// The calendar's state lives in its address: ?view=month|week|queue&date=yyyy-MM-dd, &slots=edit for the posting
// slots, &plan=new or &plan=<id> for a plan. Going somewhere changes only what it names.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { calendarDateFrom, calendarViewFrom, type CalendarView } from "@/lib/calendar/calendar-days";
import type { PlanTarget } from "./plan/plan-dialog";

export type CalendarDestination = { view?: CalendarView | "queue"; date?: string; slots?: boolean; plan?: PlanTarget | null };

/** The plan the address opens: a new one, or one by its id. */
function planTargetFrom(value: string | null): PlanTarget | null {
  if (value === "new") return "new";
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export function useCalendarAddress(today: string) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const view = calendarViewFrom(searchParams.get("view"));
  const showQueue = searchParams.get("view") === "queue";
  const anchor = calendarDateFrom(searchParams.get("date")) ?? today;

  /** The address of the calendar with `next` changed (the rest as it is). */
  function hrefFor(next: CalendarDestination): string {
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

  function go(next: CalendarDestination) {
    // Opening or closing the slots or a plan is no step to go back to.
    (next.slots === undefined && next.plan === undefined ? router.push : router.replace)(hrefFor(next), { scroll: false });
  }

  return {
    view,
    showQueue,
    anchor,
    editingSlots: searchParams.get("slots") === "edit",
    planTarget: planTargetFrom(searchParams.get("plan")),
    hrefFor,
    go,
  };
}
