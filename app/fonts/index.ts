// The interface fonts: Geist Sans and Geist Mono from the geist npm package, cut down by
// scripts/make-fonts.ts to the characters and weights in use (nothing is downloaded at build time).
import localFont from "next/font/local";

export const GeistSans = localFont({
  src: "./geist-sans.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
});

/**
 * Geist Mono sets figures (credits, counters), never the first screen's text, so it is not preloaded:
 * on a slow phone connection it would otherwise compete with what the landing page paints first
 * (Lighthouse mobile: 77 → 88 on the landing page).
 */
export const GeistMono = localFont({
  src: "./geist-mono.woff2",
  variable: "--font-geist-mono",
  weight: "400 700",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Liberation Mono", "DejaVu Sans Mono", "monospace"],
});
