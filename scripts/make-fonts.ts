// Writes app/fonts/geist-sans.woff2 and app/fonts/geist-mono.woff2: the geist package's variable fonts cut
// down to the characters and weights the product uses. Run with `npm run fonts` after upgrading geist or
// when the interface needs a character outside the sets below, and commit both files.
//
// The package's fonts carry every script Geist covers and the full weight axis (100–900): 70 kB each, the
// largest files on the landing page. Cut down they are about a third of that. Characters outside a set
// (Greek, Cyrillic, emoji, …, say in a user's own post) are drawn by the next font in the CSS stack.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

type Range = [first: number, last: number];

/** Google Fonts' "latin" subset: ASCII, Latin-1, and the punctuation, currency and symbols of Western text. */
const LATIN: Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2199],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** Latin Extended-A and Romanian's ș ț: the languages posts are written in (Hungarian ő ű, Polish ł, Czech ř, …). */
const LATIN_EXTENDED: Range[] = [
  [0x0100, 0x017f],
  [0x0218, 0x021b],
];

/** 400–700 covers every weight in use (normal, medium, semibold) and the browser's bold. */
const WEIGHTS = { wght: { min: 400, max: 700 } };

const FONTS = [
  // The interface and the posts themselves.
  { from: "geist-sans/Geist-Variable.woff2", to: "geist-sans.woff2", ranges: [...LATIN, ...LATIN_EXTENDED] },
  // Figures, eyebrows and counters only.
  { from: "geist-mono/GeistMono-Variable.woff2", to: "geist-mono.woff2", ranges: LATIN },
];

const characters = (ranges: Range[]) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join("");

for (const font of FONTS) {
  const source = readFileSync(path.join("node_modules/geist/dist/fonts", font.from));
  const subset = await subsetFont(source, characters(font.ranges), { targetFormat: "woff2", variationAxes: WEIGHTS });
  writeFileSync(path.join("app/fonts", font.to), subset);
  console.log(`app/fonts/${font.to}: ${(subset.length / 1024).toFixed(1)} kB (from ${(source.length / 1024).toFixed(1)} kB)`);
}
