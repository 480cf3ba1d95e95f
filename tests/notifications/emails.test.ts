// Notifications by email, through the sandbox outbox: each notification is emailed once whatever retries the
// job that raises it or the runner that sends it; the kinds the owner turned off are not sent; the link in
// each email unsubscribes without a session, is signed, and works exactly once per preference.
import { afterEach, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET as getPreferences, PUT as putPreference } from "@/app/api/account/notifications/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { db } from "@/lib/db";
import { notify, type NewNotification } from "@/lib/notifications/notify";
import { sendDueEmails } from "@/lib/notifications/send-emails";

afterEach(() => actAs(null));

const failed = (postId: number): NewNotification => ({
  kind: "POST_FAILED",
  key: `post-failed:${postId}:1.3`,
  title: "A scheduled post didn't go out",
  body: `"Fresh sourdough every Friday" didn't reach Crumb & Co. Facebook refused the picture: it is too large.`,
  link: `/your-posts?post=${postId}`,
});

const mailsTo = (to: string) => db.sandboxMail.findMany({ where: { to }, orderBy: { id: "asc" } });
const oneClickOf = (mail: { headers: unknown }) => /^<(.+)>$/.exec((mail.headers as Record<string, string>)["List-Unsubscribe"]!)![1]!;
const pageLinkOf = (mail: { text: string }) => mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
const postUnsubscribe = (url: string) =>
  unsubscribe(call(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }), noParams);

describe("notification emails", () => {
  it("emails a notification once, whatever raises it again or runs the outbox again, with its link and one-click unsubscribe", async () => {
    const user = await createUser("mail-once");
    // The job that raises it is retried twice; two runners empty the outbox at the same time, then again.
    for (let i = 0; i < 3; i++) await notify(user.id, failed(41));
    await Promise.all([sendDueEmails(), sendDueEmails()]);
    await sendDueEmails();

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("A scheduled post didn't go out");
    expect(mail!.text).toContain("Facebook refused the picture: it is too large.");
    expect(mail!.text).toContain("Open the post http://localhost:3000/your-posts?post=41");
    expect(mail!.text.split("/your-posts?post=41")).toHaveLength(2); // the address once in the plain text, beside its button
    expect(mail!.text).toContain("You get this email because emails about posts that didn't go out are on in your Postloom account.");
    expect(mail!.html).toContain('href="http://localhost:3000/your-posts?post=41"');
    expect(mail!.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Message-ID": expect.stringMatching(/^<notification-\d+@localhost>$/),
    });
    expect(oneClickOf(mail!)).toMatch(/^http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.-]+$/);
    expect(await db.notification.findFirst({ where: { userId: user.id }, select: { emailStatus: true, emailAttempts: true } })).toEqual({
      emailStatus: "SENT",
      emailAttempts: 1,
    });
  });

  it("sends nothing of a kind the owner turned off, and the bell still has it", async () => {
    const user = await createUser("mail-off");
    actAs(user);
    const reply = await putPreference(
      call("/api/account/notifications", { method: "PUT", body: JSON.stringify({ topic: "POST_FAILED", enabled: false }) }),
      noParams,
    );
    expect(reply.status).toBe(200);
    expect((await reply.json()).message).toBe("We won't email you about posts that didn't go out any more.");
    await notify(user.id, failed(42));
    await sendDueEmails();
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await db.notification.findFirst({ where: { userId: user.id }, select: { emailStatus: true } })).toEqual({ emailStatus: "SKIPPED" });
  });

  it("does not email a notification that waited over a day (after an outage)", async () => {
    const user = await createUser("mail-stale");
    await notify(user.id, failed(43));
    await sendDueEmails({ now: () => new Date(Date.now() + 25 * 3600_000) });
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await db.notification.findFirst({ where: { userId: user.id }, select: { emailStatus: true } })).toEqual({ emailStatus: "SKIPPED" });
  });

  it("takes an email back from a runner that died while holding it, once its hold lapses", async () => {
    const user = await createUser("mail-held");
    await notify(user.id, failed(44));
    await db.notification.updateMany({
      where: { userId: user.id },
      data: { emailStatus: "SENDING", emailAttempts: 1, emailDueAt: new Date(Date.now() + 60_000) },
    });
    await sendDueEmails();
    expect(await mailsTo(user.email)).toEqual([]);
    await sendDueEmails({ now: () => new Date(Date.now() + 3 * 60_000) });
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await db.notification.findFirst({ where: { userId: user.id }, select: { emailStatus: true, emailAttempts: true } })).toEqual({
      emailStatus: "SENT",
      emailAttempts: 2,
    });
  });
});

