// The arrows between layers point one way (docs/architecture.md): the parts of lib/ import only the rows below
// theirs (eslint/layers.mjs), the domains reach background work only through lib/jobs/signals, never Inngest or
// the worker, and the channels and the integrations import no domain and no job.
import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { LAYERS } from "@/eslint/layers.mjs";

const eslint = new ESLint();
const messages = async (file: string, importLine: string) => {
  const name = importLine.match(/\{ (?:type )?(\w+) \}/)![1];
  const [result] = await eslint.lintText(`import "server-only";\n${importLine}\nexport type Used = typeof ${name};\nexport const used = ${name};\n`, {
    filePath: file,
  });
  return result!.messages;
};
const refused = async (file: string, importLine: string) =>
  (await messages(file, importLine)).some((message) => message.ruleId === "@typescript-eslint/no-restricted-imports");
const pointsUp = async (file: string, importLine: string) =>
  (await messages(file, importLine)).filter((message) => message.ruleId === "postloom/import-down").map((message) => message.message);

describe("the layers", () => {
  it("a domain reports work with lib/jobs/signals, and never imports Inngest or the worker", async () => {
    expect(await refused("lib/publishing/probe.ts", `import { inngest } from "@/inngest/client";`)).toBe(true);
    expect(await refused("lib/planning/probe.ts", `import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";`)).toBe(true);
    expect(await refused("lib/calendar/probe.ts", `import { startJobs } from "@/lib/jobs/start";`)).toBe(true);
    expect(await refused("lib/publishing/probe.ts", `import { announceScheduled } from "@/lib/jobs/signals";`)).toBe(false);
  });

  it("no part of lib/ imports the app or its components, which sit above it", async () => {
    expect(await pointsUp("lib/posts/probe.ts", `import { PostPreview } from "@/components/posts/post-preview";`)).toHaveLength(1);
    expect(await pointsUp("lib/client/probe.ts", `import { Button } from "@/components/ui/button";`)).toHaveLength(1);
    expect(await pointsUp("lib/calendar/probe.ts", `import { DayCell } from "../../app/(app)/(with-profile)/calendar/day-cell";`)).toHaveLength(1);
    expect(await pointsUp("lib/posts/probe.ts", `import { listPostsJson } from "./list-posts";`)).toEqual([]);
  });

  it("lib/jobs runs the domains' work", async () => {
    expect(await refused("lib/jobs/probe.ts", `import { startDuePosts } from "@/lib/publishing/run-due-posts";`)).toBe(false);
    expect(await refused("lib/jobs/probe.ts", `import { inngest } from "@/inngest/client";`)).toBe(false);
  });

  it("the channels and the integrations import no domain, and no job", async () => {
    for (const file of ["lib/channels/facebook/probe.ts", "lib/integrations/ai/probe.ts"]) {
      expect(await refused(file, `import { db } from "@/lib/db";`), file).toBe(false);
      expect(await refused(file, `import { deliverClaimedPost } from "@/lib/publishing/deliver-claimed-posts";`), file).toBe(true);
      expect(await refused(file, `import { announceScheduled } from "@/lib/jobs/signals";`), file).toBe(true);
    }
  });

  it("a part of lib/ imports the rows below it, never its own row or one above", async () => {
    expect(await pointsUp("lib/publishing/probe.ts", `import { postView } from "@/lib/posts/post-view";`)).toEqual([]);
    expect(await pointsUp("lib/posts/probe.ts", `import { schedulePost } from "@/lib/publishing/schedule-post";`)).toEqual([
      "lib/posts may not import lib/publishing, which is above it in the layers (eslint/layers.mjs): the arrows point down, never back up.",
    ]);
    expect(await pointsUp("lib/business/probe.ts", `import { submitFeedback } from "@/lib/feedback/submit-feedback";`)).toEqual([
      "lib/business may not import lib/feedback, which is beside it in the layers (eslint/layers.mjs): the arrows point down, never back up.",
    ]);
    expect(await pointsUp("lib/notifications/probe.ts", `import { alertConnection } from "../social/connection-alerts";`)).toHaveLength(1);
    expect(await pointsUp("lib/sessions/probe.ts", `import { TRIAL_DAYS } from "@/lib/credits/credit-costs";`)).toHaveLength(1);
  });

  it("types cross the rows freely, and a folder with no row fails until it is given one", async () => {
    expect(await pointsUp("lib/posts/probe.ts", `import { type PostView } from "@/lib/posts/post-view";`)).toEqual([]);
    expect(await pointsUp("lib/social/probe.ts", `import { type PlanView } from "@/lib/planning/schemas";`)).toEqual([]);
    expect(await pointsUp("lib/reports/probe.ts", `import { db } from "@/lib/db";`)).toEqual([
      "lib/reports has no place in the layers: give it a row in eslint/layers.mjs.",
    ]);
  });

  it("the folders under lib/ all have a row", async () => {
    const folders = readdirSync("lib", { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "generated");
    for (const folder of folders) expect(LAYERS.flat(), folder.name).toContain(folder.name);
  });
});
