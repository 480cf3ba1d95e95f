// /sandbox/mail lists every user's verification link to whoever opens it, so it exists only locally in
// sandbox mode: a deployment answers 404 whatever its settings (a deployment cannot even start without
// SMTP, and the gate holds on its own should a sandbox mode ever reach one).
import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { renderPage } from "../support/render-page";
import { DEPLOYMENT, applySettings } from "../support/settings";

const { default: SandboxMailPage } = await import("@/app/(sandbox)/sandbox/mail/page");
const { warmUpDatabase } = await import("../support/users");

const LOCAL = { DATA_DIR: "memory://" };

const render = () => renderPage(SandboxMailPage);

beforeAll(warmUpDatabase);

describe("/sandbox/mail", () => {
  it("lists the outbox locally in sandbox mode", async () => {
    expect(applySettings(LOCAL).isDeployment).toBe(false);
    expect((await render()).status).toBe(200);
  });

  it("is not found on a deployment, even were its mail somehow in the sandbox", async () => {
    expect(applySettings({ ...parseEnv(LOCAL), isDeployment: true }).modes.mail).toBe("sandbox");
    expect((await render()).status).toBe(404);
  });

  it("is not found on a production build pointed at PostgreSQL", async () => {
    expect(applySettings(DEPLOYMENT).isDeployment).toBe(true);
    expect((await render()).status).toBe(404);
  });

  it("is not found when real mail is configured", async () => {
    applySettings({ ...LOCAL, SMTP_URL: "smtp://mail.example.test:587" });
    expect((await render()).status).toBe(404);
  });
});
