// The browser tests' stack: a real SMTP receiver, a real OpenID provider standing in for Google,
// and the production build of Postloom wired to both. Playwright starts this as its web server.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import Provider from "oidc-provider";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { applyMigrations } from "../../../lib/db/migrate";
import { APP_PORT, APP_URL, E2E_DATABASE_URL, E2E_ENCRYPTION_KEY, E2E_RATE_LIMIT_MAX, MAILBOX_PORT, OIDC_CLIENT, OIDC_ISSUER, OIDC_PORT, SMTP_PORT } from "./ports";

type ReceivedMail = { to: string; subject: string; text: string; receivedAt: string };
const mailbox: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        for (const rcpt of session.envelope.rcptTo) {
          mailbox.push({ to: rcpt.address.toLowerCase(), subject: mail.subject ?? "", text: mail.text ?? "", receivedAt: new Date().toISOString() });
        }
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

// GET /mails?to=<address> lists what the SMTP receiver got for that address, newest last.
createServer((req, res) => {
  const to = new URL(req.url ?? "/", "http://x").searchParams.get("to")?.toLowerCase();
  res.setHeader("Content-Type", "application/json");
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
    NODE_ENV: "production",
    DATABASE_URL: E2E_DATABASE_URL,
    AUTH_SECRET: "e2e-auth-secret-e2e-auth-secret-e2e-auth",
    ENCRYPTION_KEY: E2E_ENCRYPTION_KEY,
    APP_URL,
    AUTH_URL: APP_URL,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
    GOOGLE_ISSUER: OIDC_ISSUER,
    RATE_LIMIT_MAX: String(E2E_RATE_LIMIT_MAX),
    RATE_LIMIT_IP_MAX: "100000",
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
