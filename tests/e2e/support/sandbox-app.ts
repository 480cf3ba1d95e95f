// The product as `npm run dev` runs it for a newcomer: no settings at all, so the embedded database
// (PGlite, migrated on start) in a folder of its own, and the sandbox of every outside service. Only
// APP_URL is set, because this copy listens on its own port. Playwright starts this as a web server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SANDBOX_APP_PORT, SANDBOX_APP_URL } from "./ports";

const dataDir = mkdtempSync(path.join(tmpdir(), "postloom-e2e-sandbox-"));
// Nothing of the main stack's settings may leak in: this copy must stand on the defaults alone. (Nor the tests'
// react-server condition, which they need to load server-only modules.)
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|TEST_DATABASE_URL|AUTH_|SMTP_|GOOGLE_|OPENAI_|FACEBOOK_|STRIPE_|INNGEST_|ENCRYPTION_KEY|NODE_OPTIONS)/.test(key)));

const app = spawn("npx", ["next", "start", "-p", String(SANDBOX_APP_PORT)], {
  stdio: "inherit",
  env: { ...env, NODE_ENV: "production", DATA_DIR: dataDir, APP_URL: SANDBOX_APP_URL },
});

const stop = () => {
  app.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
