"use client";
// Where and when a post goes out: shared by the workspace's main button ('Post Now' / 'Schedule Post')
// and the Confirm Post dialog, so both read the same choice. The targets (connected pages and Instagram
// accounts, by connection id) start as the owner's last choice among the ready ones, or every default
// account when they have not chosen yet.
import { useCallback, useEffect, useState } from "react";
import type { ConnectionView } from "@/lib/social/schemas";
import { useBrandTimeZone } from "@/lib/client/use-format";
import { channelFacts } from "@/lib/channels/facts";
import { PUBLISHABLE_PLATFORMS } from "@/lib/social/platforms";
import { defaultScheduleTime, scheduleTimeAt, wallClock, type ScheduleTime } from "@/lib/publishing/schedule-time";

export type PublishSettings = ReturnType<typeof usePublishSettings>;

const LAST_CHOICE_KEY = "postloom:publish-targets";

/** The connections the owner last published to, or null when they have not chosen yet (or storage is off). */
function lastChoice(): number[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LAST_CHOICE_KEY) ?? "null");
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : null;
  } catch {
    return null;
  }
}

export function rememberChoice(targets: number[]) {
  try {
    window.localStorage.setItem(LAST_CHOICE_KEY, JSON.stringify(targets));
  } catch {
    // Storage full or off: the next dialog falls back to the default accounts.
  }
}

/**
 * Where a post goes unless the owner says otherwise: their last choice among the accounts ready now, else
 * every ready default. An account on a channel that needs a picture (Instagram) is ready only for a post with one.
 */
export function startingTargets(accounts: ConnectionView[], hasImage: boolean): number[] {
  const ready = accounts.filter(
    (account) =>
      (PUBLISHABLE_PLATFORMS as readonly string[]).includes(account.platform) &&
      account.health !== "NEEDS_RECONNECT" &&
      (hasImage || !channelFacts(account.platform).rules.images.required),
  );
  const remembered = lastChoice();
  return remembered
    ? ready.filter((account) => remembered.includes(account.id)).map((account) => account.id)
    : ready.filter((account) => account.isDefault).map((account) => account.id);
}

/** `scheduleAt` (ISO): start with scheduling on, at that time (the calendar's "write a post for this day"). */
export function usePublishSettings(scheduleAt?: string) {
  const [targets, setTargetList] = useState<number[]>([]);
  const [scheduling, setSchedulingOn] = useState(scheduleAt !== undefined);
  const [time, setTime] = useState<ScheduleTime>(() => ({ date: undefined, hour: 12, minute: 0 }));
  const zone = useBrandTimeZone();
  // Read in the brand's zone, once it is known.
  useEffect(() => {
    if (scheduleAt) setTime(scheduleTimeAt(new Date(scheduleAt), zone));
  }, [scheduleAt, zone]);

  const setTargets = useCallback((next: number[]) => {
    setTargetList(next);
    // Scheduling needs a target: without one the post is only marked published.
    if (next.length === 0) setSchedulingOn(false);
  }, []);

  const setScheduling = useCallback(
    (on: boolean) => {
      if (on && targets.length === 0) return;
      if (on) setTime(defaultScheduleTime(wallClock(new Date(), zone)));
      setSchedulingOn(on);
    },
    [targets.length, zone],
  );

  return { targets, setTargets, scheduling, setScheduling, time, setTime, zone };
}
