import { Activity } from "react";

/**
 * Hydrates its children in a pass of their own, after the page's: React hydrates an Activity the server drew at a
 * low priority, in short slices it can interrupt, so hydrating a page is not one long task (docs/decisions/0002).
 * Not a Suspense boundary: the server would send a large one after the shell, revealed later by a script.
 */
export function HydrateApart({ children }: { children: React.ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
