// The product as `npm run dev` runs it for a newcomer: no settings at all, so the embedded database
// (PGlite, migrated on start) in a folder of its own, and the sandbox of every outside service. It listens on a
// port other than 3000 with no APP_URL, as `npm run dev -- -p 3100` does on a laptop whose 3000 is taken: every
// link it makes (mail, the Facebook dialog, checkout) must lead back to that port. Playwright starts this as a
// web server.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SANDBOX_APP_PORT } from "./ports";

const dataDir = mkdtempSync(path.join(tmpdir(), "postloom-e2e-sandbox-"));
// Nothing of the main stack's settings may leak in: this copy must stand on the defaults alone. (Nor the tests'
// react-server condition, which they need to load server-only modules.)
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(DATABASE_URL|TEST_DATABASE_URL|APP_URL|PORT$|AUTH_|SMTP_|GOOGLE_|OPENAI_|FACEBOOK_|STRIPE_|INNGEST_|ENCRYPTION_KEY|NODE_OPTIONS)/.test(key),
  ),
);

const app = spawn("npx", ["next", "start", "-p", String(SANDBOX_APP_PORT)], {
  stdio: "inherit",
  env: { ...env, NODE_ENV: "production", DATA_DIR: dataDir },
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
