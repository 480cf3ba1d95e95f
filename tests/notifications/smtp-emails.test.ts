// Notification emails over SMTP (production mail) to a real SMTP receiver: the RFC 8058 headers as they go on
// the wire, one List-Unsubscribe with the one-click address; a mail server that refuses is tried again later
// (never by the action that raised the notification) and given up after the last try.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const smtp = vi.hoisted(() => ({ url: "", refuse: 0 }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  const env = new Proxy(actual.env, {
    get: (target, key) => (key === "modes" ? { ...target.modes, mail: "production" } : key === "SMTP_URL" ? smtp.url : target[key as keyof typeof target]),
  });
  return { ...actual, env };
});

const { db } = await import("@/lib/db");
const { notify } = await import("@/lib/notifications/notify");
const { EMAIL_ATTEMPTS, sendDueEmails } = await import("@/lib/notifications/send-emails");
const { createUser } = await import("../support/session");

type Received = { parsed: ParsedMail; raw: string };
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (smtp.refuse > 0) {
        smtp.refuse--;
        callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      simpleParser(raw).then((parsed) => {
        received.push({ parsed, raw });
        callback();
      }, callback);
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const MINUTE = 60_000;
const raise = (userId: string, key: string) =>
  notify(userId, {
    kind: "CONNECTION_RECONNECT",
    key,
    title: "Crumb & Co needs reconnecting",
    body: "Postloom can't post to Facebook as Crumb & Co any more.",
    link: "/dashboard#connections",
  });
const mailTo = (to: string) => received.filter((m) => m.parsed.to && !Array.isArray(m.parsed.to) && m.parsed.to.text === to);
const stateOf = (userId: string) =>
  db.notification.findFirstOrThrow({ where: { userId }, select: { emailStatus: true, emailAttempts: true, emailError: true, emailDueAt: true } });

describe("notification emails over SMTP", () => {
  it("go out with one List-Unsubscribe header naming the one-click address, List-Unsubscribe-Post and a stable Message-ID", async () => {
    const user = await createUser("smtp-headers");
    await raise(user.id, "connection-reconnect:1");
    expect(await sendDueEmails()).toEqual({ claimed: 1, sent: 1 });

    const [mail] = mailTo(user.email);
    expect(mail!.parsed.subject).toBe("Crumb & Co needs reconnecting");
    expect(mail!.raw.match(/^List-Unsubscribe:/gim)).toHaveLength(1);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // (A long header is folded onto a second line, as SMTP allows.)
    expect(mail!.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.-]+>$/m);
    expect(mail!.parsed.messageId).toMatch(/^<notification-\d+@localhost>$/);
    // Both parts: the button's link in the HTML, and in the plain text.
    expect(mail!.parsed.text).toContain("Reconnect on the dashboard http://localhost:3000/dashboard#connections");
    expect(mail!.parsed.html).toContain('href="http://localhost:3000/dashboard#connections"');
  });

  it("a refusing mail server is tried again after a wait, then the email goes", async () => {
    const user = await createUser("smtp-retry");
    await raise(user.id, "connection-reconnect:2");
    smtp.refuse = 1;
    expect(await sendDueEmails()).toEqual({ claimed: 1, sent: 0 });
    const waiting = await stateOf(user.id);
    expect(waiting).toMatchObject({ emailStatus: "PENDING", emailAttempts: 1, emailError: expect.stringContaining("Mailbox busy") });
    expect(waiting.emailDueAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: nothing is tried.
    expect(await sendDueEmails()).toEqual({ claimed: 0, sent: 0 });
    expect(await sendDueEmails({ now: () => new Date(Date.now() + 2 * MINUTE) })).toEqual({ claimed: 1, sent: 1 });
    expect(mailTo(user.email)).toHaveLength(1);
    expect(await stateOf(user.id)).toMatchObject({ emailStatus: "SENT", emailAttempts: 2, emailError: null });
  });

  it(`gives up after ${EMAIL_ATTEMPTS} tries, and the notification stays in the bell`, async () => {
    const user = await createUser("smtp-give-up");
    await raise(user.id, "connection-reconnect:3");
    smtp.refuse = EMAIL_ATTEMPTS;
    for (let i = 0, at = Date.now(); i < EMAIL_ATTEMPTS; i++, at += 3 * 3600_000) await sendDueEmails({ now: () => new Date(at), stopAfter: 1 });
    expect(await stateOf(user.id)).toMatchObject({ emailStatus: "FAILED", emailAttempts: EMAIL_ATTEMPTS });
    expect(await sendDueEmails({ now: () => new Date(Date.now() + 20 * 3600_000) })).toEqual({ claimed: 0, sent: 0 });
    expect(mailTo(user.email)).toEqual([]);
    expect(await db.notification.count({ where: { userId: user.id, readAt: null } })).toBe(1);
  });
});
