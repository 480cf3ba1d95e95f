// scripts/compile-hints.ts (docs/decisions/0006): the last step of `npm run build` marks each client chunk once.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints";

describe("addCompileHints", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("marks every script under .next/static/chunks once, and nothing else", () => {
    dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    const chunks = path.join(dir, ".next", "static", "chunks");
    mkdirSync(path.join(chunks, "app"), { recursive: true });
    writeFileSync(path.join(chunks, "a.js"), "(globalThis.TURBOPACK||=[]).push([1]);");
    writeFileSync(path.join(chunks, "app", "b.js"), "console.log(2);");
    writeFileSync(path.join(chunks, "c.css"), "body{}");

    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1]);`);
    expect(readFileSync(path.join(chunks, "app", "b.js"), "utf8")).toBe(`${COMPILE_HINT}console.log(2);`);
    expect(readFileSync(path.join(chunks, "c.css"), "utf8")).toBe("body{}");

    // A second run (a build step run twice) changes nothing.
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });
});
