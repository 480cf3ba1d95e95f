// Which emails the owner gets (Account → Notifications), and the one-click unsubscribe link in each email.
// Every kind of email is on until the owner turns it off. A preference's `version` counts its changes; a link
// is signed for the version it was sent with, so it works once, and never after the owner changes that kind.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { EMAIL_TOPIC_TEXTS, EMAIL_TOPICS, type EmailPreferences, type EmailTopicName } from "./schemas";
import { INVALID_UNSUBSCRIBE_LINK, USED_UNSUBSCRIBE_LINK } from "./unsubscribe-messages";

const PURPOSE = "email-unsubscribe";
/** A link older than this is refused; the Account page still turns the email off. */
const LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

type LinkPayload = { u: string; t: EmailTopicName; v: number };
export type TopicSetting = { enabled: boolean; version: number };

/** Each email kind's setting for the user, read under `who`'s scope in one statement; a kind never set is on, at version 0. */
export async function topicSettings(who: string | ReadScope): Promise<Record<EmailTopicName, TopicSetting>> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { emailPreferences: { select: { topic: true, enabled: true, version: true } } },
  });
  if (!user) throw scope.gone();
  const rows = user.emailPreferences;
  const settings = Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, { enabled: true, version: 0 }])) as Record<EmailTopicName, TopicSetting>;
  for (const { topic, enabled, version } of rows) settings[topic] = { enabled, version };
  return settings;
}

export async function listEmailPreferences(who: string | ReadScope): Promise<EmailPreferences> {
  const settings = await topicSettings(who);
  return {
    emails: EMAIL_TOPICS.map((topic) => ({
      topic,
      label: EMAIL_TOPIC_TEXTS[topic].label,
      description: EMAIL_TOPIC_TEXTS[topic].description,
      enabled: settings[topic].enabled,
    })),
  };
}

/** Turns one kind of email on or off; a change (only a change) makes the links sent before it stop working. */
export async function setEmailPreference(userId: string, topic: EmailTopicName, enabled: boolean): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "EmailPreference" ("userId", "topic", "enabled", "version", "updatedAt")
    SELECT ${userId}, ${topic}::"EmailTopic", ${enabled}, 1, now() WHERE NOT ${enabled}
    ON CONFLICT ("userId", "topic") DO NOTHING`;
  await db.emailPreference.updateMany({ where: { userId, topic, enabled: !enabled }, data: { enabled, version: { increment: 1 } } });
}

/** The page the email's "Unsubscribe" link opens, and the address List-Unsubscribe names for a one-click POST. */
export function unsubscribeLinks(userId: string, topic: EmailTopicName, version: number): { page: string; oneClick: string } {
  const token = createSignedToken<LinkPayload>(PURPOSE, { u: userId, t: topic, v: version }, LINK_TTL_MS);
  const query = new URLSearchParams({ token });
  return { page: `${env.APP_URL}/unsubscribe?${query}`, oneClick: `${env.APP_URL}/api/unsubscribe?${query}` };
}

/** What a link is for, if it is genuine and unexpired (it may have been used). */
export function readUnsubscribeLink(token: string): { userId: string; topic: EmailTopicName; version: number } | null {
  const payload = readSignedToken<LinkPayload>(PURPOSE, token);
  if (!payload || typeof payload.u !== "string" || !EMAIL_TOPICS.includes(payload.t) || !Number.isInteger(payload.v)) return null;
  return { userId: payload.u, topic: payload.t, version: payload.v };
}

/**
 * Turns off the kind of email the link was sent for, without a session: the signed link is the proof. It
 * works once: 404 when the link is not genuine (or its account is gone), 409 when it was used, or the owner
 * has changed that kind since the email went out.
 */
export async function unsubscribeByLink(token: string): Promise<{ topic: EmailTopicName; about: string }> {
  const link = readUnsubscribeLink(token);
  if (!link || !(await db.user.findUnique({ where: { id: link.userId }, select: { id: true } }))) throw new AppError("NOT_FOUND", INVALID_UNSUBSCRIBE_LINK);
  const { userId, topic, version } = link;
  let { count } = await db.emailPreference.updateMany({
    where: { userId, topic, version, enabled: true },
    data: { enabled: false, version: { increment: 1 } },
  });
  if (count === 0 && version === 0)
    ({ count } = await db.emailPreference.createMany({ data: [{ userId, topic, enabled: false, version: 1 }], skipDuplicates: true }));
  if (count === 0) throw new AppError("CONFLICT", USED_UNSUBSCRIBE_LINK);
  return { topic, about: EMAIL_TOPIC_TEXTS[topic].about };
}
