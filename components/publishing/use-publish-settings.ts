"use client";
// Where and when a post goes out: shared by the workspace's main button ('Post Now' / 'Schedule Post')
// and the Confirm Post dialog, so both read the same choice. The platforms start as the owner's last
// choice among the ready connections, or every ready connection when they have not chosen yet.
import { useCallback, useState } from "react";
import { defaultScheduleTime, type ScheduleTime } from "@/lib/publishing/schedule-time";
import { PLATFORMS, type PlatformName } from "@/lib/social/schemas";

export type PublishSettings = ReturnType<typeof usePublishSettings>;

const LAST_CHOICE_KEY = "postloom:publish-platforms";

/** The platforms the owner last published to, or null when they have not chosen yet (or storage is off). */
function lastChoice(): PlatformName[] | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LAST_CHOICE_KEY) ?? "null");
    return Array.isArray(stored) ? stored.filter((p): p is PlatformName => (PLATFORMS as readonly unknown[]).includes(p)) : null;
  } catch {
    return null;
  }
}

export function rememberChoice(platforms: PlatformName[]) {
  try {
    window.localStorage.setItem(LAST_CHOICE_KEY, JSON.stringify(platforms));
  } catch {
    // Storage full or off: the next dialog falls back to every ready connection.
  }
}

export function usePublishSettings() {
  const [platforms, setPlatformList] = useState<PlatformName[]>([]);
  const [scheduling, setSchedulingOn] = useState(false);
  const [time, setTime] = useState<ScheduleTime>(() => ({ date: undefined, hour: 12, minute: 0 }));

  const setPlatforms = useCallback((next: PlatformName[]) => {
    setPlatformList(next);
    // Scheduling needs a platform: without one the post is only marked published.
    if (next.length === 0) setSchedulingOn(false);
  }, []);

  /** Sets the platforms the dialog opens with, from the connections that can publish now. */
  const preselect = useCallback(
    (ready: PlatformName[]) => {
      const remembered = lastChoice();
      setPlatforms(remembered ? remembered.filter((p) => ready.includes(p)) : ready);
    },
    [setPlatforms],
  );

  const setScheduling = useCallback(
    (on: boolean) => {
      if (on && platforms.length === 0) return;
      if (on) setTime(defaultScheduleTime(new Date()));
      setSchedulingOn(on);
    },
    [platforms.length],
  );

  return { platforms, setPlatforms, preselect, scheduling, setScheduling, time, setTime };
}
