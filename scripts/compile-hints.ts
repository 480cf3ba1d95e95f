// The last step of `npm run build`: marks every client chunk with V8's compile hint (`//# allFunctionsCalledOnLoad`),
// so Chromium compiles its functions on the thread that streams the script in, not one by one on the main thread
// as each module or component first runs. docs/decisions/0006-compile-hints.md says why and what it measured.
// Usage: tsx scripts/compile-hints.ts [project directory, default the current one]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to the top of each `.js` file under `<dir>/.next/static/chunks` that lacks it. Returns how many it marked. */
export function addCompileHints(dir: string): number {
  const chunks = path.join(dir, ".next", "static", "chunks");
  let marked = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked++;
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const marked = addCompileHints(path.resolve(process.argv[2] ?? "."));
  console.log(`compile hints: ${marked} client chunks marked`);
}
