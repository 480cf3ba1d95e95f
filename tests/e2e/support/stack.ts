// The browser tests' stack: the production build of Postloom configured as a deployment (PostgreSQL, and
// every outside service in production mode, so no sandbox runs), wired to local stand-ins that speak each
// service's wire format: a real SMTP receiver, a real OpenID provider standing in for Google, and doubles
// of Stripe (with its hosted Checkout and portal), Facebook's Graph API (with its OAuth dialog), OpenAI and an
// S3 bucket (whose CORS rules let the app's pages upload to it).
// Playwright starts this as its web server. GET /mails and /facebook/posts on MAILBOX_PORT let tests see
// what the stand-ins received.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import Provider from "oidc-provider";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { applyMigrations } from "../../../lib/db/migrate";
import { startStripeDouble } from "../../billing/support/stripe-double";
import { startGraphDouble } from "../../support/facebook-graph-double";
import { startInstagramDouble } from "../../support/instagram-graph-double";
import { startOpenAIDouble } from "../../support/openai-double";
import { startS3Double } from "../../support/s3-double";
import {
  APP_PORT,
  APP_URL,
  E2E_AUTH_SECRET,
  E2E_BUCKET,
  E2E_DATABASE_URL,
  E2E_ENCRYPTION_KEY,
  E2E_FACEBOOK,
  E2E_RATE_LIMIT_MAX,
  E2E_STRIPE,
  E2E_TRIAL_CREDITS_PER_DAY,
  E2E_TRIALS_PER_CLIENT,
  GRAPH_PORT,
  MAILBOX_PORT,
  OIDC_CLIENT,
  OIDC_ISSUER,
  OIDC_PORT,
  OPENAI_PORT,
  S3_PORT,
  SMTP_PORT,
  STRIPE_PORT,
} from "./ports";
import { replyTo } from "./write-from-brief";

type ReceivedMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string>; receivedAt: string };
const mailbox: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        for (const rcpt of session.envelope.rcptTo) {
          // Each header as it came on the wire (unfolded), keyed in lower case.
          const headers = Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(":") + 1)
                .replace(/\r?\n\s+/g, " ")
                .trim(),
            ]),
          );
          mailbox.push({
            to: rcpt.address.toLowerCase(),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers,
            receivedAt: new Date().toISOString(),
          });
        }
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

const stripe = await startStripeDouble({
  port: STRIPE_PORT,
  prices: [E2E_STRIPE.priceStandard, E2E_STRIPE.priceProfessional],
  hosted: {
    webhookUrl: `${APP_URL}/api/stripe/webhook`,
    webhookSecret: E2E_STRIPE.webhookSecret,
    plans: [
      { priceId: E2E_STRIPE.priceStandard, name: "Standard", cents: 1500 },
      { priceId: E2E_STRIPE.priceProfessional, name: "Professional", cents: 3500 },
    ],
  },
});
// Instagram answers at the same Graph address (the Facebook double passes its requests on), and fetches each
// picture from the app's public address, as Meta does.
const instagram = await startInstagramDouble({ appSecret: E2E_FACEBOOK.appSecret, accounts: {} });
const graph = await startGraphDouble({
  port: GRAPH_PORT,
  appId: E2E_FACEBOOK.appId,
  appSecret: E2E_FACEBOOK.appSecret,
  redirectUri: `${APP_URL}/auth/facebook/callback`,
  pages: E2E_FACEBOOK.pages,
  forward: instagram.url,
});
for (const page of E2E_FACEBOOK.pages) if (page.instagram) instagram.accounts[page.instagram.id] = graph.pageToken(page.id);
// Streams at a reading pace, so the browser sees the post being written.
const bucket = await startS3Double({ ...E2E_BUCKET, port: S3_PORT, corsOrigins: [APP_URL] });
const openai = await startOpenAIDouble({ port: OPENAI_PORT, compose: replyTo, tokenDelayMs: 15, imageSize: { width: 1536, height: 1024 } });

