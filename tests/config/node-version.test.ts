// The Node the project runs on (.nvmrc, what CI and Vercel run) is one that the project and every installed
// package declare they support, so `npm install` prints no engine warning.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));

describe("the runtime and the declared engines agree", () => {
  const version = readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();

  it("pins an exact Node 24 release, which the project's engines accept", () => {
    expect(semver.valid(version)).toBe(version);
    expect(semver.major(version)).toBe(24);
    expect(semver.satisfies(version, read("package.json").engines.node)).toBe(true);
  });

  it("is supported by every installed package", () => {
    const packages: Record<string, { engines?: { node?: string } }> = read("package-lock.json").packages;
    const refusing = Object.entries(packages)
      .filter(([where, entry]) => where.startsWith("node_modules/") && typeof entry.engines?.node === "string")
      // Platform packages for other machines are listed but not installed.
      .filter(([where]) => existsSync(path.join(ROOT, where, "package.json")))
      .filter(([, entry]) => !semver.satisfies(version, entry.engines!.node!, { includePrerelease: true }))
      .map(([where, entry]) => `${where.replace(/^node_modules\//, "")} wants node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
