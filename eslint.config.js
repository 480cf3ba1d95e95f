import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

import { layersPlugin } from "./eslint/layers.mjs";
import { domains, LOWER_LAYERS, SCHEMA_IMPORT_PATTERNS, sharedImportPatterns } from "./eslint/browser-boundary.mjs";

// What code that runs in the browser may not import: the database, the settings, the outside services and
// the domain services (all server-only). The domains' schemas and the shared modules (eslint/browser-boundary.mjs)
// are allowed; types may be imported from anywhere (they are erased).
const DOMAINS = domains();
const DOMAIN_MESSAGE = "A domain service is server-only; the browser may import the domain's schemas (and types).";
const browserImports = {
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      // A domain's own index ("@/lib/auth"): the patterns below close what is inside a domain's folder, not the folder itself.
      paths: DOMAINS.map((domain) => ({ name: `@/lib/${domain}`, message: DOMAIN_MESSAGE, allowTypeImports: true })),
      patterns: [
        {
          group: [
            "@/lib/db",
            "@/lib/db/*",
            "@/lib/env",
            "@/lib/integrations/*",
            "@/lib/crypto/*",
            "@/lib/http/*",
            "@/lib/start-up",
            "@/lib/api/handler",
            "@/lib/auth/with-user",
          ],
          message: "Server-only: code that runs in the browser must not import it.",
          allowTypeImports: true,
        },
        {
          group: [...DOMAINS.map((domain) => `@/lib/${domain}/**`), ...SCHEMA_IMPORT_PATTERNS, ...sharedImportPatterns()],
          message: DOMAIN_MESSAGE,
          allowTypeImports: true,
        },
      ],
    },
  ],
};

// Background work is its own layer (lib/jobs): the domains report what they did through lib/jobs/signals, and never
// reach the runners (the embedded worker, Inngest) themselves.
const jobsFromBelow = {
  group: ["@/inngest/**", "@/lib/jobs/**", "!@/lib/jobs/signals", "!@/lib/jobs/signals/*"],
  message: "lib/jobs decides where background work runs: report it with lib/jobs/signals, and leave Inngest and the worker to lib/jobs.",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      ".data*/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "public/**",
      ".bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@next/next/no-img-element": "off",
    },
  },
  {
    // Browser code: the shared components, the client helpers, and the app's client components (every file
    // under app/ but the server entry points: pages, layouts, route handlers, server actions). A server
    // component outside those is named `*.server.tsx`.
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/page.tsx",
      "app/**/layout.tsx",
      "app/**/loading.tsx",
      "app/**/not-found.tsx",
      "app/**/route.ts",
      "app/**/actions.ts",
      "app/fonts/**",
      "**/*.server.tsx",
    ],
    rules: browserImports,
  },
  {
    // The channels and the integrations sit below the domains (app → lib/<domain> → channels, integrations): they
    // import no domain and not the HTTP layer, not even a type. What both need lives below both (lib/writing, lib/plans, lib/env).
    files: LOWER_LAYERS.map((layer) => `lib/${layer}/**/*.{ts,tsx}`),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...DOMAINS.filter((domain) => !LOWER_LAYERS.includes(domain)).map((domain) => `@/lib/${domain}/**`), "@/lib/api/**"],
              message:
                "Channels and integrations sit below the domains: move what is shared below both (lib/writing, lib/plans, lib/env), or have the domain pass it in.",
              allowTypeImports: false,
            },
            jobsFromBelow,
          ],
        },
      ],
    },
  },
  {
    // The domains and the layers beside them: everything under lib/ but the jobs themselves and the lower layers (above).
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/jobs/**", ...LOWER_LAYERS.map((layer) => `lib/${layer}/**`), "lib/client/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [jobsFromBelow] }] },
  },
  {
    // The parts of lib/ in rows (eslint/layers.mjs): each imports only the rows below it, so no arrow points back up.
    files: ["lib/**/*.{ts,tsx}"],
    plugins: { postloom: layersPlugin },
    rules: { "postloom/import-down": "error" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
