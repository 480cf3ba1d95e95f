// A channel is one module (lib/channels/<channel>/): outside it, no code branches on a channel's name. The browser's
// registry of icons and preview cards is the one other place a name may appear. Code not yet moved behind the
// channel contract is listed below: the list may only shrink (a file that stops naming a channel must leave it,
// and no file may start), until it holds the browser's registry alone.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHANNEL_FACTS } from "@/lib/channels/facts";

/** The browser's registry of each channel's icon and preview card. */
const BROWSER_REGISTRY = new Set(["components/posts/instagram-preview.tsx", "components/posts/labels.ts", "components/social/platform-icon.tsx"]);

/** Not yet behind the channel contract (issue 31): to move into lib/channels, or to read a channel's facts. */
const NOT_YET_MOVED = new Set([
  "app/(app)/(with-profile)/calendar/calendar-post-chip.tsx",
  "app/(app)/(with-profile)/calendar/plan/plan-outline.tsx",
  "app/(app)/(with-profile)/calendar/plan/plan-setup.tsx",
  "app/(app)/(with-profile)/post-generator/create-post-fields.tsx",
  "app/(app)/(with-profile)/post-generator/post-preview.tsx",
  "app/api/social/disconnect/route.ts",
  "app/api/social/route.ts",
  "components/posts/at-risk-warning.tsx",
  "components/posts/sending-delivery.tsx",
  "components/publishing/target-picker.tsx",
  "components/publishing/target-previews.tsx",
  "components/publishing/use-publish-settings.ts",
  "components/social/connection-chooser-dialog.tsx",
  "components/social/connection-row.tsx",
  "components/social/social-integration-card.tsx",
  "components/social/use-facebook-connect.ts",
  "lib/integrations/ai/compose-offline-post.ts",
  "lib/integrations/ai/offline-writer.ts",
  "lib/notifications/connection-alerts.ts",
  "lib/notifications/post-alerts.ts",
  "lib/planning/create-plan.ts",
  "lib/planning/edit-outline.ts",
  "lib/planning/plan-drafts.ts",
  "lib/posts/draft-fields.ts",
  "lib/posts/schemas.ts",
  "lib/social/authorize-connections.ts",
  "lib/social/make-default-connection.ts",
  "lib/social/platforms.ts",
  "lib/social/schemas.ts",
  "lib/writing/vocabulary.ts",
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

  it("appear outside lib/channels only in the browser's registry of icons and cards, and in code not yet moved", () => {
    expect(naming.filter((file) => !BROWSER_REGISTRY.has(file) && !NOT_YET_MOVED.has(file))).toEqual([]);
  });

  it("the list of code not yet moved only shrinks: a file that names no channel any more leaves it", () => {
    expect([...NOT_YET_MOVED].filter((file) => !naming.includes(file))).toEqual([]);
  });
});
