// The browser/server boundary is enforced, not only drawn: every module under lib/ that is not shared with
// the browser imports "server-only" (so bundling one into a client component fails the build), and the
// ESLint rule refuses browser code that imports the database, the settings, an outside service or a
// domain service.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** Modules the browser imports too: pure helpers, schemas, and the client's own code. */
const SHARED = new Set([
  "lib/utils.ts",
  "lib/sandbox.ts",
  "lib/offline-writer-id.ts",
  "lib/api/client.ts",
  "lib/api/errors.ts",
  "lib/api/ndjson.ts",
  "lib/billing/plans.ts",
  "lib/billing/trial-state.ts",
  "lib/billing/credit-costs.ts",
  "lib/format.ts",
  "lib/posts/list-schemas.ts",
  "lib/posts/post-options.ts",
  "lib/posts/platform-limits.ts",
  "lib/posts/post-schema.ts",
  "lib/posts/image-url.ts",
  "lib/publishing/schedule-time.ts",
  "lib/calendar/calendar-days.ts",
  "lib/calendar/calendar-schema.ts",
  "lib/calendar/slot-instants.ts",
  "lib/calendar/slot-schema.ts",
  "lib/planning/plan-schema.ts",
  "lib/voice/voice-schema.ts",
  // The labels, limits and messages pages show, apart from the schemas so that those pages load without zod.
  "lib/business/profile-fields.ts",
  "lib/feedback/feedback-fields.ts",
  "lib/notifications/unsubscribe-messages.ts",
  "lib/posts/draft-fields.ts",
  "lib/social/platforms.ts",
  "lib/calendar/calendar-limits.ts",
  "lib/planning/plan-limits.ts",
  "lib/publishing/publishing-limits.ts",
  // Read by next.config.ts, outside React's server bundle; they hold no secret.
  "lib/http/security-headers.ts",
  "lib/http/server-action-body.ts",
]);
/** The client's code, the shared validation, and the database tooling the scripts run. */
const SHARED_FOLDERS = ["lib/client/", "lib/validation/", "lib/time/", "lib/db/", "lib/generated/", "lib/writing/", "lib/plans/"];

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the browser/server boundary", () => {
  it("every server module under lib/ imports server-only", () => {
    const server = modules("lib").filter(
      (file) => !SHARED.has(file) && !file.endsWith("/schemas.ts") && !SHARED_FOLDERS.some((folder) => file.startsWith(folder)),
    );
    expect(server.length).toBeGreaterThan(80);
    const missing = server.filter((file) => !/^import "server-only";$/m.test(readFileSync(file, "utf8")));
    expect(missing).toEqual([]);
    // And nothing shared imports it (the browser could not load it).
    const shared = [...SHARED].filter((file) => /^import "server-only";$/m.test(readFileSync(file, "utf8")));
    expect(shared).toEqual([]);
  });

  it("ESLint refuses browser code that imports a server module, and lets it import schemas and types", async () => {
    const eslint = new ESLint();
    const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
    const client = `"use client";\n`;
    for (const [file, importLine] of [
      ["components/posts/probe.tsx", `import { db } from "@/lib/db";`],
      ["components/posts/probe.tsx", `import { env } from "@/lib/env";`],
      ["components/posts/probe.tsx", `import { facebookApi } from "@/lib/integrations/facebook";`],
      ["app/(app)/(with-profile)/dashboard/probe.tsx", `import { listPostsJson } from "@/lib/posts/list-posts";`],
      ["lib/client/probe.ts", `import { reserveCredits } from "@/lib/credits/ledger";`],
    ]) {
      expect(await lint(file!, `${client}${importLine}\nexport const used = [${importLine!.match(/\{ (\w+) \}/)![1]}];\n`), importLine).toContain("@typescript-eslint/no-restricted-imports");
    }
    const allowed = `${client}import { businessProfileSchema } from "@/lib/business/schemas";\nimport type { PostView } from "@/lib/posts/post-view";\nimport { PLANS } from "@/lib/billing/plans";\nexport const used: [unknown, PostView | null, unknown] = [businessProfileSchema, null, PLANS];\n`;
    expect(await lint("components/posts/probe.tsx", allowed)).not.toContain("@typescript-eslint/no-restricted-imports");
    // Server entry points under app/ may import services.
    expect(await lint("app/(app)/(with-profile)/dashboard/page.tsx", `import { db } from "@/lib/db";\nexport const used = db;\n`)).not.toContain("@typescript-eslint/no-restricted-imports");
  });

  it("ESLint refuses an integration that imports a domain or the HTTP layer, even for a type, and lets it import what lies below", async () => {
    const eslint = new ESLint();
    const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
    // Every integration, the billing sandbox included: it hands its events to a receiver the caller passes in.
    for (const file of ["lib/integrations/ai/probe.ts", "lib/integrations/billing/sandbox/probe.ts"]) {
      for (const importLine of [
        `import type { PostTone } from "@/lib/posts/schemas";`,
        `import { getPlan } from "@/lib/billing/plans";`,
        `import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";`,
        `import { AppError } from "@/lib/api/errors";`,
        `import type { Industry } from "@/lib/business/schemas";`,
      ]) {
        expect(await lint(file, `import "server-only";\n${importLine}\nexport type Used = unknown;\n`), `${file}: ${importLine}`).toContain("@typescript-eslint/no-restricted-imports");
      }
      const below = `import "server-only";\nimport { POST_TONES } from "@/lib/writing/vocabulary";\nimport { getPlan } from "@/lib/plans/catalogue";\nimport { env } from "@/lib/env";\nexport const used = [POST_TONES, getPlan, env];\n`;
      expect(await lint(file, below), file).not.toContain("@typescript-eslint/no-restricted-imports");
    }
  });
});
