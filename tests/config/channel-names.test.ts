// A channel is one module (lib/channels/<channel>/): outside it, no code branches on a channel's name. The browser's
// registry of icons and preview cards is the one other place a name may appear.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHANNEL_FACTS } from "@/lib/channels/facts";

/** The browser's registry of each channel's icon and preview card. */
const BROWSER_REGISTRY = new Set([
  "components/posts/channel-previews.tsx",
  "components/posts/instagram-preview.tsx",
  "components/posts/linkedin-preview.tsx",
  "components/posts/google-preview.tsx",
  "components/social/platform-icon.tsx",
]);

const ROOTS = ["app", "components", "lib", "inngest"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join("lib", "generated") || full === path.join("lib", "channels") ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("channel names", () => {
  const names = new RegExp(`\\b(${CHANNEL_FACTS.map((facts) => facts.key).join("|")})\\b`);
  const naming = ROOTS.flatMap(sources).filter((file) => names.test(readFileSync(file, "utf8")));

  it("appear outside lib/channels only in the browser's registry of icons and cards", () => {
    expect(naming.filter((file) => !BROWSER_REGISTRY.has(file))).toEqual([]);
  });

  it("the registry names them, so the test looks where it should", () => {
    expect([...BROWSER_REGISTRY].filter((file) => !naming.includes(file))).toEqual([]);
  });
});
