// The one place that reads process.env. It validates every setting with zod, fills local
// defaults, and decides which outside services run for real and which run in sandbox mode.
import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optional.pipe(z.url().optional());
const optionalInt = (min: number, max: number) =>
  optional.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().min(min).max(max).optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  VERCEL: optional,
  DATABASE_URL: optionalUrl,
  APP_URL: optionalUrl,
  AUTH_SECRET: optional,
  ENCRYPTION_KEY: optional,
  DATA_DIR: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optional,
  OPENAI_IMAGE_MODEL: optional,
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  FACEBOOK_GRAPH_URL: optionalUrl,
  FACEBOOK_DIALOG_URL: optionalUrl,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  LINKEDIN_API_URL: optionalUrl,
  LINKEDIN_OAUTH_URL: optionalUrl,
  /** "true" once LinkedIn approved the app's Community Management API access (posting as Company Pages). */
  LINKEDIN_ORGANIZATIONS: optional.pipe(z.enum(["true", "false"]).optional()),
  GOOGLE_BUSINESS_CLIENT_ID: optional,
  GOOGLE_BUSINESS_CLIENT_SECRET: optional,
  /** One base for every Google Business Profile service (a test's double); Google's own hosts when unset. */
  GOOGLE_BUSINESS_API_URL: optionalUrl,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_STANDARD: optional,
  STRIPE_PRICE_PROFESSIONAL: optional,
  STRIPE_API_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: optionalUrl,
  INNGEST_EVENT_KEY: optional,
  INNGEST_SIGNING_KEY: optional,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  SCHEDULER_POLL_MS: optionalInt(100, 3_600_000),
  SCHEDULER_BATCH_SIZE: optionalInt(1, 500),
  PASSWORD_MIN_LENGTH: optionalInt(6, 128),
  RATE_LIMIT_MAX: optionalInt(1, 100_000),
  RATE_LIMIT_IP_MAX: optionalInt(1, 100_000),
  RATE_LIMIT_WINDOW_SECONDS: optionalInt(1, 86_400),
  TRUSTED_PROXY_HOPS: optionalInt(0, 10),
  IMAGE_CREDIT_COST: optionalInt(0, 1_000_000),
  TRIALS_PER_CLIENT_PER_DAY: optionalInt(1, 100_000),
  TRIAL_CREDITS_PER_DAY: optionalInt(1, 1_000_000_000),
  OFFLINE_WRITER_PACE_MS: optionalInt(0, 1_000),
  /** Set by `next dev` and `next start` to the port the server listens on, before the app's code loads. */
  PORT: optionalInt(1, 65_535),
});

type RawEnv = z.infer<typeof schema>;
export type ServiceMode = "production" | "sandbox";
/** A service a deployment may go without: then it is off, and the UI says it is not configured. */
export type OptionalServiceMode = "production" | "sandbox" | "off";

export type Env = ReturnType<typeof buildEnv>;

/** Settings that, when one of a group is set, need the rest of that group too. */
const GROUPS: Record<string, (keyof RawEnv)[]> = {
  Facebook: ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
  LinkedIn: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  "Google Business Profile": ["GOOGLE_BUSINESS_CLIENT_ID", "GOOGLE_BUSINESS_CLIENT_SECRET"],
  Stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STANDARD", "STRIPE_PRICE_PROFESSIONAL"],
  Google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  Inngest: ["INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"],
  "S3 storage": ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
};

/**
 * Required on a deployment (Vercel, or a production build pointed at PostgreSQL). A deployment runs no
 * sandbox: a product that sells AI posts must not compose them offline, print verification links to its
 * log, or give plans away through a simulated checkout. Facebook, LinkedIn, Google (sign-in and Business Profile)
 * and the photo bucket may be left out
 * (then off).
 */
const REQUIRED_ON_DEPLOYMENT: [keyof RawEnv, string][] = [
  ["DATABASE_URL", "the database"],
  ["APP_URL", "links in mail and OAuth"],
  ["AUTH_SECRET", "sessions"],
  ["ENCRYPTION_KEY", "tokens at rest"],
  ["OPENAI_API_KEY", "the AI writer"],
  ["SMTP_URL", "mail"],
  ["STRIPE_SECRET_KEY", "billing"],
  ["STRIPE_WEBHOOK_SECRET", "billing"],
  ["STRIPE_PRICE_STANDARD", "billing"],
  ["STRIPE_PRICE_PROFESSIONAL", "billing"],
];