describe("unsubscribing by the email's link", () => {
  it("needs no session, works once, and the next email of that kind is not sent", async () => {
    const user = await createUser("unsub");
    await notify(user.id, failed(51));
    await sendDueEmails();
    const [mail] = await mailsTo(user.email);
    actAs(null);

    const first = await postUnsubscribe(oneClickOf(mail!));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      statusCode: "OK",
      message: "You won't get emails about posts that didn't go out any more.",
      object: { topic: "POST_FAILED" },
    });
    // The same link again, and the page's link for the same email (same token): used.
    for (const url of [oneClickOf(mail!), pageLinkOf(mail!).replace("/unsubscribe?", "/api/unsubscribe?")]) {
      const again = await postUnsubscribe(url);
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe("This link has already been used. You can choose which emails you get on your Account page.");
    }

    actAs(user);
    const preferences = (await (await getPreferences(call("/api/account/notifications"), noParams)).json()).object.emails;
    expect(preferences.find((p: { topic: string }) => p.topic === "POST_FAILED").enabled).toBe(false);
    expect(preferences.filter((p: { enabled: boolean }) => p.enabled)).toHaveLength(6);

    await notify(user.id, failed(52));
    await sendDueEmails();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("refuses a link that is forged, tampered with or for another purpose, with a 4xx and nothing changed", async () => {
    const user = await createUser("unsub-forged");
    await notify(user.id, failed(53));
    await sendDueEmails();
    const link = new URL(oneClickOf((await mailsTo(user.email))[0]!));
    const token = link.searchParams.get("token")!;
    const [body, signature] = token.split(".");
    const otherUser = Buffer.from(Buffer.from(body!, "base64url").toString().replace(user.id, "someone-else")).toString("base64url");
    for (const bad of ["", "nonsense", `${body}.${signature!.slice(0, -2)}xx`, `${otherUser}.${signature}`, `${body}`]) {
      const reply = await postUnsubscribe(`/api/unsubscribe?${new URLSearchParams({ token: bad })}`);
      expect(reply.status, bad).toBe(404);
      expect((await reply.json()).statusCode).toBe("NOT_FOUND");
    }
    expect(await db.emailPreference.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a link sent before the owner turned the emails back on stays used; the next email's link works", async () => {
    const user = await createUser("unsub-again");
    await notify(user.id, failed(54));
    await sendDueEmails();
    const old = oneClickOf((await mailsTo(user.email))[0]!);
    expect((await postUnsubscribe(old)).status).toBe(200);

    actAs(user);
    await putPreference(call("/api/account/notifications", { method: "PUT", body: JSON.stringify({ topic: "POST_FAILED", enabled: true }) }), noParams);
    actAs(null);
    expect((await postUnsubscribe(old)).status).toBe(409);

    await notify(user.id, failed(55));
    await sendDueEmails();
    const fresh = oneClickOf((await mailsTo(user.email))[1]!);
    expect((await postUnsubscribe(fresh)).status).toBe(200);
    expect(await db.emailPreference.findFirst({ where: { userId: user.id }, select: { enabled: true, version: true } })).toEqual({
      enabled: false,
      version: 3,
    });
  });

  it("turning a kind on that is already on changes nothing, so its links keep working", async () => {
    const user = await createUser("unsub-noop");
    await notify(user.id, failed(56));
    await sendDueEmails();
    actAs(user);
    const reply = await putPreference(
      call("/api/account/notifications", { method: "PUT", body: JSON.stringify({ topic: "POST_FAILED", enabled: true }) }),
      noParams,
    );
    expect((await reply.json()).message).toBe("We'll email you about posts that didn't go out.");
    actAs(null);
    expect((await postUnsubscribe(oneClickOf((await mailsTo(user.email))[0]!))).status).toBe(200);
  });

  it("refuses a preference that is not one of the kinds, with the envelope", async () => {
    const user = await createUser("prefs-bad");
    actAs(user);
    const reply = await putPreference(
      call("/api/account/notifications", { method: "PUT", body: JSON.stringify({ topic: "EVERYTHING", enabled: "no" }) }),
      noParams,
    );
    expect(reply.status).toBe(422);
    expect((await reply.json()).object.fieldErrors).toEqual({ topic: ["Choose one of the email kinds listed."], enabled: ["Say true or false."] });
  });
});
