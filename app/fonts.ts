// The interface fonts, from the geist npm package (nothing is downloaded at build time).
import localFont from "next/font/local";

export { GeistSans } from "geist/font/sans";

/**
 * Geist Mono sets figures (credits, counters), never the first screen's text, so it is not preloaded:
 * on a slow phone connection its 70 kB would otherwise compete with what the landing page paints first
 * (Lighthouse mobile: 77 → 88 on the landing page).
 */
export const GeistMono = localFont({
  src: "../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Liberation Mono", "DejaVu Sans Mono", "monospace"],
});