// GET /mails?to=<address>: what the SMTP receiver got for that address, newest last.
// GET /facebook/posts: what the Graph API double was sent, oldest first.
// GET /instagram/media: what the Instagram double published, oldest first (with the picture it fetched).
createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  res.setHeader("Content-Type", "application/json");
  if (url.pathname === "/instagram/media") {
    res.end(
      JSON.stringify(instagram.media.map(({ image, ...media }) => ({ ...media, image: { format: image.format, width: image.width, height: image.height } }))),
    );
    return;
  }
  if (url.pathname === "/facebook/posts") {
    res.end(
      JSON.stringify(graph.posts.map(({ image, photos, ...post }) => ({ ...post, hasImage: Boolean(image), photos: photos?.length ?? (image ? 1 : 0) }))),
    );
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  res.end(JSON.stringify(mailbox.filter((m) => !to || m.to === to)));
}).listen(MAILBOX_PORT, "127.0.0.1");

const oidc = new Provider(OIDC_ISSUER, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${APP_URL}/api/auth/callback/google`],
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  conformIdTokenClaims: false,
  cookies: { keys: ["postloom-e2e-cookie-key"] },
  async findAccount(_ctx, id) {
    const email = id.includes("@") ? id.toLowerCase() : `${id.toLowerCase()}@example.test`;
    return { accountId: email, claims: async () => ({ sub: email, email, email_verified: true, name: "Test Person" }) };
  },
});
oidc.listen(OIDC_PORT);

// A fresh PostgreSQL database for this run, so tests can also arrange data the UI cannot (e.g. a paid plan).
const dbName = new URL(E2E_DATABASE_URL).pathname.slice(1);
async function withClient(url: string, fn: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
const adminUrl = new URL(E2E_DATABASE_URL);
adminUrl.pathname = "/postgres";
await withClient(adminUrl.toString(), async (client) => {
  await client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${dbName}"`);
});
await withClient(E2E_DATABASE_URL, (client) => applyMigrations(client));
const app = spawn("npx", ["next", "start", "-p", String(APP_PORT)], {
  stdio: "inherit",
  env: {
    ...process.env,
    // The tests run with the react-server condition (to load server-only modules); the app must not.
    NODE_OPTIONS: "",
    NODE_ENV: "production",
    DATABASE_URL: E2E_DATABASE_URL,
    AUTH_SECRET: E2E_AUTH_SECRET,
    ENCRYPTION_KEY: E2E_ENCRYPTION_KEY,
    APP_URL,
    AUTH_URL: APP_URL,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    OPENAI_API_KEY: "sk-e2e",
    OPENAI_BASE_URL: openai.url,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_PRICE_STANDARD: E2E_STRIPE.priceStandard,
    STRIPE_PRICE_PROFESSIONAL: E2E_STRIPE.priceProfessional,
    STRIPE_API_URL: stripe.url,
    FACEBOOK_APP_ID: E2E_FACEBOOK.appId,
    FACEBOOK_APP_SECRET: E2E_FACEBOOK.appSecret,
    FACEBOOK_GRAPH_URL: graph.url,
    FACEBOOK_DIALOG_URL: `${graph.url}/dialog/oauth`,
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
    GOOGLE_ISSUER: OIDC_ISSUER,
    S3_BUCKET: E2E_BUCKET.bucket,
    S3_REGION: E2E_BUCKET.region,
    S3_ENDPOINT: bucket.url,
    S3_ACCESS_KEY_ID: E2E_BUCKET.accessKeyId,
    S3_SECRET_ACCESS_KEY: E2E_BUCKET.secretAccessKey,
    RATE_LIMIT_MAX: String(E2E_RATE_LIMIT_MAX),
    RATE_LIMIT_IP_MAX: "100000",
    TRIALS_PER_CLIENT_PER_DAY: String(E2E_TRIALS_PER_CLIENT),
    TRIAL_CREDITS_PER_DAY: String(E2E_TRIAL_CREDITS_PER_DAY),
    // The embedded scheduler looks for due posts twice a second, so a scheduled post goes out promptly.
    SCHEDULER_POLL_MS: "500",
  },
});

const stop = () => {
  app.kill("SIGTERM");
  smtp.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => process.exit(code ?? 1));
