// Local ports of the browser-test stack (all on loopback), derived from E2E_PORT so two stacks can run side by side.
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const APP_URL = `http://localhost:${APP_PORT}`;
/** A second copy of the build with no settings at all (embedded database, sandbox services). */
export const SANDBOX_APP_PORT = APP_PORT + 50;
export const SANDBOX_APP_URL = `http://localhost:${SANDBOX_APP_PORT}`;
export const SMTP_PORT = APP_PORT + 1000;
export const MAILBOX_PORT = APP_PORT + 1001;
export const OIDC_PORT = APP_PORT + 1002;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: "postloom-e2e", secret: "postloom-e2e-secret" };
/** The stack's doubles of Stripe, Facebook's Graph API, OpenAI and an S3 bucket, speaking their wire formats. */
export const STRIPE_PORT = APP_PORT + 1003;
export const GRAPH_PORT = APP_PORT + 1004;
export const OPENAI_PORT = APP_PORT + 1005;
export const S3_PORT = APP_PORT + 1006;
export const E2E_BUCKET = { bucket: "postloom-e2e-photos", region: "auto", accessKeyId: "AKIAPOSTLOOME2E", secretAccessKey: "e2e-bucket-secret" };
export const E2E_STRIPE = { priceStandard: "price_e2e_standard", priceProfessional: "price_e2e_professional", webhookSecret: "whsec_e2e_postloom" };
export const E2E_FACEBOOK = {
  appId: "e2e-facebook-app",
  appSecret: "e2e-facebook-secret",
  pages: [
    { id: "1001", name: "Maple Street Bakery", instagram: { id: "17841400000101", username: "maplestreetbakery" } },
    { id: "1002", name: "Riverside Bikes" },
  ],
};
/** Attempts allowed per email in one window, kept low so the rate-limit test can reach it. */
export const E2E_RATE_LIMIT_MAX = 6;

/**
 * Free trials a day per client, and their credits a day in all: every account of the run signs up from this
 * machine, so both are far above what a run uses; tests/e2e/trial.spec.ts brings the day's count up to them.
 */
export const E2E_TRIALS_PER_CLIENT = 100_000;
export const E2E_TRIAL_CREDITS_PER_DAY = 1_000_000_000;

/** The stack's own PostgreSQL database (fresh each run) on the TEST_DATABASE_URL server. */
export const E2E_DATABASE_URL = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
  if (!["localhost", "127.0.0.1"].includes(url.hostname)) throw new Error(`Refusing a non-local test database host: ${url.hostname}`);
  url.pathname = `/postloom_e2e_${APP_PORT}`;
  return url.toString();
})();

/** The stack's session secret (a deployment's must decode to at least 32 bytes). */
export const E2E_AUTH_SECRET = Buffer.alloc(32, 9).toString("base64");

/** The stack's token encryption key, so tests can arrange a stored connection the way the app stores it. */
export const E2E_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
