// The browser/server boundary is enforced, not only drawn: every module under lib/ that is not shared with
// the browser imports "server-only" (so bundling one into a client component fails the build), and the
// ESLint rule refuses browser code that imports the database, the settings, an outside service or a
// domain service.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { domains, isSchemaModule, SHARED_FOLDERS, SHARED_MODULES, TOOLING_MODULES } from "@/eslint/browser-boundary.mjs";

const SHARED = new Set(SHARED_MODULES);
const TOOLING = new Set(TOOLING_MODULES);

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
      (file) => !SHARED.has(file) && !TOOLING.has(file) && !isSchemaModule(file) && !SHARED_FOLDERS.some((folder) => file.startsWith(folder)),
    );
    expect(server.length).toBeGreaterThan(80);
    const missing = server.filter((file) => !/^import "server-only";$/m.test(readFileSync(file, "utf8")));
    expect(missing).toEqual([]);
    // And nothing shared imports it (the browser could not load it).
    const shared = [...SHARED].filter((file) => /^import "server-only";$/m.test(readFileSync(file, "utf8")));
    expect(shared).toEqual([]);
  });

  it("a domain's schemas are where a reader looks first: lib/<domain>/schemas.ts, or lib/<domain>/schemas/<subject>.ts", () => {
    const named = modules("lib").filter((file) => /schema/i.test(path.basename(file)) && !file.startsWith("lib/generated/") && !TOOLING.has(file));
    expect(named.filter((file) => !isSchemaModule(file))).toEqual([]);
    expect(modules("lib").filter(isSchemaModule).length).toBeGreaterThan(10);
  });

  it("ESLint refuses browser code that imports a server module, and lets it import schemas and types", async () => {
    const eslint = new ESLint();
    const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
    const client = `"use client";\n`;
    for (const [file, importLine] of [
      ["components/posts/probe.tsx", `import { db } from "@/lib/db";`],
      ["components/posts/probe.tsx", `import { env } from "@/lib/env";`],
      ["components/posts/probe.tsx", `import { facebookApi } from "@/lib/channels/facebook";`],
      ["app/(app)/(with-profile)/dashboard/probe.tsx", `import { listPostsJson } from "@/lib/posts/list-posts";`],
      ["lib/client/probe.ts", `import { reserveCredits } from "@/lib/credits/ledger";`],
    ]) {
      expect(await lint(file!, `${client}${importLine}\nexport const used = [${importLine!.match(/\{ (\w+) \}/)![1]}];\n`), importLine).toContain(
        "@typescript-eslint/no-restricted-imports",
      );
    }
    const subject = `${client}import { calendarReplySchema } from "@/lib/calendar/schemas/calendar";\nexport const used = calendarReplySchema;\n`;
    expect(await lint("components/posts/probe.tsx", subject)).not.toContain("@typescript-eslint/no-restricted-imports");
    const allowed = `${client}import { businessProfileSchema } from "@/lib/business/schemas";\nimport type { PostView } from "@/lib/posts/post-view";\nimport { PLANS } from "@/lib/billing/plans";\nexport const used: [unknown, PostView | null, unknown] = [businessProfileSchema, null, PLANS];\n`;
    expect(await lint("components/posts/probe.tsx", allowed)).not.toContain("@typescript-eslint/no-restricted-imports");
    // Server entry points under app/ may import services.
    expect(await lint("app/(app)/(with-profile)/dashboard/page.tsx", `import { db } from "@/lib/db";\nexport const used = db;\n`)).not.toContain(
      "@typescript-eslint/no-restricted-imports",
    );
  });

  it("every folder under lib/ that is not a layer is a domain the browser may not import, a new one included", async () => {
    const eslint = new ESLint();
    const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
    expect(domains()).toEqual(expect.arrayContaining(["calendar", "notifications", "posts", "publishing", "social"]));
    for (const domain of domains()) {
      const code = `"use client";\nimport { probe } from "@/lib/${domain}/probe-service";\nexport const used = probe;\n`;
      expect(await lint("components/posts/probe.tsx", code), domain).toContain("@typescript-eslint/no-restricted-imports");
      // The domain's own index too ("@/lib/auth"), which a pattern on the folder's contents does not close.
      const index = `"use client";\nimport { probe } from "@/lib/${domain}";\nexport const used = probe;\n`;
      expect(await lint("components/posts/probe.tsx", index), domain).toContain("@typescript-eslint/no-restricted-imports");
    }
    // The shared modules of those domains stay open to the browser.
    const shared = `"use client";\nimport { calendarDateFrom } from "@/lib/calendar/calendar-days";\nexport const used = calendarDateFrom;\n`;
    expect(await lint("components/posts/probe.tsx", shared)).not.toContain("@typescript-eslint/no-restricted-imports");
    // A shared module in a folder of its domain opens that module, not its neighbours.
    const nested = (module: string) => `"use client";\nimport { probe } from "@/lib/channels/facebook/${module}";\nexport const used = probe;\n`;
    expect(await lint("components/posts/probe.tsx", nested("facts"))).not.toContain("@typescript-eslint/no-restricted-imports");
    expect(await lint("components/posts/probe.tsx", nested("publish"))).toContain("@typescript-eslint/no-restricted-imports");
  });

  it("a server component under components/ is named *.server.tsx and linted as server code", async () => {
    const eslint = new ESLint();
    const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
    const code = `import "server-only";\nimport { openSlotsThisWeek } from "@/lib/calendar/open-slots-this-week";\nexport const used = openSlotsThisWeek;\n`;
    expect(await lint("components/dashboard/probe.server.tsx", code)).not.toContain("@typescript-eslint/no-restricted-imports");
    expect(await lint("components/dashboard/probe.tsx", code)).toContain("@typescript-eslint/no-restricted-imports");
    // And every component that imports server-only, or is an async (server) component, says so in its name.
    const components = modules("components").filter((file) => /^import "server-only";$|^export (default )?async function/m.test(readFileSync(file, "utf8")));
    expect(components.length).toBeGreaterThan(0);
    expect(components.filter((file) => !file.endsWith(".server.tsx"))).toEqual([]);
  });

  it("ESLint refuses an integration that imports a domain or the HTTP layer, even for a type, and lets it import what lies below", async () => {
    const eslint = new ESLint();
    const lint = async (file: string, code: string) => (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
    // Every integration, the billing sandbox included: it hands its events to a receiver the caller passes in.
    for (const file of ["lib/integrations/ai/probe.ts", "lib/integrations/billing/sandbox/probe.ts"]) {
      for (const importLine of [
        `import type { PostTone } from "@/lib/posts/schemas/draft";`,
        `import { getPlan } from "@/lib/billing/plans";`,
        `import { receiveStripeEvent } from "@/lib/billing/webhook/receive-stripe-event";`,
        `import { AppError } from "@/lib/api/errors";`,
        `import type { Industry } from "@/lib/business/schemas";`,
      ]) {
        expect(await lint(file, `import "server-only";\n${importLine}\nexport type Used = unknown;\n`), `${file}: ${importLine}`).toContain(
          "@typescript-eslint/no-restricted-imports",
        );
      }
      const below = `import "server-only";\nimport { POST_TONES } from "@/lib/writing/vocabulary";\nimport { getPlan } from "@/lib/plans/catalogue";\nimport { env } from "@/lib/env";\nexport const used = [POST_TONES, getPlan, env];\n`;
      expect(await lint(file, below), file).not.toContain("@typescript-eslint/no-restricted-imports");
    }
  });
});
