// Where the browser/server boundary runs, written once: ESLint's browser rule (eslint.config.js) and the
// test that every other module under lib/ imports "server-only" (tests/config/server-only.test.ts) both
// read it. The labels, limits and messages a page shows live apart from the schemas (profile-fields,
// platforms, ...), so a page that only shows them loads without zod.
import { readdirSync } from "node:fs";
import path from "node:path";
import { cwd } from "node:process";

/**
 * Where a domain's request and reply schemas are, and the browser may import them: `lib/<domain>/schemas.ts`, or,
 * for a domain whose pages load them apart, `lib/<domain>/schemas/<subject>.ts`.
 */
export const isSchemaModule = (file) => /^lib\/[^/]+\/schemas(\.ts|\/[^/]+\.ts)$/.test(file);

/** The import patterns that open every domain's schemas to the browser (isSchemaModule). */
export const SCHEMA_IMPORT_PATTERNS = ["!@/lib/*/schemas", "!@/lib/*/schemas/", "!@/lib/*/schemas/*"];

/** Other modules under lib/ that the browser imports too: pure helpers, and what pages show. */
export const SHARED_MODULES = [
  "lib/utils.ts",
  "lib/sandbox.ts",
  "lib/offline-writer-id.ts",
  "lib/api/client.ts",
  "lib/api/errors.ts",
  "lib/api/ndjson.ts",
  "lib/billing/plans.ts",
  "lib/billing/trial-state.ts",
  "lib/credits/credit-costs.ts",
  "lib/format.ts",
  "lib/posts/post-options.ts",
  "lib/posts/image-url.ts",
  "lib/posts/claim-timing.ts",
  "lib/publishing/schedule-time.ts",
  "lib/calendar/calendar-days.ts",
  "lib/calendar/slot-instants.ts",
  // The labels, limits and messages pages show, apart from the schemas so that those pages load without zod.
  "lib/business/profile-fields.ts",
  "lib/feedback/feedback-fields.ts",
  "lib/notifications/unsubscribe-messages.ts",
  "lib/posts/draft-fields.ts",
  "lib/social/platforms.ts",
  "lib/calendar/calendar-limits.ts",
  "lib/planning/plan-limits.ts",
  "lib/publishing/publishing-limits.ts",
  "lib/media/focus-crop.ts",
  "lib/media/limits.ts",
  "lib/media/photo-fields.ts",
  "lib/media/sniff.ts",
  // Each channel's facts and the rules they state (lib/channels): the previews count with them.
  "lib/channels/facts.ts",
  "lib/channels/counting.ts",
  "lib/channels/rules.ts",
  "lib/channels/picture-size.ts",
  "lib/channels/facebook/facts.ts",
  "lib/channels/instagram/facts.ts",
  "lib/channels/linkedin/facts.ts",
  "lib/channels/google-business/facts.ts",
  "lib/channels/google-business/post-options.ts",
  "lib/channels/options.ts",
  "lib/channels/engagement.ts",
  "lib/insights/readings.ts",
  // Read by next.config.ts, outside React's server bundle; they hold no secret.
  "lib/http/security-headers.ts",
  "lib/http/server-action-body.ts",
];

/** Folders under lib/ shared whole: the client's code, the shared validation and time code, the generated client. */
export const SHARED_FOLDERS = ["lib/client/", "lib/validation/", "lib/time/", "lib/generated/", "lib/writing/", "lib/plans/"];

/** The database tooling the scripts run outside Next (migrations): not the browser's, and without "server-only". */
export const TOOLING_MODULES = ["lib/db/migrate.ts", "lib/db/wasm-schema-engine.ts"];

/**
 * Folders under lib/ below the domains (app → lib/<domain> → these → lib/db): they import no domain. The channels
 * (lib/channels) count among the domains for the browser, which may import only their facts.
 */
export const LOWER_LAYERS = ["channels", "integrations", "storage"];

/** Folders under lib/ that are layers, not domains: each has its own rule (or is shared whole, above). */
const LAYERS = ["api", "client", "crypto", "db", "generated", "http", "integrations", "plans", "storage", "time", "validation", "writing"];

/**
 * The domains: every folder under lib/ that is not a layer, so a new domain is server-only (bar its schemas
 * and shared modules) without editing a rule.
 */
export function domains(root = cwd()) {
  return readdirSync(path.join(root, "lib"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** A shared module as an import specifier: "lib/posts/schemas/post.ts" → "@/lib/posts/schemas/post". */
export const importPath = (file) => `@/${file.replace(/\.tsx?$/, "")}`;

/**
 * The ESLint patterns that open the shared modules to the browser inside a closed domain (`@/lib/<domain>/**`):
 * each module, and each folder between it and its domain, since an import pattern cannot open a file in a
 * folder it closed ("lib/channels/facebook/facts.ts" opens the folder "@/lib/channels/facebook/" too, but not its index).
 */
export function sharedImportPatterns() {
  const patterns = new Set();
  for (const file of SHARED_MODULES) {
    const parts = importPath(file).split("/");
    // "@", "lib", the domain, then folders: each folder below the domain is opened before the file.
    for (let depth = 4; depth < parts.length; depth++) patterns.add(`!${parts.slice(0, depth).join("/")}/`);
    patterns.add(`!${importPath(file)}`);
  }
  return [...patterns];
}
