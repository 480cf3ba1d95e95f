// A deployment runs production services only: the stack (a deployment) answers 404 to every sandbox page,
// route and server action; start-up refuses settings a deployment cannot run with and names each one; and
// without Facebook's keys the dashboard says Facebook is not set up.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { socialCard } from "./support/facebook";
import { expect, test } from "./support/fixtures";
import { APP_PORT, E2E_AUTH_SECRET, E2E_DATABASE_URL, E2E_ENCRYPTION_KEY, E2E_STRIPE, OPENAI_PORT, SMTP_PORT, STRIPE_PORT } from "./support/ports";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every server action of the build under app/(sandbox), with the address of the page it belongs to, from Next's own manifest. */
function sandboxActions(): { id: string; page: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; filename: string }>;
  };
  return Object.entries(manifest.node)
    .filter(([, action]) => action.filename.startsWith("app/(sandbox)/"))
    .map(([id, action]) => ({
      id,
      page: Object.keys(action.workers)[0]!
        .replace(/^app/, "")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\/page$/, ""),
    }));
}

/** A deployment's settings (the stack's), with `changes` applied; a value of undefined removes a setting. */
function deploymentEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: Record<string, string | undefined> = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^(DATABASE_URL|TEST_DATABASE_URL|AUTH_|SMTP_|GOOGLE_|OPENAI_|FACEBOOK_|STRIPE_|INNGEST_|ENCRYPTION_KEY|VERCEL|NODE_OPTIONS)/.test(key),
      ),
    ),
    NODE_ENV: "production",
    DATABASE_URL: E2E_DATABASE_URL,
    APP_URL: "http://localhost:3199",
    AUTH_SECRET: E2E_AUTH_SECRET,
    ENCRYPTION_KEY: E2E_ENCRYPTION_KEY,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    OPENAI_API_KEY: "sk-e2e",
    OPENAI_BASE_URL: `http://127.0.0.1:${OPENAI_PORT}/v1`,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
    STRIPE_PRICE_STANDARD: E2E_STRIPE.priceStandard,
    STRIPE_PRICE_PROFESSIONAL: E2E_STRIPE.priceProfessional,
    STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
    // Scheduling by Inngest (never reached here), so no second embedded worker delivers the stack's posts.
    INNGEST_EVENT_KEY: "e2e-event-key",
    INNGEST_SIGNING_KEY: "signkey-test-e2e",
    ...changes,
  };
  return Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined)) as unknown as NodeJS.ProcessEnv;
}

/** Starts `next start` with these settings; resolves with how it ended (or `ready` once it serves). */
function startServer(env: NodeJS.ProcessEnv, port: number): Promise<{ exitCode: number | null; output: string; stop: () => void }> {
  return new Promise((resolve) => {
    // Next's own binary in a process group of its own, so stopping it stops everything it started.
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
      cwd: ROOT,
      env,
      detached: true,
    });
    let output = "";
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const stop = () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    };
    const poll = setInterval(async () => {
      const reply = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => null);
      if (reply?.ok) {
        clearInterval(poll);
        resolve({ exitCode: null, output, stop });
      }
    }, 300);
    child.on("exit", (code) => {
      clearInterval(poll);
      resolve({ exitCode: code, output, stop });
    });
  });
}

