"use client";
// Whether the screen is wide enough for the side-by-side layouts (768 px, Tailwind's `md`). The server renders
// with its guess from the request (lib/http/screen-guess.ts) and the page hydrates with the same guess; the
// browser's own answer follows, so a guess that was wrong costs one render and never a hydration error.
import { createContext, useContext } from "react";
import { useMediaQuery } from "./use-media-query";

export const WIDE_SCREEN = "(min-width: 768px)";

const WideGuessContext = createContext(true);

export function WideGuessProvider({ wide, children }: { wide: boolean; children: React.ReactNode }) {
  return <WideGuessContext value={wide}>{children}</WideGuessContext>;
}

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN, useContext(WideGuessContext));
}
