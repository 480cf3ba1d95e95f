"use client";
// A dialog whose code loads on its own (next/dynamic) is mounted only once it is first opened: mounted with the
// page, its chunk loads and runs right after the page does, in the way of the owner's first taps. Once opened it
// stays mounted, so it closes with its animation and opens again at once.
import { useState } from "react";

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's pattern for state that follows a prop): no extra commit, no effect.
  if (open && !opened) setOpened(true);
  return opened || open;
}
