// The arrows between layers point one way (docs/architecture.md): the domains reach background work only through
// lib/jobs/signals, never Inngest or the worker; the channels and the integrations import no domain and no job.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const refused = async (file: string, importLine: string) => {
  const name = importLine.match(/\{ (\w+) \}/)![1];
  const [result] = await eslint.lintText(`import "server-only";\n${importLine}\nexport const used = ${name};\n`, { filePath: file });
  return result!.messages.some((message) => message.ruleId === "@typescript-eslint/no-restricted-imports");
};

describe("the layers", () => {
  it("a domain reports work with lib/jobs/signals, and never imports Inngest or the worker", async () => {
    expect(await refused("lib/publishing/probe.ts", `import { inngest } from "@/inngest/client";`)).toBe(true);
    expect(await refused("lib/planning/probe.ts", `import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";`)).toBe(true);
    expect(await refused("lib/calendar/probe.ts", `import { startJobs } from "@/lib/jobs/start";`)).toBe(true);
    expect(await refused("lib/publishing/probe.ts", `import { announceScheduled } from "@/lib/jobs/signals";`)).toBe(false);
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
});
