import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Every suite runs on the embedded database (in-memory PGlite, what `npm run dev` uses), and again on
// PostgreSQL when TEST_DATABASE_URL names a server (what CI and production use): PGlite serialises
// transactions, so only PostgreSQL proves the concurrency rules.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Outside React's server bundle the package throws on import; tests run server code as Node does.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    globalSetup: ["tests/setup/embedded-template.ts"],
    setupFiles: ["tests/setup/db.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine: every file would run
    // after the last. Each file has its own database (tests/setup/db.ts), so two at once share nothing.
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true as const,
        test: {
          name: "embedded",
          include: ["tests/**/*.test.ts", "lib/**/*.test.ts"],
          // tests/setup/db.ts reads this: an empty value selects in-memory PGlite.
          env: { TEST_DATABASE_URL: "" },
          // Kills a worker process mid-batch and starts another on the same database, and migrates one database
          // from several processes at once: PostgreSQL only.
          exclude: onPostgres ? ["tests/publishing/worker-crash*.test.ts", "tests/db/migrate-concurrently.test.ts"] : [],
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["tests/**/*.test.ts", "lib/**/*.test.ts"],
                // Pure functions and the PGlite-only suites gain nothing from a second run.
                exclude: [
                  "tests/api/**",
                  "tests/config/**",
                  "tests/crypto/**",
                  "tests/db/embedded.test.ts",
                  "tests/db/drift.test.ts",
                  "tests/posts/build-prompt.test.ts",
                  "tests/posts/offline-writer.test.ts",
                  "tests/posts/offline-writer-briefs.test.ts",
                  "tests/format/**",
                  "tests/time/time-properties.test.ts",
                  "tests/auth/email-schema.test.ts",
                  "tests/credits/what-credits-buy.test.ts",
                  "tests/insights/sandbox-engagement.test.ts",
                  "tests/insights/favoured-kinds.test.ts",
                  "tests/insights/suggest-times.test.ts",
                  "tests/insights/csv.test.ts",
                ],
              },
            },
          ]
        : []),
    ],
  },
});
