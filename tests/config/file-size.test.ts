// No source file grows past 300 lines: a file that does is split along its seams (docs/architecture.md). Data
// files (word lists, fixture briefs), migrations, the Prisma schema and the scripts are left out.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MAX_LINES = 300;
const ROOTS = ["app", "components", "lib", "inngest", "eslint", "tests"];
const SKIP = new Set(["node_modules", "generated", ".next"]);
/** Data, not code: lists of words and phrases the offline writer reads, and the briefs its tests write from. */
const DATA_FILES = new Set(["lib/integrations/ai/offline-phrases.ts", "lib/integrations/ai/instruction-vocabulary.ts", "tests/posts/offline-briefs.ts"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [full.split(path.sep).join("/")] : [];
  });
}

describe("source files", () => {
  it(`are at most ${MAX_LINES} lines, data files apart`, () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(500);
    const lines = (file: string) => readFileSync(file, "utf8").trimEnd().split("\n").length;
    const over = files.filter((file) => !DATA_FILES.has(file) && lines(file) > MAX_LINES).map((file) => `${file}: ${lines(file)} lines`);
    expect(over).toEqual([]);
  });

  it("named as data are there, so the list does not outlive them", () => {
    for (const file of DATA_FILES) expect(() => readFileSync(file)).not.toThrow();
  });
});
