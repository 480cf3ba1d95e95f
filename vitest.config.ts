import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  test: {
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts"],
    setupFiles: ["tests/setup/db.ts"],
    pool: "forks",
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