/** On Vercel nothing runs between requests, so the embedded scheduler cannot: Inngest schedules. */
const REQUIRED_ON_VERCEL: (keyof RawEnv)[] = ["INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"];

/** Auth.js seals sessions with a key derived from AUTH_SECRET; fewer bytes than this can be guessed. */
const AUTH_SECRET_MIN_BYTES = 32;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Postloom cannot start. Fix these settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

function isDeployment(raw: RawEnv) {
  return Boolean(raw.VERCEL) || (raw.NODE_ENV === "production" && Boolean(raw.DATABASE_URL));
}

/** Local secrets are generated once into DATA_DIR so sessions and encrypted tokens survive restarts. */
function localSecrets(dataDir: string): { AUTH_SECRET: string; ENCRYPTION_KEY: string } {
  const fresh = () => ({
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  });
  if (dataDir.startsWith("memory://")) return fresh();
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = fresh();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function buildEnv(raw: RawEnv) {
  const deployment = isDeployment(raw);
  const problems: string[] = [];
  if (deployment) {
    for (const [key, purpose] of REQUIRED_ON_DEPLOYMENT) if (!raw[key]) problems.push(`${key} is required on a deployment (${purpose})`);
    if (raw.AUTH_SECRET && Buffer.from(raw.AUTH_SECRET, "base64").length < AUTH_SECRET_MIN_BYTES) {
      problems.push(`AUTH_SECRET must decode to at least ${AUTH_SECRET_MIN_BYTES} bytes (openssl rand -base64 32)`);
    }
  }
  if (raw.VERCEL) {
    for (const key of REQUIRED_ON_VERCEL) if (!raw[key]) problems.push(`${key} is required on Vercel, where the embedded scheduler cannot run`);
  }
  for (const [service, keys] of Object.entries(GROUPS)) {
    const set = keys.filter((k) => raw[k]);
    if (set.length > 0 && set.length < keys.length) {
      const missing = keys.filter((k) => !raw[k]);
      problems.push(
        `${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} required when ${set.join(", ")} ${set.length > 1 ? "are" : "is"} set (${service})`,
      );
    }
  }
  if (raw.ENCRYPTION_KEY && Buffer.from(raw.ENCRYPTION_KEY, "base64").length !== 32) {
    problems.push("ENCRYPTION_KEY must be 32 bytes encoded as base64 (openssl rand -base64 32)");
  }
  if (problems.length) throw new EnvError(problems);

  const dataDir = raw.DATA_DIR ?? ".data";
  const secrets =
    raw.AUTH_SECRET && raw.ENCRYPTION_KEY
      ? { AUTH_SECRET: raw.AUTH_SECRET, ENCRYPTION_KEY: raw.ENCRYPTION_KEY }
      : {
          ...localSecrets(dataDir),
          ...(raw.AUTH_SECRET && { AUTH_SECRET: raw.AUTH_SECRET }),
          ...(raw.ENCRYPTION_KEY && { ENCRYPTION_KEY: raw.ENCRYPTION_KEY }),
        };

  const mode = (on: unknown): ServiceMode => (on ? "production" : "sandbox");
  /** A service with no sandbox worth running on a deployment: off there without its keys. */
  const optional = (on: unknown): OptionalServiceMode => (on ? "production" : deployment ? "off" : "sandbox");

  return {
    ...raw,
    ...secrets,
    isDeployment: deployment,
    DATA_DIR: dataDir,
    // A local run without APP_URL makes its links to the port it really answers on (`npm run dev -- -p 3100`).
    // Never the request's Host header: a link built from a forged one would send a password reset elsewhere.
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT ?? 3000}`).replace(/\/$/, ""),
    OPENAI_MODEL: raw.OPENAI_MODEL ?? "gpt-4o-mini",
    OPENAI_IMAGE_MODEL: raw.OPENAI_IMAGE_MODEL ?? "gpt-image-1",
    FACEBOOK_GRAPH_URL: (raw.FACEBOOK_GRAPH_URL ?? "https://graph.facebook.com/v23.0").replace(/\/$/, ""),
    FACEBOOK_DIALOG_URL: raw.FACEBOOK_DIALOG_URL ?? "https://www.facebook.com/v23.0/dialog/oauth",
    LINKEDIN_API_URL: (raw.LINKEDIN_API_URL ?? "https://api.linkedin.com").replace(/\/$/, ""),
    LINKEDIN_OAUTH_URL: (raw.LINKEDIN_OAUTH_URL ?? "https://www.linkedin.com").replace(/\/$/, ""),
    GOOGLE_BUSINESS_API_URL: raw.GOOGLE_BUSINESS_API_URL?.replace(/\/$/, ""),
    MAIL_FROM: raw.MAIL_FROM ?? "Postloom <hello@postloom.app>",
    SCHEDULER_POLL_MS: raw.SCHEDULER_POLL_MS ?? 5_000,
    SCHEDULER_BATCH_SIZE: raw.SCHEDULER_BATCH_SIZE ?? 50,
    PASSWORD_MIN_LENGTH: raw.PASSWORD_MIN_LENGTH ?? 6,
    RATE_LIMIT_MAX: raw.RATE_LIMIT_MAX ?? 10,
    RATE_LIMIT_IP_MAX: raw.RATE_LIMIT_IP_MAX ?? 50,
    RATE_LIMIT_WINDOW_SECONDS: raw.RATE_LIMIT_WINDOW_SECONDS ?? 900,
    TRUSTED_PROXY_HOPS: raw.TRUSTED_PROXY_HOPS ?? 0,
    IMAGE_CREDIT_COST: raw.IMAGE_CREDIT_COST ?? 5_000,
    // Free trials buy real generation on a deployment, so one client gets few a day and all of them together
    // have a daily ceiling (about 90 trials at the default image cost). A local run, where every account comes
    // from this computer, has neither unless set.
    TRIALS_PER_CLIENT_PER_DAY: raw.TRIALS_PER_CLIENT_PER_DAY ?? (deployment ? 3 : null),
    TRIAL_CREDITS_PER_DAY: raw.TRIAL_CREDITS_PER_DAY ?? (deployment ? 5_000_000 : null),
    OFFLINE_WRITER_PACE_MS: raw.OFFLINE_WRITER_PACE_MS ?? 20,
    // Cloudflare R2 takes "auto"; AWS needs the bucket's region.
    S3_REGION: raw.S3_REGION ?? "us-east-1",
    S3_ENDPOINT: raw.S3_ENDPOINT?.replace(/\/$/, ""),
    modes: {
      database: raw.DATABASE_URL ? "postgresql" : "embedded",
      ai: mode(raw.OPENAI_API_KEY),
      facebook: optional(raw.FACEBOOK_APP_ID),
      linkedin: optional(raw.LINKEDIN_CLIENT_ID),
      googleBusiness: optional(raw.GOOGLE_BUSINESS_CLIENT_ID),
      billing: mode(raw.STRIPE_SECRET_KEY),
      mail: mode(raw.SMTP_URL),
      // There is no Google sandbox: without its keys the login screen says it is not configured.
      google: raw.GOOGLE_CLIENT_ID ? ("production" as const) : ("off" as const),
      scheduler: mode(raw.INNGEST_SIGNING_KEY),
      // Photos: a bucket, or locally a folder under DATA_DIR; a deployment's disk does not last, so none there.
      storage: optional(raw.S3_BUCKET),
    } as const,
  };
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  return buildEnv(parsed.data);
}

const globalForEnv = globalThis as unknown as { __postloomEnv?: Env };

/** Parses process.env once per process; throws EnvError naming every missing setting. */
export function loadEnv(): Env {
  return (globalForEnv.__postloomEnv ??= parseEnv(process.env));
}

/** Typed settings, parsed on first use (so `next build` never needs the runtime secrets). */
export const env: Env = new Proxy({} as Env, {
  get: (_target, key) => loadEnv()[key as keyof Env],
});
