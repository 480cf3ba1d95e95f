// The notifications' outbox: each notification is emailed once, after it is raised, by whichever runner
// claims it (the embedded worker locally, an Inngest cron in production). A claim marks it SENDING with a
// hold; a runner that dies leaves it to be claimed again when the hold lapses. A send that fails is tried again
// later, and the action that raised the notification never waits for it.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { NotificationKind } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/integrations/mail";
import { renderLetter } from "@/lib/integrations/mail/letter";
import { topicSettings, unsubscribeLinks } from "./email-preferences";
import { EMAIL_TOPIC_TEXTS, TOPIC_OF_KIND } from "./schemas";

/** Tries per email; the waits between them (the last try's is unused). */
export const EMAIL_ATTEMPTS = 5;
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** How long a runner holds a claimed email before another may take it. */
const HOLD_MS = 2 * 60_000;
/** A notification older than this is not emailed any more (after an outage, say): the bell still has it. */
const EMAIL_STALE_MS = 24 * 60 * 60_000;
const CLAIM_BATCH = 50;
const SENDS_AT_ONCE = 4;

export type ClaimedEmail = {
  id: number;
  userId: string;
  email: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  emailAttempts: number;
};

/** The button each kind of email carries. */
const ACTION_LABELS: Record<NotificationKind, string> = {
  POST_FAILED: "Open the post",
  POST_UNCONFIRMED: "Open the post",
  POSTS_AT_RISK: "Reconnect on the dashboard",
  CONNECTION_RECONNECT: "Reconnect on the dashboard",
  CONNECTION_EXPIRING: "Renew on the dashboard",
  CREDITS_LOW: "See your plan and credits",
  CREDITS_USED_UP: "See your plan and credits",
  PAYMENT_FAILED: "Update your payment details",
  WEEKLY_SUMMARY: "Open your calendar",
};

/** A notification as an email: its title and text, the button to where it leads, and how to stop such emails. */
export function notificationEmail(notification: ClaimedEmail, version: number) {
  const topic = TOPIC_OF_KIND[notification.kind];
  const { page, oneClick } = unsubscribeLinks(notification.userId, topic, version);
  return renderLetter({
    to: notification.email,
    subject: notification.title,
    heading: notification.title,
    body: notification.body.split("\n").filter(Boolean),
    action: { label: ACTION_LABELS[notification.kind], url: `${env.APP_URL}${notification.link}` },
    footnotes: [],
    unsubscribe: {
      reason: `You get this email because emails about ${EMAIL_TOPIC_TEXTS[topic].about} are on in your Postloom account.`,
      url: page,
      settingsUrl: `${env.APP_URL}/account#notifications`,
    },
    headers: {
      // RFC 8058: a mail client's "Unsubscribe" POSTs "List-Unsubscribe=One-Click" to this address.
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // The same Message-ID on a second send (a runner that died after sending) lets mail clients drop the copy.
      "Message-ID": `<notification-${notification.id}@${new URL(env.APP_URL).hostname}>`,
    },
  });
}

/** Claims up to `limit` emails that are due (pending, or held by a runner whose hold lapsed), counting a try for each. */
async function claimDue(limit: number, now: Date): Promise<ClaimedEmail[]> {
  const at = now.toISOString();
  return db.$queryRaw<ClaimedEmail[]>`
    UPDATE "Notification" n
    SET "emailStatus" = 'SENDING', "emailAttempts" = n."emailAttempts" + 1,
        "emailDueAt" = timezone('UTC', ${at}::timestamptz) + ${`${HOLD_MS} milliseconds`}::interval
    FROM (
      SELECT "id" FROM "Notification"
      WHERE "emailStatus" IN ('PENDING', 'SENDING') AND "emailDueAt" <= timezone('UTC', ${at}::timestamptz)
      ORDER BY "emailDueAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due, "User" u
    WHERE n."id" = due."id" AND u."id" = n."userId"
    RETURNING n."id", n."userId", u."email", n."kind", n."title", n."body", n."link", n."createdAt", n."emailAttempts"`;
}

/** Records how a claimed email went, if this runner still holds it. */
async function settle(
  claimed: ClaimedEmail,
  data: { emailStatus: "SENT" | "SKIPPED" | "FAILED" | "PENDING"; emailError?: string | null; emailDueAt?: Date; emailSentAt?: Date },
) {
  await db.notification.updateMany({ where: { id: claimed.id, emailStatus: "SENDING", emailAttempts: claimed.emailAttempts }, data });
}

async function sendOne(claimed: ClaimedEmail, now: Date): Promise<boolean> {
  if (now.getTime() - claimed.createdAt.getTime() > EMAIL_STALE_MS) {
    await settle(claimed, { emailStatus: "SKIPPED", emailError: "Over a day old when it could be sent." });
    return false;
  }
  const setting = (await topicSettings(claimed.userId))[TOPIC_OF_KIND[claimed.kind]];
  if (!setting.enabled) {
    await settle(claimed, { emailStatus: "SKIPPED", emailError: "The owner turned these emails off." });
    return false;
  }
  try {
    await sendMail(await notificationEmail(claimed, setting.version));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[mail] notification ${claimed.id}, try ${claimed.emailAttempts} of ${EMAIL_ATTEMPTS}, failed: ${message}`);
    const last = claimed.emailAttempts >= EMAIL_ATTEMPTS;
    await settle(
      claimed,
      last
        ? { emailStatus: "FAILED", emailError: message }
        : { emailStatus: "PENDING", emailError: message, emailDueAt: new Date(Date.now() + RETRY_AFTER_MS[claimed.emailAttempts - 1]!) },
    );
    return false;
  }
  await settle(claimed, { emailStatus: "SENT", emailError: null, emailSentAt: new Date() });
  return true;
}

/** Sends every email that is due (up to `stopAfter`), batch after batch; resolves to how many were claimed and sent. */
export async function sendDueEmails({ now = () => new Date(), stopAfter = Infinity }: { now?: () => Date; stopAfter?: number } = {}): Promise<{
  claimed: number;
  sent: number;
}> {
  let claimedSoFar = 0;
  let sent = 0;
  while (claimedSoFar < stopAfter) {
    const batch = await claimDue(Math.min(CLAIM_BATCH, stopAfter - claimedSoFar), now());
    if (batch.length === 0) break;
    claimedSoFar += batch.length;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(SENDS_AT_ONCE, batch.length) }, async () => {
        while (next < batch.length) if (await sendOne(batch[next++]!, now())) sent++;
      }),
    );
  }
  return { claimed: claimedSoFar, sent };
}
