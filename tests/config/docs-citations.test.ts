// The project documents itself: comments cite docs/ in the repository, never a document a clone does not
// have, and every docs/ file they cite exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "components", "lib", "inngest", "prisma", "scripts", "tests", "eslint", "docs"];
const SKIP = new Set(["node_modules", "generated", ".next"]);
const OUTSIDE = /PRODUCT-SPEC|ARCHITECTURE\.md|DESIGN\.md|STACK-NOTES|API-FACTS|STYLE\.md|\.\.\/shared\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(full);
    return /\.(tsx?|mjs|js|prisma|sql|md|css)$/.test(entry.name) ? [full] : [];
  });
}

const files = [...ROOTS.filter((root) => existsSync(root)).flatMap(sources), "README.md", "next.config.ts", "eslint.config.js"];

describe("documents the code cites", () => {
  it("are in the repository", () => {
    const self = path.join("tests", "config", "docs-citations.test.ts");
    const outside = files.filter((file) => file !== self && OUTSIDE.test(readFileSync(file, "utf8")));
    expect(outside).toEqual([]);
  });

  it("exist, where a comment names a file under docs/", () => {
    const cited = new Set(files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((match) => match[0])));
    expect(cited.size).toBeGreaterThan(3);
    expect([...cited].filter((doc) => !existsSync(doc))).toEqual([]);
  });
});
