"use client";
// The current time for client components. A page the server rendered first hydrates with the time the server
// rendered it at (the root layout hands it down), so what depends on the time ('Trial: 12 days left', the
// calendar's today) reads the same on both sides and React never finds a mismatch; from the next render on it
// is the browser's own clock, refreshed every `everyMs` while `active`.
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from "react";

const RenderedAtContext = createContext<number | null>(null);

export function NowProvider({ renderedAt, children }: { renderedAt: number; children: React.ReactNode }) {
  return <RenderedAtContext value={renderedAt}>{children}</RenderedAtContext>;
}

const noSubscription = () => () => {};

/** False while React hydrates what the server rendered (its server snapshot), true on every render after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useNow({ active = true, everyMs = 15_000 }: { active?: boolean; everyMs?: number } = {}): Date {
  const renderedAt = useContext(RenderedAtContext);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return hydrated || renderedAt === null ? now : new Date(renderedAt);
}

/**
 * A reading of the clock (a day, a label), by the same rule as useNow, for what a server-rendered page shows:
 * a component re-renders only when the reading changes, so hydrating with the server's time and going on with
 * the browser's costs no second render on the same day. Read again every `everyMs`.
 */
export function useClockReading<T extends string | number | boolean | null>(read: (now: Date) => T, everyMs = 60_000): T {
  const renderedAt = useContext(RenderedAtContext);
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = window.setInterval(changed, everyMs);
      return () => window.clearInterval(timer);
    },
    [everyMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => read(new Date()),
    () => read(renderedAt === null ? new Date() : new Date(renderedAt)),
  );
}
