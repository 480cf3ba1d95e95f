import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("env", () => {
  it("runs every outside service in sandbox mode when no keys are set", () => {
    const env = parseEnv({ DATA_DIR: "memory://" });
    expect(env.modes).toEqual({
      database: "embedded",
      ai: "sandbox",
      facebook: "sandbox",
      billing: "sandbox",
      mail: "sandbox",
      google: "sandbox",
      scheduler: "sandbox",
    });
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.SCHEDULER_POLL_MS).toBe(5000);
  });

  it("switches a service to production when its keys are set", () => {
    const env = parseEnv({
      DATA_DIR: "memory://",
      OPENAI_API_KEY: "sk-test",
      SMTP_URL: "smtp://127.0.0.1:2525",
      STRIPE_SECRET_KEY: "sk_test",
      STRIPE_WEBHOOK_SECRET: "whsec",
      STRIPE_PRICE_STANDARD: "price_a",
      STRIPE_PRICE_PROFESSIONAL: "price_b",
    });
    expect(env.modes.ai).toBe("production");
    expect(env.modes.mail).toBe("production");
    expect(env.modes.billing).toBe("production");
    expect(env.modes.facebook).toBe("sandbox");
  });

  it("generates local secrets once into DATA_DIR and reuses them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "postloom-env-"));
    const first = parseEnv({ DATA_DIR: dir });
    const second = parseEnv({ DATA_DIR: dir });
    expect(first.AUTH_SECRET).toHaveLength(43);
    expect(Buffer.from(first.ENCRYPTION_KEY, "base64")).toHaveLength(32);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).ENCRYPTION_KEY).toBe(first.ENCRYPTION_KEY);
  });

  it("stops a deployment that lacks required settings, naming each one", () => {
    const attempt = () => parseEnv({ VERCEL: "1" });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as EnvError).message;
      for (const key of ["DATABASE_URL", "APP_URL", "AUTH_SECRET", "ENCRYPTION_KEY"]) expect(message).toContain(key);
    }
  });

  it("treats NODE_ENV=production with DATABASE_URL as a deployment", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@db/x" })).toThrow(/AUTH_SECRET is required/);
  });

  it("names the missing half of a partly configured service", () => {
    expect(() => parseEnv({ DATA_DIR: "memory://", FACEBOOK_APP_ID: "123" })).toThrow(/FACEBOOK_APP_SECRET is required when FACEBOOK_APP_ID is set/);
  });

  it("rejects a malformed URL with the setting's name", () => {
    expect(() => parseEnv({ DATA_DIR: "memory://", APP_URL: "not a url" })).toThrow(/APP_URL/);
  });
});
