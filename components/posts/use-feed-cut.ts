"use client";
// A post's text as a feed first shows it: cut after the channel's `feedCharacters` (code points), until the reader
// asks for the rest ("… more" on Instagram, "…see more" on LinkedIn).
import { useState } from "react";

export function useFeedCut(text: string, feedCharacters: number | null) {
  const [expanded, setExpanded] = useState(false);
  const characters = [...text];
  const cut = !expanded && feedCharacters !== null && characters.length > feedCharacters;
  return { cut, shown: cut ? `${characters.slice(0, feedCharacters!).join("").trimEnd()}…` : text, expand: () => setExpanded(true) };
}
