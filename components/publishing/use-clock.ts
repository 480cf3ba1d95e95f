"use client";
import { useEffect, useState } from "react";

/** The current time, refreshed every `everyMs` while `active`, so "future" and "today" stay true. */
export function useClock(active: boolean, everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