test.describe("a deployment", () => {
  test("answers 404 to every sandbox page, route and server action", async ({ page, user }) => {
    expect(user).toBeTruthy();
    const request = page.request;
    const details = async () => (await (await request.get("/api/subscription/details")).json()).object;
    const before = await details();
    for (const path of [
      "/sandbox/mail",
      "/sandbox/checkout?session=x",
      "/sandbox/billing-portal?session=x",
      "/sandbox/facebook/dialog",
      "/sandbox/facebook/sandbox-main",
      "/sandbox/instagram/sandbox-ig-main",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of ["/api/sandbox/facebook/photos/1", "/api/sandbox/instagram/media/1"]) {
      const picture = await request.get(path);
      expect(picture.status(), path).toBe(404);
      expect(await picture.json()).toMatchObject({ statusCode: "NOT_FOUND" });
    }

    const actions = sandboxActions();
    expect(actions.length).toBeGreaterThanOrEqual(5);
    for (const { id, page: path } of actions) {
      // As React encodes an action's arguments: here a plain object, and the form data a <form> sends.
      const asObject = await request.post(path, {
        headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8" },
        data: JSON.stringify([{ session: "anything", type: "PROFESSIONAL" }]),
      });
      expect(asObject.status(), `action ${id}`).toBe(404);
      const asForm = await request.post(path, {
        headers: { "Next-Action": id },
        multipart: { _1_session: "anything", _1_type: "PROFESSIONAL", "0": '["$K1"]' },
      });
      expect(asForm.status(), `action ${id} with form data`).toBe(404);
    }
    // Nothing was granted on the way: no plan, and only the free trial's credits.
    expect(await details()).toEqual(before);
    expect(before).toMatchObject({ subscriptionStatus: null });
  });

  test("refuses to start without its production services, naming each missing setting", async () => {
    test.setTimeout(120_000);
    const missing = await startServer(
      deploymentEnv({
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        STRIPE_PRICE_STANDARD: undefined,
        STRIPE_PRICE_PROFESSIONAL: undefined,
        SMTP_URL: undefined,
        OPENAI_API_KEY: undefined,
      }),
      APP_PORT + 60,
    );
    missing.stop();
    expect(missing.exitCode).toBe(1);
    for (const line of [
      "OPENAI_API_KEY is required on a deployment (the AI writer)",
      "SMTP_URL is required on a deployment (mail)",
      "STRIPE_SECRET_KEY is required on a deployment (billing)",
      "STRIPE_WEBHOOK_SECRET is required on a deployment (billing)",
    ]) {
      expect(missing.output).toContain(line);
    }

    const vercel = await startServer(deploymentEnv({ VERCEL: "1", INNGEST_EVENT_KEY: undefined, INNGEST_SIGNING_KEY: undefined }), APP_PORT + 61);
    vercel.stop();
    expect(vercel.exitCode).toBe(1);
    expect(vercel.output).toContain("INNGEST_SIGNING_KEY is required on Vercel, where the embedded scheduler cannot run");

    const weak = await startServer(deploymentEnv({ AUTH_SECRET: "a-short-secret" }), APP_PORT + 62);
    weak.stop();
    expect(weak.exitCode).toBe(1);
    expect(weak.output).toContain("AUTH_SECRET must decode to at least 32 bytes");
  });

  test("without Facebook's, LinkedIn's or Google Business Profile's keys, the dashboard says each is not set up, and nothing can be sent there", async ({
    page,
    user,
  }) => {
    test.setTimeout(120_000);
    const port = APP_PORT + 63;
    const server = await startServer(deploymentEnv({ APP_URL: `http://localhost:${port}` }), port);
    try {
      expect(server.exitCode).toBeNull();
      // The same database and secret, and cookies do not mind the port: the user is signed in there too.
      await page.goto(`http://localhost:${port}/dashboard`);
      await expect(page.getByTestId("user-email")).toHaveText(user);
      const card = socialCard(page);
      await expect(card.getByTestId("facebook-connection").getByText("Not set up on this server yet")).toBeVisible();
      await expect(card.getByTestId("facebook-not-configured")).toContainText("Facebook isn't set up on this server yet");
      await expect(card.getByRole("button", { name: "Connect Facebook" })).toHaveCount(0);
      const start = await page.request.get(`http://localhost:${port}/api/social/facebook/start`, { maxRedirects: 0 });
      expect(start.status()).toBe(409);
      expect((await start.json()).message).toBe("Facebook isn't set up on this server yet, so Postloom can't connect to it or post there.");

      const linkedin = card.getByTestId("linkedin-connection");
      await expect(linkedin.getByText("Not set up on this server yet")).toBeVisible();
      await expect(linkedin).toContainText("LinkedIn isn't set up on this server yet, so Postloom can't connect to it or post there.");
      await expect(card.getByRole("button", { name: "Connect LinkedIn" })).toHaveCount(0);
      const linkedinStart = await page.request.get(`http://localhost:${port}/api/social/logins/linkedin/start`, { maxRedirects: 0 });
      expect(linkedinStart.status()).toBe(409);
      expect((await linkedinStart.json()).message).toBe("LinkedIn isn't set up on this server yet, so Postloom can't connect to it or post there.");

      const google = card.getByTestId("google-business-connection");
      const googleOff = "Google Business Profile isn't set up on this server yet, so Postloom can't connect to it or post there.";
      await expect(google.getByText("Not set up on this server yet")).toBeVisible();
      await expect(google).toContainText(googleOff);
      await expect(card.getByRole("button", { name: "Connect Google Business Profile" })).toHaveCount(0);
      const googleStart = await page.request.get(`http://localhost:${port}/api/social/logins/google-business/start`, { maxRedirects: 0 });
      expect(googleStart.status()).toBe(409);
      expect((await googleStart.json()).message).toBe(googleOff);
    } finally {
      server.stop();
    }
  });
});
