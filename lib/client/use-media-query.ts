"use client";
import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches; `serverValue` is assumed while rendering on the server and hydrating. */
export function useMediaQuery(query: string, serverValue = true): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
