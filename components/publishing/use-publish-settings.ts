"use client";
// Where and when a post goes out: shared by the workspace's main button ('Post Now' / 'Schedule Post')
// and the Confirm Post dialog, so both read the same choice.
import { useCallback, useState } from "react";
import { defaultScheduleTime, type ScheduleTime } from "@/lib/publishing/schedule-time";
import type { PlatformName } from "@/lib/social/schemas";

export type PublishSettings = ReturnType<typeof usePublishSettings>;

export function usePublishSettings() {
  const [platforms, setPlatformList] = useState<PlatformName[]>([]);
  const [scheduling, setSchedulingOn] = useState(false);
  const [time, setTime] = useState<ScheduleTime>(() => ({ date: undefined, hour: 12, minute: 0 }));

  const setPlatforms = useCallback((next: PlatformName[]) => {
    setPlatformList(next);
    // Scheduling needs a platform: without one the post is only marked published.
    if (next.length === 0) setSchedulingOn(false);
  }, []);

  const setScheduling = useCallback(
    (on: boolean) => {
      if (on && platforms.length === 0) return;
      if (on) setTime(defaultScheduleTime(new Date()));
      setSchedulingOn(on);
    },
    [platforms.length],
  );

  return { platforms, setPlatforms, scheduling, setScheduling, time, setTime };
}
