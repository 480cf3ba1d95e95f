// Notifications as the bell lists them (GET /api/notifications) and what marks them read: one shape, shared
// by the server, which writes it, and the client, whose types come from it.
import { z } from "zod";
import { MAX_ID } from "@/lib/validation/ids";

export const NOTIFICATION_KINDS = [
  "POST_FAILED",
  "POST_UNCONFIRMED",
  "CONNECTION_RECONNECT",
  "CONNECTION_EXPIRING",
  "POSTS_AT_RISK",
  "CREDITS_LOW",
  "CREDITS_USED_UP",
  "PAYMENT_FAILED",
  "WEEKLY_SUMMARY",
] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications the bell lists, newest first. */
export const NOTIFICATIONS_LISTED = 30;

export const notificationViewSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where it leads in the app (a path). */
  link: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  /**
   * What has set the trouble it tells of right since (its connection works again), or null. Such a notice no
   * longer counts as unread: nothing is left to do about it.
   */
  resolution: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationListSchema = z.object({ unread: z.number(), notifications: z.array(notificationViewSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: some notifications by id, or every one. */
export const markReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(z.number().int().min(1).max(MAX_ID)).min(1, "Name at least one notification.").max(100, "At most 100 at a time.") }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: "Send { ids: [...] } or { all: true }." },
);
export type MarkRead = z.infer<typeof markReadSchema>;

/** The kinds of email the owner turns on or off (Account → Notifications), in the order listed there. */
export const EMAIL_TOPICS = ["POST_FAILED", "POST_UNCONFIRMED", "POSTS_AT_RISK", "CONNECTIONS", "CREDITS", "PAYMENTS", "WEEKLY_SUMMARY"] as const;
export type EmailTopicName = (typeof EMAIL_TOPICS)[number];

/** Which email kind each notification belongs to. */
export const TOPIC_OF_KIND: Record<NotificationKindName, EmailTopicName> = {
  POST_FAILED: "POST_FAILED",
  POST_UNCONFIRMED: "POST_UNCONFIRMED",
  POSTS_AT_RISK: "POSTS_AT_RISK",
  CONNECTION_RECONNECT: "CONNECTIONS",
  CONNECTION_EXPIRING: "CONNECTIONS",
  CREDITS_LOW: "CREDITS",
  CREDITS_USED_UP: "CREDITS",
  PAYMENT_FAILED: "PAYMENTS",
  WEEKLY_SUMMARY: "WEEKLY_SUMMARY",
};

/** How each email kind is named on the Account page and in its emails' footer ("…emails about {about}"). */
export const EMAIL_TOPIC_TEXTS: Record<EmailTopicName, { label: string; description: string; about: string }> = {
  POST_FAILED: { label: "A post didn't go out", description: "A scheduled post failed, with the reason and what to do.", about: "posts that didn't go out" },
  POST_UNCONFIRMED: { label: "A post is unconfirmed", description: "We couldn't tell whether a scheduled post reached your page.", about: "unconfirmed posts" },
  POSTS_AT_RISK: {
    label: "Scheduled posts are at risk",
    description: "A connection stopped working with posts due in the next 3 days.",
    about: "scheduled posts at risk",
  },
  CONNECTIONS: {
    label: "A connection needs you",
    description: "Facebook or Instagram needs reconnecting, or its access ends soon.",
    about: "your connections",
  },
  CREDITS: { label: "Credits are running low", description: "Under 10% of your plan's credits are left, or none are.", about: "your credits" },
  PAYMENTS: { label: "A payment failed", description: "Your card was declined for your subscription.", about: "failed payments" },
  WEEKLY_SUMMARY: {
    label: "Weekly summary",
    description: "Every Monday: last week's posts, your top post and next week's open slots.",
    about: "your weekly summary",
  },
};

export const emailPreferenceSchema = z.object({ topic: z.enum(EMAIL_TOPICS), label: z.string(), description: z.string(), enabled: z.boolean() });
export type EmailPreferenceView = z.infer<typeof emailPreferenceSchema>;
export const emailPreferencesSchema = z.object({ emails: z.array(emailPreferenceSchema) });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** PUT /api/account/notifications: one email kind on or off. */
export const setEmailPreferenceSchema = z.strictObject({
  topic: z.enum(EMAIL_TOPICS, { error: "Choose one of the email kinds listed." }),
  enabled: z.boolean({ error: "Say true or false." }),
});
