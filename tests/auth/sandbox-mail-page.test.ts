// /sandbox/mail lists every user's verification link to whoever opens it, so it exists only locally in
// sandbox mode: a deployment answers 404 even when its mail runs in the sandbox.
import { isValidElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv, type Env } from "@/lib/env";

const current = vi.hoisted(() => ({ env: undefined as unknown as Env }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, env: new Proxy({}, { get: (_target, key) => current.env[key as keyof Env] }) };
});

const { default: SandboxMailPage } = await import("@/app/(sandbox)/sandbox/mail/page");
const { warmUpDatabase } = await import("../support/users");

const LOCAL = { DATA_DIR: "memory://" };
const DEPLOYMENT = {
  DATABASE_URL: "postgresql://app@db.example.test:5432/postloom",
  APP_URL: "https://postloom.example.test",
  AUTH_SECRET: "a-secret-that-is-long-enough-for-tests",
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

/** notFound() throws Next's 404 signal, whose digest names the status. */
async function render() {
  try {
    return { page: await SandboxMailPage(), status: 200 };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return { page: null, status: 404 };
    throw error;
  }
}

beforeAll(warmUpDatabase);

describe("/sandbox/mail", () => {
  it("lists the outbox locally in sandbox mode", async () => {
    current.env = parseEnv(LOCAL);
    expect(current.env.isDeployment).toBe(false);
    const { page, status } = await render();
    expect(status).toBe(200);
    expect(isValidElement(page)).toBe(true);
  });

  it("is not found on a Vercel deployment, even with mail in the sandbox", async () => {
    current.env = parseEnv({ ...LOCAL, ...DEPLOYMENT, VERCEL: "1" });
    expect([current.env.isDeployment, current.env.modes.mail]).toEqual([true, "sandbox"]);
    expect((await render()).status).toBe(404);
  });

  it("is not found on a production build pointed at PostgreSQL", async () => {
    current.env = parseEnv({ ...DEPLOYMENT, NODE_ENV: "production" });
    expect([current.env.isDeployment, current.env.modes.mail]).toEqual([true, "sandbox"]);
    expect((await render()).status).toBe(404);
  });

  it("is not found when real mail is configured", async () => {
    current.env = parseEnv({ ...LOCAL, SMTP_URL: "smtp://mail.example.test:587" });
    expect((await render()).status).toBe(404);
  });
});
