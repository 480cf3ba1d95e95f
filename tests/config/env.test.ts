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
      linkedin: "sandbox",
      googleBusiness: "sandbox",
      billing: "sandbox",
      mail: "sandbox",
      google: "off",
      scheduler: "sandbox",
      storage: "sandbox",
    });
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.SCHEDULER_POLL_MS).toBe(5000);
  });

  it("makes a local run's links to the port the server listens on (Next sets PORT), or to APP_URL when it is set", () => {
    expect(parseEnv({ DATA_DIR: "memory://", PORT: "3100" }).APP_URL).toBe("http://localhost:3100");
    expect(parseEnv({ DATA_DIR: "memory://", PORT: "3100", APP_URL: "http://localhost:4000/" }).APP_URL).toBe("http://localhost:4000");
    // A deployment names its own address: the port it listens on behind a proxy says nothing of it.
    expect(problemsOf({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@db/x", PORT: "8080" })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^APP_URL is required on a deployment/)]),
    );
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

  const problemsOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as EnvError).problems;
    }
  };

  /** Everything a deployment needs, with good values. */
  const DEPLOYMENT = {
    NODE_ENV: "production",
    DATABASE_URL: "postgresql://u@db/x",
    APP_URL: "https://postloom.example",
    AUTH_SECRET: Buffer.alloc(32, 1).toString("base64"),
    ENCRYPTION_KEY: Buffer.alloc(32, 2).toString("base64"),
    OPENAI_API_KEY: "sk-live",
    SMTP_URL: "smtps://u:p@smtp.example:465",
    STRIPE_SECRET_KEY: "sk_live",
    STRIPE_WEBHOOK_SECRET: "whsec",
    STRIPE_PRICE_STANDARD: "price_a",
    STRIPE_PRICE_PROFESSIONAL: "price_b",
  };

  it("stops a deployment that lacks required settings, naming each one", () => {
    const problems = problemsOf({ VERCEL: "1" });
    for (const key of [
      "DATABASE_URL",
      "APP_URL",
      "AUTH_SECRET",
      "ENCRYPTION_KEY",
      "OPENAI_API_KEY",
      "SMTP_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_STANDARD",
      "STRIPE_PRICE_PROFESSIONAL",
    ]) {
      expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${key} is required on a deployment \\(`))]));
    }
  });

  it("limits free trials on a deployment by default (3 a day per client, 5,000,000 credits a day), and a local run only when set", () => {
    expect(parseEnv(DEPLOYMENT)).toMatchObject({ TRIALS_PER_CLIENT_PER_DAY: 3, TRIAL_CREDITS_PER_DAY: 5_000_000 });
    expect(parseEnv({ DATA_DIR: "memory://" })).toMatchObject({ TRIALS_PER_CLIENT_PER_DAY: null, TRIAL_CREDITS_PER_DAY: null });
    expect(parseEnv({ ...DEPLOYMENT, TRIALS_PER_CLIENT_PER_DAY: "10", TRIAL_CREDITS_PER_DAY: "1000000" })).toMatchObject({
      TRIALS_PER_CLIENT_PER_DAY: 10,
      TRIAL_CREDITS_PER_DAY: 1_000_000,
    });
    expect(problemsOf({ DATA_DIR: "memory://", TRIALS_PER_CLIENT_PER_DAY: "0", TRIAL_CREDITS_PER_DAY: "lots" })).toEqual([
      expect.stringMatching(/^TRIALS_PER_CLIENT_PER_DAY: /),
      expect.stringMatching(/^TRIAL_CREDITS_PER_DAY: /),
    ]);
  });

  it("treats NODE_ENV=production with DATABASE_URL as a deployment", () => {
    expect(problemsOf({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@db/x" })).toContain("AUTH_SECRET is required on a deployment (sessions)");
  });

  it("runs no sandbox that grants value on a deployment: Stripe, SMTP and OpenAI are required, each named", () => {
    const { STRIPE_SECRET_KEY: _s, SMTP_URL: _m, OPENAI_API_KEY: _o, ...rest } = DEPLOYMENT;
    const problems = problemsOf(rest);
    expect(problems).toContain("OPENAI_API_KEY is required on a deployment (the AI writer)");
    expect(problems).toContain("SMTP_URL is required on a deployment (mail)");
    expect(problems).toContain("STRIPE_SECRET_KEY is required on a deployment (billing)");
    expect(problems.every((p) => /OPENAI_API_KEY|SMTP_URL|STRIPE_SECRET_KEY/.test(p))).toBe(true);
  });

  it("a complete deployment runs every paid service for real, and Facebook, LinkedIn, Google (sign-in and Business Profile) and photo storage are off, not sandboxed", () => {
    const env = parseEnv(DEPLOYMENT);
    expect(env.isDeployment).toBe(true);
    expect(env.modes).toEqual({
      database: "postgresql",
      ai: "production",
      facebook: "off",
      linkedin: "off",
      googleBusiness: "off",
      billing: "production",
      mail: "production",
      google: "off",
      scheduler: "sandbox",
      storage: "off",
    });
  });

  it("keeps photos in a bucket when S3_BUCKET and its keys are set, and wants the keys with the bucket", () => {
    const bucket = { S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    const env = parseEnv({ ...DEPLOYMENT, ...bucket, S3_ENDPOINT: "https://account.r2.cloudflarestorage.com/" });
    expect(env.modes.storage).toBe("production");
    expect([env.S3_REGION, env.S3_ENDPOINT]).toEqual(["us-east-1", "https://account.r2.cloudflarestorage.com"]);
    expect(problemsOf({ ...DEPLOYMENT, S3_BUCKET: "photos" })).toEqual([
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set (S3 storage)",
    ]);
  });

  it("wants Inngest on Vercel, where the embedded scheduler cannot run", () => {
    expect(problemsOf({ ...DEPLOYMENT, VERCEL: "1" })).toEqual([
      "INNGEST_EVENT_KEY is required on Vercel, where the embedded scheduler cannot run",
      "INNGEST_SIGNING_KEY is required on Vercel, where the embedded scheduler cannot run",
    ]);
    expect(parseEnv({ ...DEPLOYMENT, VERCEL: "1", INNGEST_EVENT_KEY: "e", INNGEST_SIGNING_KEY: "s" }).modes.scheduler).toBe("production");
  });

  it("wants an AUTH_SECRET of at least 32 bytes on a deployment", () => {
    expect(problemsOf({ ...DEPLOYMENT, AUTH_SECRET: "too-short-a-secret" })).toEqual([
      "AUTH_SECRET must decode to at least 32 bytes (openssl rand -base64 32)",
    ]);
    expect(problemsOf({ ...DEPLOYMENT, AUTH_SECRET: Buffer.alloc(31).toString("base64") })).toHaveLength(1);
    // Locally any secret will do.
    expect(() => parseEnv({ DATA_DIR: "memory://", AUTH_SECRET: "short" })).not.toThrow();
  });

  it("names the missing half of a partly configured service", () => {
    expect(() => parseEnv({ DATA_DIR: "memory://", FACEBOOK_APP_ID: "123" })).toThrow(/FACEBOOK_APP_SECRET is required when FACEBOOK_APP_ID is set/);
  });

  it("rejects a malformed URL with the setting's name", () => {
    expect(() => parseEnv({ DATA_DIR: "memory://", APP_URL: "not a url" })).toThrow(/APP_URL/);
  });
});
