// Settings a test runs the app's code under, in place of the process's: importing this replaces `env` (lib/env)
// with whatever `applySettings` parsed last, or set as it is. Import it before the modules under test.
import { vi } from "vitest";
import { parseEnv, type Env } from "@/lib/env";

/** Everything a deployment needs, with good values (a production build pointed at PostgreSQL). */
export const DEPLOYMENT = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://app@db.example.test:5432/postloom",
  APP_URL: "https://postloom.example.test",
  AUTH_SECRET: Buffer.alloc(32, 3).toString("base64"),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  OPENAI_API_KEY: "sk-live",
  SMTP_URL: "smtps://u:p@smtp.example.test:465",
  STRIPE_SECRET_KEY: "sk_live",
  STRIPE_WEBHOOK_SECRET: "whsec",
  STRIPE_PRICE_STANDARD: "price_a",
  STRIPE_PRICE_PROFESSIONAL: "price_b",
};

const current: { env?: Env } = {};

vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return {
    ...actual,
    env: new Proxy({}, { get: (_target, key) => (current.env ?? actual.loadEnv())[key as keyof Env] }),
  };
});

/** From now on `env` is these settings parsed (or, given an Env, that one); returns it. */
export function applySettings(settings: Record<string, string> | Env): Env {
  current.env = "modes" in settings ? (settings as Env) : parseEnv(settings as Record<string, string>);
  return current.env;
}
