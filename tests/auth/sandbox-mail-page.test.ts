// /sandbox/mail lists every user's verification link to whoever opens it, so it exists only locally in
// sandbox mode: a deployment answers 404 whatever its settings (a deployment cannot even start without
// SMTP, and the gate holds on its own should a sandbox mode ever reach one).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv, type Env } from "@/lib/env";
import { renderPage } from "../support/render-page";

const current = vi.hoisted(() => ({ env: undefined as unknown as Env }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, env: new Proxy({}, { get: (_target, key) => current.env[key as keyof Env] }) };
});

const { default: SandboxMailPage } = await import("@/app/(sandbox)/sandbox/mail/page");
const { warmUpDatabase } = await import("../support/users");

const LOCAL = { DATA_DIR: "memory://" };
const DEPLOYMENT = {
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

const render = () => renderPage(SandboxMailPage);

beforeAll(warmUpDatabase);

describe("/sandbox/mail", () => {
  it("lists the outbox locally in sandbox mode", async () => {
    current.env = parseEnv(LOCAL);
    expect(current.env.isDeployment).toBe(false);
    expect((await render()).status).toBe(200);
  });

  it("is not found on a deployment, even were its mail somehow in the sandbox", async () => {
    current.env = { ...parseEnv(LOCAL), isDeployment: true };
    expect(current.env.modes.mail).toBe("sandbox");
    expect((await render()).status).toBe(404);
  });

  it("is not found on a production build pointed at PostgreSQL", async () => {
    current.env = parseEnv(DEPLOYMENT);
    expect(current.env.isDeployment).toBe(true);
    expect((await render()).status).toBe(404);
  });

  it("is not found when real mail is configured", async () => {
    current.env = parseEnv({ ...LOCAL, SMTP_URL: "smtp://mail.example.test:587" });
    expect((await render()).status).toBe(404);
  });
});
